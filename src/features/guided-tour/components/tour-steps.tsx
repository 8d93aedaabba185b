import type { Options, Step } from 'react-joyride';
import {
  TOUR_SPOTLIGHT_PADDING,
  TOUR_STEP_Z_INDEX,
  TOUR_TOOLTIP_WIDE_WIDTH,
  TOUR_TOOLTIP_WIDTH,
  TOUR_WIDE_SCREEN_MIN_WIDTH,
} from '@/config/constants';

// The guided tour's steps: seven regular steps on the home page's areas (the account step for
// signed-in users only), then the three closing cards, always last and in this order.

export type TourCard = 'signed-out-done' | 'signed-in-done' | 'skip';

export interface TourStepData {
  readonly kind: 'regular' | TourCard;
  readonly title: string;
  readonly body: string;
  /** Where the step points at the control that opens its area rather than at the area: how to get there. */
  readonly hint?: string;
}

interface RegularStep {
  readonly target: string;
  readonly title: string;
  readonly body: string;
  readonly placement: Step['placement'];
  readonly isSignedInOnly?: boolean;
  /**
   * Where the target does not show at the screen's width (the header's actions live in its menu drawer below
   * 429 px), the step points at the control that opens it, with a hint.
   */
  readonly narrow?: { readonly target: string; readonly hint: string };
  /** In view whenever it shows (in the fixed header, or the search at the top of home): no scrolling to it. */
  readonly isInView?: boolean;
}

/** The header's menu button, which opens the drawer holding the search and the account on small screens. */
export const MENU_TOGGLE_TARGET = '#header-menu-toggle';

/** Targets are the ids the home page and its header give their areas. */
const REGULAR_STEPS: readonly RegularStep[] = [
  {
    target: '#account-menu',
    title: 'Your account',
    body: 'Open this menu to go to Account Settings and to view your Watchlists.',
    placement: 'bottom-end',
    isSignedInOnly: true,
    narrow: { target: MENU_TOGGLE_TARGET, hint: 'On this screen, open the menu to find Account.' },
    isInView: true,
  },
  {
    // The search in home's banner, or the header's once the page is scrolled that far: one shows at a time.
    target: '#header-search, #home-search',
    title: 'Search for projects',
    body: 'Use the Search Bar to find projects by name or token symbol.',
    placement: 'bottom',
    narrow: { target: MENU_TOGGLE_TARGET, hint: 'On this screen, open the menu to find the Search Bar.' },
    isInView: true,
  },
  {
    target: '#security-alerts',
    title: 'Stay informed on safety',
    body: 'See the recent security alerts, and use Report Incident to report an unsafe project.',
    placement: 'bottom',
  },
  {
    target: '#trending',
    title: 'Keep up with trends',
    body: 'See the projects trending in the community.',
    placement: 'bottom',
  },
  {
    target: '#recently-audited',
    title: "What's new?",
    body: 'See the projects that recently completed an audit.',
    placement: 'bottom',
  },
  {
    target: '#advanced-filter',
    title: 'Filter through projects',
    body: 'Use the advanced filtering to narrow the leaderboard down by chain, category, score and audit.',
    placement: 'top',
  },
  {
    target: '#in-the-works',
    title: 'In the works...',
    body: 'See the new projects undergoing an audit.',
    placement: 'bottom',
  },
];

export const TOUR_CARDS: Record<TourCard, TourStepData> = {
  'signed-out-done': {
    kind: 'signed-out-done',
    title: 'You completed the tour!',
    body: 'Create an account to keep watchlists of the projects you follow and hear about their security.',
  },
  'signed-in-done': {
    kind: 'signed-in-done',
    title: 'You completed the tour!',
    body: 'You are all set: add projects to your watchlists to follow their security.',
  },
  skip: {
    kind: 'skip',
    title: 'Do you want to skip?',
    body: 'You can take the tour again at any time from Account Settings > Guided Tour > Get Started.',
  },
};

const CARD_ORDER: readonly TourCard[] = ['signed-out-done', 'signed-in-done', 'skip'];

/** The fixed header's height (56 px) and 20 px more. */
const TOUR_SCROLL_OFFSET = 76;

/** Every element a step may point at, as the tour reads which of them show at the screen's width. */
export const TOUR_TARGETS: readonly string[] = [
  ...new Set(REGULAR_STEPS.flatMap((step) => [step.target, ...(step.narrow ? [step.narrow.target] : [])])),
];

/**
 * The tour's steps for a signed-in user or a visitor. `shownTargets`, the targets that show at the screen's
 * width, turns a step whose area is hidden to the control that opens it; without it, every step points at its
 * area.
 */
export function tourSteps(isSignedIn: boolean, shownTargets?: ReadonlySet<string>): Step[] {
  const regular: Step[] = REGULAR_STEPS.filter((step) => isSignedIn || !step.isSignedInOnly).map((step) => {
    const narrow =
      shownTargets && step.narrow && !shownTargets.has(step.target) && shownTargets.has(step.narrow.target)
        ? step.narrow
        : undefined;
    return {
      target: narrow?.target ?? step.target,
      placement: narrow ? 'bottom-end' : step.placement,
      title: step.title,
      content: step.body,
      ...(step.isInView ? { skipScroll: true } : {}),
      data: {
        kind: 'regular',
        title: step.title,
        body: step.body,
        ...(narrow ? { hint: narrow.hint } : {}),
      } satisfies TourStepData,
    };
  });
  const cards: Step[] = CARD_ORDER.map((card) => ({
    target: 'body',
    placement: 'center',
    title: TOUR_CARDS[card].title,
    content: TOUR_CARDS[card].body,
    data: TOUR_CARDS[card],
  }));
  return [...regular, ...cards];
}

/** Where a closing card sits among the steps. */
export const cardIndex = (steps: readonly Step[], card: TourCard) =>
  steps.findIndex((step) => (step.data as TourStepData).kind === card);

/** The tooltip's width: 290 px, 380 px on screens wider than 480 px. */
export const tooltipWidthFor = (screenWidth: number) =>
  screenWidth > TOUR_WIDE_SCREEN_MIN_WIDTH ? TOUR_TOOLTIP_WIDE_WIDTH : TOUR_TOOLTIP_WIDTH;

/**
 * Joyride's options for every step. Joyride draws the overlay at `zIndex` and the step's tooltip one above it:
 * 999 and 1000. The tour's own buttons move it, so the overlay, the Escape key and the beacon do nothing.
 */
export function joyrideOptions(width: number): Partial<Options> {
  return {
    zIndex: TOUR_STEP_Z_INDEX - 1,
    spotlightPadding: TOUR_SPOTLIGHT_PADDING,
    width,
    skipBeacon: true,
    overlayClickAction: false,
    dismissKeyAction: false,
    primaryColor: '#2563eb',
    // Targets scrolled to come to rest below the fixed header rather than behind it.
    scrollOffset: TOUR_SCROLL_OFFSET,
  };
}
