'use client';

import { useCallback, type RefObject } from 'react';

/** The room kept between a popup and the edges of the viewport. */
const VIEWPORT_MARGIN_PX = 8;

/**
 * Keeps a popup (a tooltip, a menu) inside the viewport: the function returned, called once it shows, measures where the
 * popup falls and shifts it sideways by the CSS variable `--popup-shift` so that it ends within the viewport's
 * margin. The popup's style adds the variable to its own horizontal placement.
 */
export function useKeepInViewport(ref: RefObject<HTMLElement | null>): () => void {
  return useCallback(() => {
    const element = ref.current;
    if (!element) return;
    element.style.setProperty('--popup-shift', '0px');
    const { left, right, width } = element.getBoundingClientRect();
    if (width === 0) return;
    const viewportWidth = document.documentElement.clientWidth;
    let shift = 0;
    if (left < VIEWPORT_MARGIN_PX) shift = VIEWPORT_MARGIN_PX - left;
    else if (right > viewportWidth - VIEWPORT_MARGIN_PX) {
      shift = Math.max(VIEWPORT_MARGIN_PX - left, viewportWidth - VIEWPORT_MARGIN_PX - right);
    }
    element.style.setProperty('--popup-shift', `${Math.round(shift)}px`);
  }, [ref]);
}
