import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPastThreshold, LoadMoreTrigger } from './infinite-scroll';

const box = (scrollTop: number) => ({ scrollTop, clientHeight: 256, scrollHeight: 1000 });

describe('isPastThreshold', () => {
  it('is true from 80 % of the height on', () => {
    expect(isPastThreshold(box(543))).toBe(false); // (543 + 256) / 1000 = 0.799
    expect(isPastThreshold(box(544))).toBe(true); // 0.8
    expect(isPastThreshold(box(744))).toBe(true);
  });

  it('is false for an empty box', () => {
    expect(isPastThreshold({ scrollTop: 0, clientHeight: 0, scrollHeight: 0 })).toBe(false);
  });
});

describe('LoadMoreTrigger', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the next page once past 80 %, however often the list scrolls', () => {
    const loadMore = vi.fn();
    const trigger = new LoadMoreTrigger(loadMore);
    trigger.onScroll(
      () => box(100),
      10,
      () => true,
    );
    expect(loadMore).not.toHaveBeenCalled();
    for (let i = 0; i < 5; i += 1) {
      vi.advanceTimersByTime(200);
      trigger.onScroll(
        () => box(600 + i),
        10,
        () => true,
      );
    }
    vi.advanceTimersByTime(200);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('re-arms when the data length changes, not before', () => {
    const loadMore = vi.fn();
    const trigger = new LoadMoreTrigger(loadMore);
    trigger.onScroll(
      () => box(700),
      10,
      () => true,
    );
    trigger.onDataLength(10);
    vi.advanceTimersByTime(200);
    trigger.onScroll(
      () => box(710),
      10,
      () => true,
    );
    expect(loadMore).toHaveBeenCalledTimes(1);
    trigger.onDataLength(20);
    vi.advanceTimersByTime(200);
    trigger.onScroll(
      () => box(720),
      20,
      () => true,
    );
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('looks at the position at most once per 150 ms, and at the last one when the interval ends', () => {
    const loadMore = vi.fn();
    const trigger = new LoadMoreTrigger(loadMore);
    trigger.onScroll(
      () => box(0),
      10,
      () => true,
    );
    let position = 0;
    trigger.onScroll(
      () => box(position),
      10,
      () => true,
    );
    position = 700;
    vi.advanceTimersByTime(149);
    expect(loadMore).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('does not ask when there is nothing more to load', () => {
    const loadMore = vi.fn();
    const trigger = new LoadMoreTrigger(loadMore);
    trigger.onScroll(
      () => box(900),
      10,
      () => false,
    );
    expect(loadMore).not.toHaveBeenCalled();
  });
});
