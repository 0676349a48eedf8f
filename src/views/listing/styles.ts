/** The layout of a listing page (./ListingPage.tsx): its head, side panel, toolbar, notices and empty state. */
import { styled } from "@linaria/react";

export const Page = styled.section`
  padding: 24px 0 40px;

  @media (max-width: 991px) {
    padding: 16px 0 24px;
  }
`;

export const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 16px;
  margin-bottom: 16px;

  h1 {
    margin: 0;
    font-size: clamp(22px, 3vw, 30px);
    scroll-margin-top: calc(var(--header-height) + 16px);
  }

  p {
    margin: 0;
    min-height: 1.4em;
    color: var(--ink-muted);
  }
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  margin-top: 20px;

  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

export const Side = styled.div`
  display: grid;
  /* One column as wide as the side: the phone's row of chips scrolls inside it, and does not
     widen the page (a phone would zoom the whole page out to fit it). */
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;

  /* The chips' row keeps its height while the categories load, so nothing below moves. */
  @media (max-width: 991px) {
    min-height: 44px;
    gap: 8px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 12px;
  margin-bottom: 16px;

  label {
    display: grid;
    gap: 4px;
    font-size: 13px;
    font-weight: 600;
    color: var(--ink-muted);
  }

  input,
  select {
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid var(--line);
    border-radius: 8px;
    background: var(--surface);
    color: var(--ink);
    font: inherit;
    font-size: 15px;
  }

  input {
    width: min(320px, 100%);
  }

  input:focus-visible,
  select:focus-visible,
  button:focus-visible {
    outline: 2px solid var(--brand-primary);
    outline-offset: 2px;
  }

  > label:first-child {
    flex: 1 1 220px;
  }

  @media (max-width: 991px) {
    > label {
      flex: 1 1 45%;
    }

    input {
      width: 100%;
    }
  }
`;

/** Room under a notice above the list (the notice itself is the storefront's Alert). */
export const NoticeSlot = styled.div`
  margin-bottom: 16px;
`;

export const Empty = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
  padding: 32px 20px;
  border: 1px dashed var(--line);
  border-radius: var(--radius);

  p {
    margin: 0;
  }

  p:first-child {
    font-weight: 700;
    font-size: 17px;
  }
`;

export const Fresh = styled.section`
  margin-top: 20px;

  h2 {
    margin: 0 0 10px;
    font-size: 18px;
  }

  /* On a phone the newest offers are one row that scrolls sideways, so the list stays in view. */
  @media (max-width: 991px) {
    ul {
      grid-template-columns: none;
      grid-auto-flow: column;
      grid-auto-columns: 44%;
      overflow-x: auto;
      padding-bottom: 4px;
    }
  }
`;
