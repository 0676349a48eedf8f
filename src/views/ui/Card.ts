/**
 * A block of content on the page's muted background: the surface colour, a hairline border, the
 * theme's radius and (unless `data-flat`) its shadow; its children stacked with even gaps, its
 * h2 at 18 px. Smaller margins on a phone. A family that needs more extends it with
 * `styled(Card)`.
 */
import { styled } from "@linaria/react";

export const Card = styled.section`
  display: grid;
  gap: 14px;
  align-content: start;
  min-width: 0;
  padding: 24px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);
  box-shadow: var(--shadow);

  &[data-flat="true"] {
    box-shadow: none;
  }

  h2 {
    margin: 0;
    font-size: 18px;
  }

  p {
    margin: 0;
  }

  a {
    color: var(--brand-primary);
    font-weight: 600;
  }

  @media (max-width: 991px) {
    padding: 16px;
  }
`;
