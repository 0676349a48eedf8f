/** The frame of the perk claim and the member id field: their parts stacked, a claim's code set apart. */
import { styled } from "@linaria/react";

export const Box = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;

  a {
    color: var(--brand-primary);
    font-weight: 600;
  }

  code {
    font-size: 16px;
    font-weight: 700;
    letter-spacing: 0.04em;
  }
`;
