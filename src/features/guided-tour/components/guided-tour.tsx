'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { EVENTS, Joyride, type EventData } from 'react-joyride';
import { TOUR_CLOSING_CARDS, TOUR_TOOLTIP_WIDE_WIDTH } from '@/config/constants';
import { openAuthModal } from '@/hooks/use-auth-modal';
import { usePopupState } from '@/hooks/use-popup-state';
import { sendTourEvent } from '../api/send-tour-event';
import { cardIndex, joyrideOptions, tooltipWidthFor, TOUR_TARGETS, tourSteps } from './tour-steps';
import { tourStatusOf } from './tour-status';
import { TourActionsContext, TourTooltip, type TourActions } from './tour-tooltip';

const tooltipWidth = () => tooltipWidthFor(window.innerWidth);

/** The step targets that show at the screen's width now (the header's actions hide in its drawer below 429 px). */
const shownTargetsNow = (): ReadonlySet<string> =>
  new Set(
    TOUR_TARGETS.filter((selector) => {
      const element = document.querySelector(selector);
      return element !== null && element.getClientRects().length > 0 && element.checkVisibility();
    }),
  );

/**
 * The guided tour on /, started by the `tour` query parameter (the avatar menu's Guided
 * Tour and Account Settings > Guided Tour > Get Started link to /?tour=1) when no tour is open. Closing a step
 * asks 'Do you want to skip?' and remembers the step; a missing or hidden target is logged and skipped; when the
 * session status changes after the tour progressed, the tour stops. At the end the `tour` parameter goes and
 * the other ones stay, by a client-side navigation (no reload). The tour is a pop-up: it opens the pop-up open
 * delay after it is asked for, and closes when it ends or the URL stops asking for it.
 */
export function GuidedTour() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const { status } = useSession();
  const isSignedIn = status === 'authenticated';
  const { state: popupState, open: openPopup, close: closePopup } = usePopupState();
  const isRunning = popupState === 'open';
  const [index, setIndex] = useState(0);
  const [resumeIndex, setResumeIndex] = useState(0);
  const [width, setWidth] = useState(TOUR_TOOLTIP_WIDE_WIDTH);
  const [shownTargets, setShownTargets] = useState<ReadonlySet<string> | undefined>(undefined);
  // The session status the tour began under, and whether it ended while the URL still asks for it.
  const [startStatus, setStartStatus] = useState<string | null>(null);
  const [hasEnded, setHasEnded] = useState(false);
  const lastMove = useRef<'next' | 'prev' | null>(null);
  // Every step points at something that shows at the screen's width: read when the tour opens and on resize.
  const steps = useMemo(() => tourSteps(isSignedIn, shownTargets), [isSignedIn, shownTargets]);
  const regularCount = steps.length - TOUR_CLOSING_CARDS;
  const wantsTour = pathname === '/' && searchParams.has('tour');

  if (!wantsTour && hasEnded) setHasEnded(false);

  // The session status changed after the tour progressed: stop. Before that, the steps simply follow it.
  if (isRunning && !hasEnded && startStatus !== status) {
    if (index > 0) {
      setHasEnded(true);
      setIndex(0);
    } else {
      setStartStatus(status);
    }
  }

  // Ask for the pop-up once the session is known (a tour already open or opening stays as it is); it opens after
  // the pop-up open delay.
  useEffect(() => {
    if (!wantsTour || hasEnded) {
      closePopup();
      return;
    }
    if (status === 'loading') return;
    openPopup(() => {
      setStartStatus(status);
      lastMove.current = null;
      setWidth(tooltipWidth());
      setShownTargets(shownTargetsNow());
      setIndex(0);
    });
  }, [wantsTour, hasEnded, status, popupState, openPopup, closePopup]);

  useEffect(() => {
    if (!isRunning) return;
    const onResize = () => {
      setWidth(tooltipWidth());
      setShownTargets(shownTargetsNow());
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [isRunning]);

  const end = useCallback(
    (kind: 'finish' | 'skip', at: number) => {
      sendTourEvent(kind === 'finish' ? 'tour_finish' : 'tour_skip', { step: at + 1 }, isSignedIn);
      setHasEnded(true);
      closePopup();
      setIndex(0);
      const rest = new URLSearchParams(searchParams.toString());
      rest.delete('tour');
      router.replace(rest.size ? `/?${rest}` : '/', { scroll: false });
    },
    [isSignedIn, router, searchParams, closePopup],
  );

  // The step after a regular step: the next one, or after the last the completion card of this session.
  const nextOf = useCallback(
    (at: number) =>
      at + 1 < regularCount ? at + 1 : cardIndex(steps, isSignedIn ? 'signed-in-done' : 'signed-out-done'),
    [regularCount, steps, isSignedIn],
  );

  const actions: TourActions = {
    width,
    next: () => {
      lastMove.current = 'next';
      setIndex(nextOf(index));
    },
    back: () => {
      lastMove.current = 'prev';
      setIndex(Math.max(0, index - 1));
    },
    close: () => {
      setResumeIndex(index);
      setIndex(cardIndex(steps, 'skip'));
    },
    returnToTour: () => {
      lastMove.current = null;
      setIndex(resumeIndex);
    },
    skip: () => end('skip', resumeIndex),
    finish: () => end('finish', index),
    signUp: () => {
      end('finish', index);
      openAuthModal('signup');
    },
  };

  const onEvent = (data: EventData) => {
    if (tourStatusOf(data) === 'error') {
      // The tour cannot go on (react-joyride refused the steps or a step failed): stop it rather than hang.
      console.error('Guided tour: stopped on an error.', data.error);
      setHasEnded(true);
      closePopup();
      setIndex(0);
      return;
    }
    if (data.type === EVENTS.TOOLTIP && data.index < regularCount && lastMove.current) {
      sendTourEvent(
        lastMove.current === 'next' ? 'tour_next' : 'tour_previous',
        { step: data.index + 1 },
        isSignedIn,
      );
    }
    if (data.type === EVENTS.TARGET_NOT_FOUND && data.index < regularCount) {
      console.warn(`Guided tour: the target of step ${data.index + 1} is missing or hidden; skipped.`);
      if (lastMove.current === 'prev' && data.index > 0) setIndex(data.index - 1);
      else setIndex(nextOf(data.index));
    }
  };

  if (!isRunning || hasEnded) return null;
  return (
    <TourActionsContext.Provider value={actions}>
      <Joyride
        run
        continuous
        stepIndex={index}
        steps={steps}
        scrollToFirstStep
        tooltipComponent={TourTooltip}
        onEvent={onEvent}
        options={joyrideOptions(width)}
      />
    </TourActionsContext.Provider>
  );
}
