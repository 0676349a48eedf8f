/**
 * Header rules (spec §2.4, §6, §9).
 */

/** Scroll distance that shows or hides the header (spec §2.4, §9: 10 px). */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

/** The header's scroll state: the offset last acted on, and whether the header is hidden. */
export interface HeaderScroll {
  readonly y: number;
  readonly hidden: boolean;
}

export const INITIAL_HEADER_SCROLL: HeaderScroll = { y: 0, hidden: false };

/**
 * spec §2.4 'Scroll': the header hides when the page scrolls down and shows when it scrolls up,
 * once the movement since the last change reaches 10 px. At the top of the page it always shows.
 */
export const nextHeaderScroll = (previous: HeaderScroll, y: number): HeaderScroll => {
  const offset = Number.isFinite(y) ? Math.max(0, y) : 0;
  if (offset === 0) return { y: 0, hidden: false };
  const moved = offset - previous.y;
  if (Math.abs(moved) < HEADER_SCROLL_THRESHOLD_PX) return previous;
  return { y: offset, hidden: moved > 0 };
};
