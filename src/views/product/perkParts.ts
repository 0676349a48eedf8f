/** Shared looks of the perk claim and the member id field. */
import { styled } from "@linaria/react";

export const Box = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;

  a {
    color: var(--brand-primary);
    font-weight: 600;
  }
`;

export const Action = styled.button`
  min-height: 44px;
  padding: 10px 20px;
  border: 0;
  border-radius: 8px;
  background: var(--brand-primary);
  color: var(--brand-primary-contrast);
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const Done = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 8px;
  background: #ecfdf5;
  color: #065f46;

  code {
    font-size: 16px;
    font-weight: 700;
    letter-spacing: 0.04em;
  }
`;
