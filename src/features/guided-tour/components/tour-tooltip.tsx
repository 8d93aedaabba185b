'use client';

import { createContext, useContext, useId } from 'react';
import type { TooltipRenderProps } from 'react-joyride';
import { buttonClass } from '@/components/button';
import { ProgressBar } from '@/components/progress-bar';
import { SvgIcon } from '@/components/svg-icon';
import { TOUR_CLOSING_CARDS } from '@/config/constants';
import type { TourStepData } from './tour-steps';
import styles from './tour-tooltip.module.css';

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
 * The tour's tooltip: a regular step has Back, Next, a close icon, a progress bar and the
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
    // The width is the tour's, chosen for the screen at run time.
    <div
      {...tooltipProps}
      aria-labelledby={titleId}
      className={styles.tooltip}
      style={{ width: actions.width }}
    >
      {data.kind === 'regular' && (
        <button
          type="button"
          className={buttonClass({ variant: 'text', isSmall: true, isIcon: true, className: styles.close })}
          aria-label="Close"
          onClick={actions.close}
        >
          <SvgIcon name="close" />
        </button>
      )}
      <h3 id={titleId} className={styles.title}>
        {data.title}
      </h3>
      <p className={styles.body}>{data.body}</p>
      {data.hint && (
        <p data-tour-hint="" className={styles.hint}>
          {data.hint}
        </p>
      )}
      {data.kind === 'regular' && (
        <>
          <ProgressBar
            percent={(number / total) * 100}
            tone="primary"
            role="progressbar"
            aria-label={`Step ${number} of ${total}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((number / total) * 100)}
          />
          <div className={styles.steps}>
            <span className={styles.counter}>
              {number} of {total}
            </span>
            <button type="button" className={buttonClass()} onClick={actions.back} disabled={index === 0}>
              Back
            </button>
            <button type="button" className={buttonClass({ variant: 'primary' })} onClick={actions.next}>
              Next
            </button>
          </div>
        </>
      )}
      {data.kind === 'signed-out-done' && (
        <div className={styles.actions}>
          <button type="button" className={buttonClass()} onClick={actions.finish}>
            Done
          </button>
          <button type="button" className={buttonClass({ variant: 'primary' })} onClick={actions.signUp}>
            Sign Up
          </button>
        </div>
      )}
      {data.kind === 'signed-in-done' && (
        <div className={styles.actions}>
          <button type="button" className={buttonClass({ variant: 'primary' })} onClick={actions.finish}>
            Done
          </button>
        </div>
      )}
      {data.kind === 'skip' && (
        <div className={styles.actions}>
          <button type="button" className={buttonClass()} onClick={actions.returnToTour}>
            Return to tour
          </button>
          <button type="button" className={buttonClass({ variant: 'primary' })} onClick={actions.skip}>
            Yes, skip
          </button>
        </div>
      )}
    </div>
  );
}
