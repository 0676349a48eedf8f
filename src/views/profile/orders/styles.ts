/** The look of the order tabs, at 1280 px and 390 px. */
import { styled } from "@linaria/react";

export const Body = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;

  h2 {
    margin: 0;
    font-size: 18px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;

  p {
    margin: 0;
    color: var(--ink-muted);
  }
`;

/** YOUR_ORDERS' choice of every order or the bookings: a row of chips. */
export const Filter = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  a {
    text-decoration: none;
  }
`;

export const List = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: grid;
  gap: 12px;
  padding: 20px;
  min-height: 180px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);
  box-shadow: var(--shadow);

  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 4px 12px;
  }

  h3 {
    margin: 0;
    font-size: 16px;
  }

  h4 {
    margin: 0 0 4px;
    font-size: 14px;
    color: var(--ink-muted);
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 4px;
  }

  p {
    margin: 0;
  }

  @media (max-width: 991px) {
    padding: 14px;
  }
`;

export const Status = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-weight: 700;
  color: var(--on-tone);

  &[data-tone="green"] {
    background: var(--success);
  }

  &[data-tone="amber"] {
    background: var(--warning);
  }

  &[data-tone="red"] {
    background: var(--danger);
  }
`;

export const Split = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0;

  dt {
    color: var(--ink-muted);
  }

  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

export const Voucher = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 8px 0;
  border-top: 1px solid var(--line);

  code {
    font-size: 15px;
    font-weight: 700;
    letter-spacing: 0.05em;
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;

  a {
    color: var(--brand-primary);
    font-weight: 600;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

export const Pager = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a,
  span[aria-disabled="true"] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 10px;
    border: 1px solid var(--line);
    border-radius: var(--radius);
    color: var(--brand-primary);
    font-weight: 600;
    text-decoration: none;
  }

  span[aria-disabled="true"] {
    color: var(--ink-muted);
  }

  a[aria-current="page"] {
    background: var(--brand-primary);
    color: var(--brand-primary-contrast);
  }

  a:focus-visible {
    outline: 3px solid var(--brand-primary);
    outline-offset: 2px;
  }
`;
