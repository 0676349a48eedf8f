/**
 * The open country picker of the header (spec §2.7): the 'Change Country' dropdown (desktop) or
 * the full-screen modal (phones) with its search and country pills. Loaded the first time the
 * picker opens: the landing page carries only the selector's button.
 */

import { type CountryItem, filterCountries } from "@domain/country";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useMessages } from "../i18n";
import { useFlow } from "../system";
import { visuallyHidden } from "../theme/a11y";
import { Chip } from "../ui/Chip";
import { countryMessages } from "./messages";

const Dropdown = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 30;
  width: 360px;
  max-height: 440px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid var(--line);
  border-radius: var(--radius);
  background: var(--surface);
  box-shadow: var(--shadow);

  &:focus {
    outline: none;
  }

  h2 {
    margin: 0;
    font-size: 16px;
  }
`;

const Modal = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px 16px;
  background: var(--surface);

  &:focus {
    outline: none;
  }
`;

const ModalHeader = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  h2 {
    margin: 0;
    font-size: 17px;
  }
`;

const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: none;
  border-radius: 999px;
  background: transparent;
  color: var(--ink);
  font-size: 24px;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: var(--surface-muted);
  }
`;

const Search = styled.input`
  width: 100%;
  padding: 10px 14px;
  border: 1px solid var(--line);
  border-radius: 999px;
  font: inherit;
  font-size: 15px;
  background: var(--surface-muted);
  color: var(--ink);

  &:focus-visible {
    border-color: var(--brand-primary);
  }
`;

const Pills = styled.ul`
  list-style: none;
  margin: 0;
  padding: 2px;
  overflow-y: auto;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  @media (max-width: 991px) {
    flex-direction: column;
    flex-wrap: nowrap;
    gap: 0;
  }
`;

const Pill = styled(Chip)`
  padding: 6px 14px;

  @media (max-width: 991px) {
    width: 100%;
    padding: 14px 8px;
    border: none;
    border-bottom: 1px solid var(--line);
    border-radius: 0;
    text-align: left;
    font-size: 16px;

    &[aria-current="true"] {
      background: var(--brand-primary-soft);
      color: var(--brand-primary);
    }
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 12px 4px;
  color: var(--ink-muted);
`;

/** The buttons of the country list, in order. */
const pillsOf = (list: HTMLUListElement | null): HTMLButtonElement[] =>
  list === null ? [] : Array.from(list.querySelectorAll("button"));

/** Moves the focus within the list with the arrow keys, Home and End. */
const moveFocus = (event: KeyboardEvent<HTMLElement>, list: HTMLUListElement | null): boolean => {
  const pills = pillsOf(list);
  if (pills.length === 0) return false;
  const current = pills.findIndex((pill) => pill === event.target);
  const last = pills.length - 1;
  const next =
    event.key === "ArrowDown" || event.key === "ArrowRight"
      ? Math.min(current + 1, last)
      : event.key === "ArrowUp" || event.key === "ArrowLeft"
        ? Math.max(current - 1, 0)
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? last
            : undefined;
  if (next === undefined || current < 0) return false;
  pills[next]?.focus();
  return true;
};

/** The phone modal keeps the focus inside: Tab from the last control goes to the first, and back. */
const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>): boolean => {
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("button, input"));
  const first = controls[0];
  const last = controls.at(-1);
  if (first === undefined || last === undefined) return false;
  if (event.shiftKey && event.target === first) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && event.target === last) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
};

/** The header's country selector (spec §2.7). */
/** The open picker: `panelId` names it for the selector's button. */
export const CountryPanel = ({ panelId, phone }: { readonly panelId: string; readonly phone: boolean }) => {
  const flow = useFlow("country");
  const text = useMessages(countryMessages);
  const countries = useSelector(flow, (s) => s.context.countryList);
  const selectedId = useSelector(flow, (s) => s.context.userCountry);
  const query = useSelector(flow, (s) => s.context.picker.query);
  const titleId = useId();
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Focus goes to the search input as the picker opens.
  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  const shown = filterCountries(countries, query);

  const close = () => flow.send({ type: "COUNTRY.CLOSE_PICKER" });
  const select = (country: CountryItem) =>
    flow.send({ type: "COUNTRY.SELECT", countryId: country.country_id });

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close();
      return;
    }
    if (phone && event.key === "Tab" && keepFocusInside(event)) return;
    if (event.target !== searchRef.current && moveFocus(event, listRef.current)) event.preventDefault();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      const [first] = shown;
      if (first !== undefined) {
        event.preventDefault();
        select(first);
      }
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      pillsOf(listRef.current)[0]?.focus();
    }
  };

  // Desktop: leaving the dropdown with the keyboard or a click outside closes it.
  const onPanelBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (phone) return;
    const next = event.relatedTarget;
    const wrapper = event.currentTarget.parentElement;
    if (next instanceof Node && wrapper?.contains(next)) return;
    close();
  };

  const search = (
    <>
      <label className={visuallyHidden} htmlFor={searchId}>
        {phone ? text.searchCountryMobile : text.searchCountry}
      </label>
      <Search
        ref={searchRef}
        id={searchId}
        type="search"
        autoComplete="off"
        placeholder={phone ? text.searchCountryMobile : text.searchCountry}
        value={query}
        onChange={(event) => flow.send({ type: "COUNTRY.FILTER", query: event.target.value })}
        onKeyDown={onSearchKeyDown}
        aria-controls={`${panelId}-list`}
      />
    </>
  );

  const list =
    shown.length === 0 ? (
      <Empty role="status">{text.noCountryFound}</Empty>
    ) : (
      <Pills ref={listRef} id={`${panelId}-list`} aria-label={text.countries}>
        {shown.map((country) => (
          <li key={country.country_id}>
            <Pill
              type="button"
              aria-current={country.country_id === selectedId ? "true" : undefined}
              onClick={() => select(country)}
            >
              {country.name}
            </Pill>
          </li>
        ))}
      </Pills>
    );

  return phone ? (
    <Modal
      id={panelId}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onPanelKeyDown}
    >
      <ModalHeader>
        <BackButton type="button" aria-label={text.back} onClick={close}>
          <span aria-hidden="true">‹</span>
        </BackButton>
        <h2 id={titleId}>{text.changeCountry}</h2>
      </ModalHeader>
      {search}
      {list}
    </Modal>
  ) : (
    <Dropdown
      id={panelId}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onPanelKeyDown}
      onBlur={onPanelBlur}
    >
      <h2 id={titleId}>{text.changeCountry}</h2>
      {search}
      {list}
    </Dropdown>
  );
};
