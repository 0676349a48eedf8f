/** The look of the flight pages: the search form, the filters beside the results, the result cards, the booking panel. */
import { styled } from "@linaria/react";

export const Page = styled.div`
  display: grid;
  gap: 16px;
  max-width: 1180px;
  margin: 0 auto;
  padding: 24px 16px 48px;

  h1 {
    margin: 0;
    font-size: 26px;
  }

  @media (max-width: 991px) {
    padding: 12px 12px 32px;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: 14px;

  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: 6px;
    font-weight: 600;
  }

  label {
    display: grid;
    gap: 4px;
    font-size: 14px;
  }

  input,
  select {
    min-height: 42px;
    padding: 8px 10px;
    border: 1px solid var(--line);
    border-radius: 8px;
    font: inherit;
    background: var(--surface);
    color: inherit;
  }

  input[type="radio"] {
    min-height: 0;
  }

  input:focus-visible,
  select:focus-visible,
  button:focus-visible {
    outline: 3px solid var(--brand-primary);
    outline-offset: 2px;
  }
`;

/** Fields side by side at 1280 px, one per row on a phone. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
  align-items: start;

  @media (max-width: 991px) {
    grid-template-columns: 1fr;
  }
`;

export const Counts = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;

  small {
    color: var(--ink-muted);
  }

  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;

export const RadioRow = styled.div`
  display: flex;
  gap: 16px;

  label {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 15px;
  }
`;

export const Suggestions = styled.ul`
  display: grid;
  gap: 2px;
  margin: 4px 0 0;
  padding: 4px;
  list-style: none;
  border: 1px solid var(--line);
  border-radius: 8px;
  background: var(--surface);

  button {
    width: 100%;
    min-height: 40px;
    padding: 6px 8px;
    border: 0;
    border-radius: 6px;
    background: none;
    text-align: start;
    font: inherit;
    color: inherit;
    cursor: pointer;
  }

  button:hover,
  button:focus-visible {
    background: var(--surface-muted);
  }
`;

export const Problems = styled.ul`
  margin: 0;
  padding: 10px 12px 10px 28px;
  border-radius: 8px;
  background: var(--surface-muted);
  color: var(--danger);
  font-size: 14px;
`;

export const Filters = styled.aside`
  display: grid;
  gap: 14px;
  padding: 16px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;

  label {
    display: flex;
    gap: 8px;
    align-items: center;
    font-size: 14px;
  }

  select {
    min-height: 38px;
    padding: 6px 8px;
    border: 1px solid var(--line);
    border-radius: 8px;
    font: inherit;
  }
`;

export const Results = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const OfferCard = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 200px;
  gap: 12px;
  min-height: 132px;
  padding: 16px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);

  @media (max-width: 991px) {
    grid-template-columns: 1fr;
  }
`;

export const Leg = styled.div`
  display: grid;
  grid-template-columns: 120px 1fr 1fr 1fr;
  gap: 8px;
  align-items: center;
  font-size: 14px;

  strong {
    font-size: 18px;
    font-variant-numeric: tabular-nums;
  }

  span {
    color: var(--ink-muted);
  }

  @media (max-width: 600px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const PriceBox = styled.div`
  display: grid;
  gap: 6px;
  align-content: center;
  justify-items: end;
  text-align: end;

  strong {
    font-size: 22px;
    font-variant-numeric: tabular-nums;
  }

  small {
    color: var(--ink-muted);
  }

  @media (max-width: 991px) {
    justify-items: stretch;
    text-align: start;
  }
`;

export const Passengers = styled.div`
  display: grid;
  gap: 12px;

  fieldset {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 12px;
    padding: 12px;
    border: 1px solid var(--line);
    border-radius: 8px;
  }

  @media (max-width: 600px) {
    fieldset {
      grid-template-columns: 1fr;
    }
  }

  .field-problem {
    color: var(--danger);
    font-size: 13px;
  }
`;
