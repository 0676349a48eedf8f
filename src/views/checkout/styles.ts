/**
 * Styles of the checkout page. Desktop (992 px and wider): the buyer's details and the order
 * summary on the left, the payment panel on the right. Phone (991 px or less): one column, the
 * amount due and the Pay button in a bar fixed to the bottom of the screen.
 */
import { styled } from "@linaria/react";
import { Form } from "../ui/Form";
import { Page as UiPage } from "../ui/Page";
import { StickyAside } from "../ui/StickyAside";

/** The page at the content width; on a phone it leaves room under its end for the Pay bar. */
export const Page = styled(UiPage)`
  @media (max-width: 991px) {
    padding-bottom: 136px;
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 380px;
  align-items: start;
  gap: 24px;

  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

export const Column = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;

  @media (max-width: 991px) {
    gap: 16px;
  }
`;

/** The details and the delivery address: two columns of fields (one on a phone), muted while locked. */
export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;

  & > [data-wide="true"] {
    grid-column: 1 / -1;
  }

  & > [data-phone="true"] {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: 120px minmax(0, 1fr);
    gap: 12px;
  }

  input:disabled,
  select:disabled {
    background: var(--surface-muted);
    color: var(--ink-muted);
  }

  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);

    & > [data-phone="true"] {
      grid-template-columns: 96px minmax(0, 1fr);
    }
  }
`;

export const SummaryLines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 4px 12px;
    padding-bottom: 12px;
    border-bottom: 1px solid var(--line);
  }

  li:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }

  span[data-part="name"] {
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  span[data-part="quantity"] {
    color: var(--ink-muted);
    font-size: 14px;
  }

  s[data-part="original"] {
    margin-inline-start: 4px;
  }

  span[data-part="total"] {
    grid-row: 1 / span 2;
    grid-column: 2;
    align-self: center;
    font-weight: 600;
    white-space: nowrap;
  }

  /* A merchandise line of another country (spec §5 'Cart'). */
  p[data-part="flag"] {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 14px;
    font-weight: 600;
    color: var(--danger);
  }
`;

/** The payment panel; on a phone it flows with the page. */
export const PaymentAside = styled(StickyAside)`
  gap: 20px;

  h3 {
    margin: 0 0 8px;
    font-size: 15px;
  }

  @media (max-width: 991px) {
    position: static;
    padding: 16px 12px;
    box-shadow: none;
  }
`;

export const Switches = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;

  label {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    gap: 4px 12px;
    padding: 10px 12px;
    border: 1px solid var(--line);
    border-radius: 8px;
    cursor: pointer;
  }

  label[data-disabled="true"] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  input {
    grid-row: 1 / span 2;
    appearance: none;
    position: relative;
    width: 40px;
    height: 24px;
    margin: 0;
    border-radius: 999px;
    background: var(--line);
    cursor: inherit;
    transition: background 0.15s;
  }

  input::after {
    content: "";
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: var(--surface);
    box-shadow: var(--shadow);
    transition: transform 0.15s;
  }

  input:checked {
    background: var(--brand-primary);
  }

  input:checked::after {
    transform: translateX(16px);
  }

  input:focus-visible {
    outline: 2px solid var(--brand-primary);
    outline-offset: 2px;
  }

  span[data-part="name"] {
    font-weight: 600;
  }

  span[data-part="balance"] {
    font-size: 13px;
    color: var(--ink-muted);
  }

  @media (prefers-reduced-motion: reduce) {
    input,
    input::after {
      transition: none;
    }
  }
`;

/** The reward-code form: the shared form look, the code typed in capitals beside Apply. */
export const CodeForm = styled(Form)`
  gap: 6px;

  div[data-part="row"] {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 8px;
  }

  input {
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }

  input::placeholder {
    letter-spacing: normal;
    text-transform: none;
  }
`;

export const AppliedList = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  display: grid;
  gap: 8px;

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px 12px;
    padding: 10px 12px;
    border-radius: 8px;
    background: var(--brand-primary-soft);
  }

  span[data-part="code"] {
    font-weight: 600;
    letter-spacing: 0.06em;
    overflow-wrap: anywhere;
  }

  span[data-part="detail"] {
    font-size: 13px;
    color: var(--ink-muted);
  }

  button {
    grid-row: 1 / span 3;
    grid-column: 2;
    align-self: center;
  }
`;

export const SplitList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px 0;
  margin: 0;

  dt {
    color: var(--ink-muted);
  }

  dt small {
    display: block;
    font-size: 12px;
  }

  dd {
    margin: 0;
    padding-left: 12px;
    text-align: right;
    font-weight: 600;
    white-space: nowrap;
  }

  dt[data-due="true"],
  dd[data-due="true"] {
    padding-top: 8px;
    border-top: 1px solid var(--line);
    color: var(--ink);
    font-size: 18px;
    font-weight: 700;
  }
`;

export const PayBar = styled.div`
  display: grid;
  gap: 8px;

  div[data-part="due"] {
    display: none;
  }

  @media (max-width: 991px) {
    position: fixed;
    left: 0;
    right: 0;
    bottom: var(--dev-drawer-space, 0px);
    z-index: 20;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
    align-items: center;
    gap: 12px;
    padding: 12px;
    background: var(--surface);
    border-top: 1px solid var(--line);
    box-shadow: var(--shadow);

    div[data-part="due"] {
      display: grid;
      gap: 2px;
    }

    div[data-part="due"] span:first-child {
      font-size: 12px;
      color: var(--ink-muted);
    }

    div[data-part="due"] span:last-child {
      font-size: 18px;
      font-weight: 700;
    }
  }
`;

export const Toast = styled.div`
  position: fixed;
  top: calc(var(--header-height) + 12px);
  left: 50%;
  z-index: 60;
  display: flex;
  align-items: flex-start;
  gap: 12px;
  width: min(560px, calc(100vw - 24px));
  padding: 12px 12px 12px 16px;
  transform: translateX(-50%);
  border-radius: 8px;
  background: var(--danger);
  color: var(--surface);
  box-shadow: var(--shadow);

  &[data-tone="warning"] {
    background: var(--warning);
  }

  p {
    flex: 1;
    margin: 0;
    overflow-wrap: anywhere;
  }

  button {
    flex: none;
    width: 32px;
    height: 32px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 20px;
    line-height: 1;
    cursor: pointer;
  }

  button:hover {
    background: color-mix(in srgb, currentColor 15%, transparent);
  }

  button:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 1px;
  }

  @media (max-width: 991px) {
    top: 12px;
  }
`;
