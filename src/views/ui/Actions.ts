/**
 * A row of buttons and links under a form or a state, wrapping when it runs out of room; with
 * `data-stack="phone"` they stack full-width below 992 px.
 */
import { styled } from "@linaria/react";

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;

  a {
    color: var(--brand-primary);
    font-weight: 600;
  }

  @media (max-width: 991px) {
    &[data-stack="phone"] {
      flex-direction: column;
      align-items: stretch;
    }
  }
`;
