'use client';

import { createContext, useContext, useId } from 'react';
import type { TooltipRenderProps } from 'react-joyride';
import { SvgIcon } from '@/components/svg-icon';
import { TOUR_CLOSING_CARDS } from '@/config/constants';
import type { TourStepData } from './tour-steps';

export interface TourActions {
  readonly width: number;
  readonly next: () => void;
  readonly back: () => void;
  readonly close: () => void;
  readonly returnToTour: () => void;
  readonly skip: () => void;
  readonly finish: () => void;
  readonly signUp: () => void;
}

export const TourActionsContext = createContext<TourActions | null>(null);

/**
 * The tour's tooltip (spec section 2): a regular step has Back, Next, a close icon, a progress bar and the
 * counter 'N of M', M being the step count minus the 3 closing cards; a closing card has its own buttons.
 */
export function TourTooltip({ index, size, step, tooltipProps }: TooltipRenderProps) {
  const actions = useContext(TourActionsContext);
  const titleId = useId();
  if (!actions) return null;
  const data = step.data as TourStepData;
  const total = size - TOUR_CLOSING_CARDS;
  const number = index + 1;
  return (
    <div
      {...tooltipProps}
      aria-labelledby={titleId}
      style={{
        position: 'relative',
        width: actions.width,
        maxWidth: 'calc(100vw - 24px)',
        padding: 16,
        borderRadius: 8,
        background: '#ffffff',
        color: '#0f172a',
        textAlign: 'left',
      }}
    >
      {data.kind === 'regular' && (
        <button
          type="button"
          className="btn btn--text btn--small btn--icon"
          aria-label="Close"
          onClick={actions.close}
          style={{ position: 'absolute', top: 8, right: 8 }}
        >
          <SvgIcon name="close" />
        </button>
      )}
      <h3 id={titleId} style={{ fontSize: 17, margin: '0 24px 8px 0' }}>
        {data.title}
      </h3>
      <p style={{ margin: '0 0 12px' }}>{data.body}</p>
      {data.hint && (
        <p data-tour-hint="" style={{ margin: '-4px 0 12px', color: '#475569', fontSize: 13 }}>
          {data.hint}
        </p>
      )}
      {data.kind === 'regular' && (
        <>
          <span
            className="progress-bar progress-bar--primary"
            role="progressbar"
            aria-label={`Step ${number} of ${total}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((number / total) * 100)}
          >
            <span style={{ width: `${(number / total) * 100}%` }} />
          </span>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 8 }}>
            <span style={{ color: '#64748b', fontSize: 13, flex: 1 }}>
              {number} of {total}
            </span>
            <button type="button" className="btn" onClick={actions.back} disabled={index === 0}>
              Back
            </button>
            <button type="button" className="btn btn--primary" onClick={actions.next}>
              Next
            </button>
          </div>
        </>
      )}
      {data.kind === 'signed-out-done' && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <button type="button" className="btn" onClick={actions.finish}>
            Done
          </button>
          <button type="button" className="btn btn--primary" onClick={actions.signUp}>
            Sign Up
          </button>
        </div>
      )}
      {data.kind === 'signed-in-done' && (
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <button type="button" className="btn btn--primary" onClick={actions.finish}>
            Done
          </button>
        </div>
      )}
      {data.kind === 'skip' && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <button type="button" className="btn" onClick={actions.returnToTour}>
            Return to tour
          </button>
          <button type="button" className="btn btn--primary" onClick={actions.skip}>
            Yes, skip
          </button>
        </div>
      )}
    </div>
  );
}
