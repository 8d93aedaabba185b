// Shared by the search's light box (./project-search-launcher.tsx) and the search itself (./project-search.tsx).

export const SEARCH_PLACEHOLDER = 'Search by name or token ( / )';

/**
 * Whether a search box is shown (home's banner hides its box once the header's shows): the slash key goes to
 * the one that is.
 */
export const isShown = (input: HTMLElement) => input.checkVisibility({ checkVisibilityCSS: true });

/** Whether a key pressed there is typing (a field, a text area, an editable element), not a shortcut. */
export const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
