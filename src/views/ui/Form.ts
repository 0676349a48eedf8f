/**
 * A form of fields one under the other with even gaps; its inputs and selects are full width,
 * 44 px and more high, outlined with the theme's line, in the danger colour when invalid, muted
 * when read-only.
 */
import { styled } from "@linaria/react";

export const Form = styled.form`
  display: grid;
  gap: 14px;
  min-width: 0;

  label {
    font-weight: 600;
    font-size: 14px;
  }

  input:not([type="checkbox"]):not([type="radio"]),
  select,
  textarea {
    width: 100%;
    min-width: 0;
    padding: 12px 14px;
    border: 1px solid var(--line);
    border-radius: 8px;
    background: var(--surface);
    font: inherit;
    font-weight: 400;
  }

  input:read-only {
    background: var(--surface-muted);
    color: var(--ink-muted);
  }

  [aria-invalid="true"] {
    border-color: var(--danger);
  }
`;
