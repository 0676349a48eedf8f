/**
 * Rendered inside a bar that a page docks at the bottom of a phone screen (the checkout's Pay bar,
 * the gift card's Add to Cart bar): while it is on the page, what else docks at the bottom (the
 * cookie banner) sits above it instead of covering the page's primary action.
 */
const DOCKED_BAR_SPACE = "@media (max-width:991px){:root{--docked-bar-space:72px}}";

export const DockedBarSpace = () => <style>{DOCKED_BAR_SPACE}</style>;
