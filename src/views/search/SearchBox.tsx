/**
 * The catalogue search of the header (spec §2.6): on desktop a search box, 600 px wide (370 px
 * below a 1200 px screen), with the placeholder 'Search for reward catalog ...' and the rotating
 * hints 'Gift cards', 'Experiences', 'Merchandise', 'Offers'; on small screens (991 px or less)
 * a search icon linking to the mobile search page instead. Both are rendered; media queries
 * choose.
 *
 * The box is a combobox: typing sends `SEARCH.INPUT`, the dropdown shows 'Searching...' while
 * loading and then the results, each with its name capitalised and 'In <type>'. Arrow keys move
 * through the results, Enter opens the highlighted one, Escape closes the dropdown.
 */

import {
  capitalizeName,
  type SearchScope,
  searchPagePath,
  searchResultLink,
  searchTypeLabelKey,
  searchViewOf,
  showsResults,
} from "@domain/search";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { type ChangeEvent, type KeyboardEvent, type RefObject, useId } from "react";
import { Link, useLocation } from "wouter";
import { fill, useMessages } from "../i18n";
import { useFlow } from "../system";
import { visuallyHidden } from "../theme/a11y";
import { searchMessages, typeLabelMessageKey } from "./messages";

/** Box width on desktop, and below a 1200 px screen (spec §2.6, §9). */
const BOX_WIDTH = "600px";
const NARROW_BOX_WIDTH = "370px";
/** One line of the rotating hints. */
const HINT_LINE = "24px";

// ---------------------------------------------------------------------------------------------
// Styles

const Field = styled.div`
  position: relative;
  width: 100%;

  input {
    width: 100%;
    height: 44px;
    padding: 0 40px 0 42px;
    border: 1px solid var(--line);
    border-radius: 999px;
    background: var(--surface-muted);
    color: var(--ink);
    font: inherit;
    font-size: 15px;
    appearance: none;
  }

  input:focus-visible {
    outline: 3px solid var(--brand-primary);
    outline-offset: 1px;
    background: var(--surface);
  }

  input::-webkit-search-cancel-button {
    appearance: none;
  }

  /* While the rotating hints show, the real placeholder stays for assistive technology only. */
  &[data-hints="true"] input::placeholder {
    color: transparent;
  }
`;

const Magnifier = styled.span`
  position: absolute;
  left: 14px;
  top: 50%;
  width: 18px;
  height: 18px;
  margin-top: -9px;
  color: var(--ink-muted);
  pointer-events: none;

  svg {
    display: block;
  }
`;

/**
 * The rotating hints (spec §2.6): the placeholder, then 'Gift cards', 'Experiences',
 * 'Merchandise' and 'Offers', one line at a time. The box is one line high and clips; the lines
 * lie on top of each other and take turns of 2.5 s, each gone before the next comes in, so the
 * shopper never reads two at once. Without motion only the placeholder shows.
 */
const Hints = styled.span`
  --hint-turn: 2.5s;
  position: absolute;
  left: 43px;
  right: 40px;
  top: 50%;
  height: ${HINT_LINE};
  margin-top: -12px;
  overflow: hidden;
  color: var(--ink-muted);
  font-size: 15px;
  pointer-events: none;

  & > span {
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    height: ${HINT_LINE};
    line-height: ${HINT_LINE};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    opacity: 0;
    animation: search-hint-turn calc(5 * var(--hint-turn)) ease-in-out infinite;
  }

  /* Each line starts its turn where the one before ends: the first at once, the last fourth. */
  & > span:nth-child(1) {
    opacity: 1;
  }
  & > span:nth-child(2) {
    animation-delay: calc(-4 * var(--hint-turn));
  }
  & > span:nth-child(3) {
    animation-delay: calc(-3 * var(--hint-turn));
  }
  & > span:nth-child(4) {
    animation-delay: calc(-2 * var(--hint-turn));
  }
  & > span:nth-child(5) {
    animation-delay: calc(-1 * var(--hint-turn));
  }

  /*
   * A line's turn is the first fifth of the cycle: it shows, then rises out and is gone at 18%;
   * the next one rises in from 18% to 20% (its own 98% to 100%), once nothing else shows.
   */
  @keyframes search-hint-turn {
    0%,
    16% {
      opacity: 1;
      transform: translateY(0);
    }
    18% {
      opacity: 0;
      transform: translateY(-8px);
    }
    98% {
      opacity: 0;
      transform: translateY(8px);
    }
    100% {
      opacity: 1;
      transform: translateY(0);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    & > span {
      animation: none;
    }
  }
`;

const ClearButton = styled.button`
  position: absolute;
  right: 8px;
  top: 50%;
  width: 28px;
  height: 28px;
  margin-top: -14px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--ink-muted);
  font: inherit;
  font-size: 18px;
  line-height: 28px;
  cursor: pointer;

  &:hover {
    background: var(--line);
    color: var(--ink);
  }
`;

const Popup = styled.div`
  &[data-variant="header"] {
    position: absolute;
    top: calc(100% + 6px);
    left: 0;
    right: 0;
    z-index: 20;
    max-height: 420px;
    overflow-y: auto;
    background: var(--surface);
    border: 1px solid var(--line);
    border-radius: var(--radius);
    box-shadow: var(--shadow);
  }

  &[data-variant="page"] {
    margin-top: 12px;
  }

  &[hidden] {
    display: none;
  }
`;

const Loading = styled.p`
  margin: 0;
  padding: 14px 16px;
  color: var(--ink-muted);
  font-size: 14px;
`;

const List = styled.div`
  padding: 6px 0;

  [aria-selected="true"] a {
    background: var(--brand-primary-soft);
  }
`;

const ResultLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 10px 16px;
  color: var(--ink);
  text-decoration: none;

  &:hover {
    background: var(--surface-muted);
  }

  .name {
    font-weight: 600;
    font-size: 15px;
  }

  .type {
    color: var(--ink-muted);
    font-size: 13px;
  }
`;

const DesktopBox = styled.div`
  position: relative;
  flex: 0 1 ${BOX_WIDTH};
  width: ${BOX_WIDTH};
  max-width: 100%;

  @media (max-width: 1199px) {
    flex-basis: ${NARROW_BOX_WIDTH};
    width: ${NARROW_BOX_WIDTH};
  }

  @media (max-width: 991px) {
    display: none;
  }
`;

const PhoneIcon = styled(Link)`
  display: none;
  width: 40px;
  height: 40px;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  color: var(--ink);

  &:hover {
    background: var(--surface-muted);
  }

  @media (max-width: 991px) {
    display: inline-flex;
  }
`;

// ---------------------------------------------------------------------------------------------
// Parts shared with the mobile search page

export const MagnifierIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
    <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
    <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export interface SearchFieldProps {
  readonly scope: SearchScope;
  readonly sitePrefix: string;
  /**
   * `header`: a dropdown that shows while the input has focus (and 500 ms after it blurs);
   * `page`: the mobile search page, whose list stays in the page.
   */
  readonly variant: "header" | "page";
  /** Filled with the input element (the mobile page focuses it when it opens). */
  readonly inputRef?: RefObject<HTMLInputElement | null>;
}

/** The search input with its list of results: a combobox over the "search" flow. */
export const SearchField = ({ scope, sitePrefix, variant, inputRef }: SearchFieldProps) => {
  const search = useFlow("search");
  const text = useSelector(search, (s) => s.context.text);
  const status = useSelector(
    search,
    (s) => searchViewOf((tag) => s.hasTag(tag), s.context.results.length).status,
  );
  const results = useSelector(search, (s) => s.context.results);
  const open = useSelector(
    search,
    (s) => searchViewOf((tag) => s.hasTag(tag), s.context.results.length).open,
  );
  const active = useSelector(search, (s) => s.context.active);
  const t = useMessages(searchMessages);
  const [, navigate] = useLocation();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;

  const expanded = variant === "header" ? open : showsResults(status, results.length);
  const loading = expanded && status === "searching";
  const activeItem = expanded && active !== null ? results[active] : undefined;
  const showHints = variant === "header" && text === "";

  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    search.send({ type: "SEARCH.INPUT", text: event.currentTarget.value, scope });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        search.send({ type: "SEARCH.MOVE", step: event.key === "ArrowDown" ? 1 : -1 });
        return;
      case "Enter":
        if (activeItem !== undefined) {
          event.preventDefault();
          search.send({ type: "SEARCH.CLOSE" });
          navigate(searchResultLink(activeItem, sitePrefix));
        }
        return;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          search.send({ type: "SEARCH.CLOSE" });
        }
        return;
      default:
        return;
    }
  };

  return (
    <Field data-hints={showHints}>
      <label className={visuallyHidden} htmlFor={inputId}>
        {t.inputLabel}
      </label>
      <Magnifier>
        <MagnifierIcon />
      </Magnifier>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeItem === undefined || active === null ? undefined : optionId(active)}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={t.placeholder}
        value={text}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onFocus={() => search.send({ type: "SEARCH.FOCUS" })}
        onBlur={() => search.send({ type: "SEARCH.BLUR" })}
      />
      {showHints && (
        <Hints aria-hidden="true" data-testid="search-hints">
          <span>{t.placeholder}</span>
          <span>{t.hintGiftCards}</span>
          <span>{t.hintExperiences}</span>
          <span>{t.hintMerchandise}</span>
          <span>{t.hintOffers}</span>
        </Hints>
      )}
      {text !== "" && (
        <ClearButton type="button" aria-label={t.clear} onClick={() => search.send({ type: "SEARCH.CLEAR" })}>
          ×
        </ClearButton>
      )}
      <Popup data-variant={variant} hidden={!expanded}>
        {loading && <Loading role="status">{t.searching}</Loading>}
        <List id={listId} role="listbox" aria-label={t.resultsLabel} hidden={loading}>
          {results.map((item, index) => (
            <div
              key={`${item.type}-${item.product_id}-${item.url}`}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
            >
              <ResultLink
                href={searchResultLink(item, sitePrefix)}
                tabIndex={-1}
                onClick={() => search.send({ type: "SEARCH.CLOSE" })}
              >
                <span className="name">{capitalizeName(item.name)}</span>
                <span className="type">
                  {fill(t.inType, { type: t[typeLabelMessageKey[searchTypeLabelKey(item.type)]] })}
                </span>
              </ResultLink>
            </div>
          ))}
        </List>
      </Popup>
    </Field>
  );
};

// ---------------------------------------------------------------------------------------------
// The header search

export interface SearchBoxProps {
  /** The site and country the search runs in (from the "site" and "country" flows). */
  readonly scope: SearchScope;
  /** The site prefix of links, e.g. '/marketplace' or '/acme'. */
  readonly sitePrefix: string;
}

/** The header search (spec §2.6): the box from 992 px, the icon to the search page at 991 px or less. */
export const SearchBox = ({ scope, sitePrefix }: SearchBoxProps) => {
  const t = useMessages(searchMessages);
  return (
    <>
      <DesktopBox data-testid="header-search">
        <SearchField scope={scope} sitePrefix={sitePrefix} variant="header" />
      </DesktopBox>
      <PhoneIcon href={searchPagePath(sitePrefix)} aria-label={t.openSearch} data-testid="header-search-icon">
        <MagnifierIcon />
      </PhoneIcon>
    </>
  );
};
