/** The styles of the hotel pages: one column at 390 px, a side panel and grids at 1280 px. */
import { styled } from "@linaria/react";
import { Toolbar as UiToolbar } from "../ui/Toolbar";

export const Page = styled.section`
  display: grid;
  gap: 20px;
  padding: 24px 0 40px;

  h1 {
    margin: 0;
    font-size: clamp(22px, 3vw, 30px);
  }

  h2 {
    margin: 0;
    font-size: 20px;
  }

  @media (max-width: 991px) {
    padding: 16px 0 24px;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--ink-muted);
`;

/** The results' count, the heading the hotels' own headings sit under (the filters fold away on a phone). */
export const CountHeading = styled.h2`
  margin: 0;
  color: var(--ink-muted);
  font-size: inherit;
  font-weight: 400;
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  /* Labels and fields on one line; the destination's hint hangs below its field. */
  align-items: start;

  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Field = styled.div`
  position: relative;
  display: grid;
  gap: 6px;

  label,
  legend {
    font-weight: 600;
  }

  input,
  select {
    min-height: 44px;
    padding: 8px 12px;
    font: inherit;
    color: var(--ink);
    background: var(--surface);
    border: 1px solid var(--line-strong, var(--line));
    border-radius: 8px;
  }

  small {
    color: var(--ink-muted);
  }
`;

export const Suggestions = styled.ul`
  position: absolute;
  z-index: 5;
  top: 100%;
  left: 0;
  right: 0;
  margin: 4px 0 0;
  padding: 4px;
  list-style: none;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: 8px;
  box-shadow: var(--shadow);

  button {
    width: 100%;
    min-height: 40px;
    padding: 8px 12px;
    font: inherit;
    text-align: left;
    color: var(--ink);
    background: none;
    border: 0;
    border-radius: 6px;
    cursor: pointer;
  }

  button:hover,
  button:focus-visible {
    background: var(--surface-muted);
  }
`;

export const RoomsBox = styled.fieldset`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  padding: 12px;
  border: 1px solid var(--line);
  border-radius: 8px;

  legend {
    padding: 0 4px;
    font-weight: 600;
  }
`;

export const Room = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;

  & > span {
    min-width: 64px;
    font-weight: 600;
    align-self: center;
  }
`;

export const Presets = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    display: grid;
    gap: 8px;
    width: 100%;
    padding: 0 0 12px;
    font: inherit;
    font-weight: 600;
    text-align: left;
    color: var(--ink);
    background: var(--surface);
    border: 1px solid var(--line);
    border-radius: var(--radius);
    overflow: hidden;
    cursor: pointer;
  }

  button > span:last-child {
    padding: 0 12px;
  }
`;

export const Images = styled.span`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: 2px;
  aspect-ratio: 16 / 9;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The results' filters, one group under the other. */
export const Filters = styled.div`
  display: grid;
  gap: 16px;
`;

/** The results' toolbar keeps its height while its buttons come and go, so the list below stays put. */
export const Toolbar = styled(UiToolbar)`
  min-height: 44px;
`;

export const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  min-height: 44px;
  padding: 8px 12px;
  background: var(--surface-muted);
  border-radius: 8px;
`;

export const List = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const HotelItem = styled.li`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr) auto;
  gap: 16px;
  align-items: center;
  min-height: 140px;
  padding: 12px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);

  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: 8px;
  }

  h3 {
    margin: 0 0 4px;
    font-size: 18px;
  }

  p {
    margin: 0;
  }

  a {
    font-weight: 600;
    color: var(--brand-primary);
  }

  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Gallery = styled.ul`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: 8px;
  }

  @media (max-width: 991px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 4px 10px;
    background: var(--surface-muted);
    border-radius: 999px;
  }
`;

export const RateItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 12px;
  align-items: center;
  padding: 16px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);

  h3 {
    margin: 0;
    font-size: 17px;
  }

  p {
    margin: 0;
  }

  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const GuestForm = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;

  & > div:last-child {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }

  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
