/**
 * The turning ring that says something loads or works (spec §2.11 'Loaders'): 16 px inside a
 * button (in the button's own text colour), 32 px in a panel, 40 px over a page. It is decoration
 * (aria-hidden); the text beside it, or the region's `aria-busy`, says what happens. It turns
 * slowly when the user asks for reduced motion.
 */
import { styled } from "@linaria/react";

export type SpinnerSize = "small" | "medium" | "large";

const Ring = styled.span`
  display: inline-block;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 4px solid var(--brand-primary-soft);
  border-top-color: var(--brand-primary);
  animation: ui-spin 0.8s linear infinite;

  &[data-size="small"] {
    width: 16px;
    height: 16px;
    border-width: 2px;
    border-color: color-mix(in srgb, currentColor 40%, transparent);
    border-top-color: currentColor;
  }

  &[data-size="large"] {
    width: 40px;
    height: 40px;
  }

  @keyframes ui-spin {
    to {
      transform: rotate(360deg);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

export const Spinner = ({ size = "medium" }: { readonly size?: SpinnerSize }) => (
  <Ring aria-hidden="true" data-size={size} data-testid="spinner" />
);
