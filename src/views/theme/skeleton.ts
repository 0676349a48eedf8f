import { css } from "@linaria/core";

/**
 * The look of a placeholder that holds the place of content still loading, at that content's
 * size, so nothing moves when it arrives. A soft shimmer, still when the user asks for reduced
 * motion. Placeholders are hidden from assistive technology (aria-hidden); the region they sit in
 * says it is busy (aria-busy) and one status text says what loads.
 */
export const skeleton = css`
  border-radius: 8px;
  background: linear-gradient(90deg, var(--line), var(--surface-muted), var(--line));
  background-size: 200% 100%;
  animation: storefront-skeleton 1.4s ease-in-out infinite;

  @keyframes storefront-skeleton {
    from {
      background-position: 200% 0;
    }
    to {
      background-position: -200% 0;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
