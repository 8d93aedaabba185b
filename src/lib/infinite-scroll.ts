// Infinite scroll: once the scroll position passes 80 % of the height the next page
// is requested once; the trigger resets when the data length changes. Scroll events are throttled to 150 ms.
import { INFINITE_SCROLL_THRESHOLD, INFINITE_SCROLL_THROTTLE_MS } from '@/config/constants';

export interface ScrollBox {
  readonly scrollTop: number;
  readonly clientHeight: number;
  readonly scrollHeight: number;
}

/** True once the bottom of the visible part has passed the threshold share of the whole height. */
export function isPastThreshold(box: ScrollBox, threshold = INFINITE_SCROLL_THRESHOLD): boolean {
  if (box.scrollHeight <= 0) return false;
  return (box.scrollTop + box.clientHeight) / box.scrollHeight >= threshold;
}

/**
 * Decides when to ask for the next page: at most once per data length, and looks at the scroll position at
 * most once per throttle interval (the last position of an interval is looked at when it ends).
 */
export class LoadMoreTrigger {
  private firedForLength: number | null = null;
  private lastCheckAt = -Infinity;
  private pending: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly loadMore: () => void,
    private readonly throttleMs = INFINITE_SCROLL_THROTTLE_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Called on every scroll event with the box and the current number of loaded rows. */
  onScroll(box: () => ScrollBox, dataLength: number, canLoadMore: () => boolean): void {
    const wait = this.lastCheckAt + this.throttleMs - this.now();
    if (wait > 0) {
      this.pending ??= setTimeout(() => {
        this.pending = null;
        this.check(box(), dataLength, canLoadMore());
      }, wait);
      return;
    }
    this.check(box(), dataLength, canLoadMore());
  }

  /** A new data length re-arms the trigger. */
  onDataLength(dataLength: number): void {
    if (this.firedForLength !== null && this.firedForLength !== dataLength) this.firedForLength = null;
  }

  dispose(): void {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
  }

  private check(box: ScrollBox, dataLength: number, canLoadMore: boolean): void {
    this.lastCheckAt = this.now();
    if (!canLoadMore || this.firedForLength !== null || !isPastThreshold(box)) return;
    this.firedForLength = dataLength;
    this.loadMore();
  }
}
