/**
 * Facts as terms and their values (a `dl` of `dt`/`dd` pairs: an order's number and status, a
 * reward code's balance): the terms muted in a column as wide as the longest, each value beside
 * its term and wrapping anywhere; on a phone each value goes under its term.
 */
import { styled } from "@linaria/react";

export const FactList = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  dt {
    color: var(--ink-muted);
  }

  @media (max-width: 991px) {
    grid-template-columns: 1fr;
    gap: 2px;

    dd + dt {
      margin-top: 8px;
    }
  }
`;
