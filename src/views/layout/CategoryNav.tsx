import {
  type NavTab,
  POPOVER_CLOSE_DELAY_MS,
  POPOVER_COLUMN_WIDTH_PX,
  POPOVER_MARGIN_PX,
  popoverLayout,
  popoverShift,
  type TabId,
} from "@domain/navigation";
import { styled } from "@linaria/react";
import { type CSSProperties, useState } from "react";
import { Link } from "wouter";
import { fill, useMessages } from "../i18n";
import { skeleton } from "../theme/skeleton";
import { layoutMessages } from "./messages";

/** Widths of the placeholder tabs while the category lists load (a tab's usual width). */
const PLACEHOLDER_TAB_WIDTHS = ["96px", "56px", "64px", "68px", "124px", "76px", "52px"];

/**
 * The popover numbers of spec §2.5 reach the static styles as CSS variables set on the bar, so
 * the styles read the same constants as the domain.
 */
const popoverVariables: CSSProperties & Readonly<Record<`--${string}`, string>> = {
  "--popover-close-delay": `${POPOVER_CLOSE_DELAY_MS}ms`,
  "--popover-margin": `${POPOVER_MARGIN_PX}px`,
  "--popover-column": `${POPOVER_COLUMN_WIDTH_PX}px`,
};

const Bar = styled.nav`
  border-top: 1px solid var(--line);
  background: var(--surface);
`;

const Row = styled.ul`
  max-width: var(--content-width);
  margin: 0 auto;
  padding: 0 16px;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 4px;

  /* Phones: one horizontally scrolling row of chips, without popovers. */
  @media (max-width: 991px) {
    flex-wrap: nowrap;
    overflow-x: auto;
    gap: 8px;
    padding: 8px 12px;
    scrollbar-width: none;
    -webkit-overflow-scrolling: touch;
  }
`;

const Tab = styled.li`
  position: relative;

  > a {
    display: inline-block;
    padding: 12px 12px 10px;
    border-bottom: 2px solid transparent;
    color: var(--ink);
    font-size: 14px;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }

  > a:hover,
  > a[aria-current="page"] {
    color: var(--brand-primary);
    border-bottom-color: var(--brand-primary);
  }

  /* Opens at once on hover or focus; closes 100 ms after both end (spec §2.5). Desktop only. */
  @media (min-width: 992px) {
    &:hover > [data-popover],
    &:focus-within > [data-popover] {
      display: block;
      transition-delay: 0s;
    }

    &[data-dismissed="true"] > [data-popover] {
      display: none;
    }
  }

  @media (max-width: 991px) {
    flex: none;

    > a {
      padding: 6px 14px;
      border: 1px solid var(--line);
      border-radius: 999px;
      font-size: 13px;
    }

    > a:hover,
    > a[aria-current="page"] {
      border-color: var(--brand-primary);
      background: var(--brand-primary-soft);
    }
  }
`;

/**
 * A placeholder tab: the tab's own padding, font and border around an empty line, so the row is
 * exactly one tab high while the lists load and the real tabs take its place without a shift.
 */
const PlaceholderTab = styled.li`
  flex: none;
  padding: 12px 12px 10px;
  border-bottom: 2px solid transparent;
  font-size: 14px;

  > span {
    display: block;
  }

  @media (max-width: 991px) {
    padding: 0;
    border: 0;
    font-size: 13px;

    > span {
      padding: 6px 14px;
      border: 1px solid transparent;
      border-radius: 999px;
    }
  }
`;

/**
 * A closed popover is not displayed, so it takes no room: one hidden while still laid out would
 * widen the page past the screen's right edge under the last tabs.
 */
const Popover = styled.div`
  display: none;
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 25;
  max-width: calc(100vw - 32px);
  padding: var(--popover-margin);
  overflow-x: auto;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  /* Closing waits 100 ms (spec §2.5); opening (above, on the tab) has no delay. */
  transition-property: display;
  transition-behavior: allow-discrete;
  transition-duration: 0s;
  transition-delay: var(--popover-close-delay);

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: var(--popover-column);
  }

  a {
    display: block;
    padding: 6px 8px;
    border-radius: 6px;
    color: var(--ink);
    font-size: 14px;
    text-decoration: none;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  a:hover,
  a:focus-visible {
    background: var(--brand-primary-soft);
    color: var(--brand-primary);
  }
`;

export interface CategoryNavProps {
  /** The visible tabs in order, from `navigationTabs` (spec §2.5, §6). */
  readonly tabs: readonly NavTab[];
  /** The selected tab, from `selectedTabId` (spec §2.5). */
  readonly selected: TabId | null;
  /** The category lists are loading: the row holds its place with placeholder tabs. */
  readonly loading?: boolean;
}

/**
 * The category navigation (spec §2.5): a desktop row of tabs, each with a popover of its
 * subcategories that opens on hover or keyboard focus and closes 100 ms after both end (pure
 * CSS); Escape hides it until the pointer or focus leaves. The popover has 8 items per column,
 * 200 px per column and a 16 px margin, at most 667 px wide (wider content scrolls sideways). It
 * opens under its tab, moved left as it opens when it would pass the screen's right edge
 * (`popoverShift`). On phones (991 px or less) the tabs are a horizontally scrolling row of chips
 * without popovers.
 */
export const CategoryNav = ({ tabs, selected, loading = false }: CategoryNavProps) => {
  const text = useMessages(layoutMessages);
  const [dismissed, setDismissed] = useState<TabId | null>(null);
  // How far each tab's popover moves left to stay on the screen, measured as it opens.
  const [shifts, setShifts] = useState<Readonly<Partial<Record<TabId, number>>>>({});
  const place = (id: TabId, tab: HTMLElement, popoverWidth: number) => {
    const shift = popoverShift({
      tabLeft: tab.getBoundingClientRect().left,
      popoverWidth,
      screenWidth: document.documentElement.clientWidth,
    });
    setShifts((known) => (known[id] === shift ? known : { ...known, [id]: shift }));
  };
  if (loading) {
    return (
      <Bar aria-label={text.categories} aria-busy="true" data-testid="category-nav">
        <Row aria-hidden="true">
          {PLACEHOLDER_TAB_WIDTHS.map((width) => (
            <PlaceholderTab key={width}>
              <span className={skeleton} style={{ width }}>
                &nbsp;
              </span>
            </PlaceholderTab>
          ))}
        </Row>
      </Bar>
    );
  }
  if (tabs.length === 0) return null;
  return (
    <Bar aria-label={text.categories} data-testid="category-nav" style={popoverVariables}>
      <Row>
        {tabs.map((tab) => {
          const label = tab.customLabel ?? text[tab.id];
          const layout = popoverLayout(tab.subcategories.length);
          return (
            <Tab
              key={tab.id}
              data-dismissed={dismissed === tab.id}
              onKeyDown={(event) => {
                if (event.key === "Escape") setDismissed(tab.id);
              }}
              onMouseEnter={(event) => place(tab.id, event.currentTarget, layout.width)}
              onFocus={(event) => place(tab.id, event.currentTarget, layout.width)}
              onMouseLeave={() => setDismissed(null)}
              onBlur={() => setDismissed(null)}
            >
              <Link href={tab.href} aria-current={selected === tab.id ? "page" : undefined}>
                {label}
              </Link>
              {layout.columns > 0 && (
                <Popover
                  data-popover=""
                  style={{ width: `${layout.width}px`, left: `${-(shifts[tab.id] ?? 0)}px` }}
                >
                  <ul
                    aria-label={fill(text.subcategoriesOf, { name: label })}
                    style={{ gridTemplateRows: `repeat(${layout.rows}, auto)` }}
                  >
                    {tab.subcategories.map((sub) => (
                      <li key={sub.href}>
                        <Link href={sub.href}>{sub.name}</Link>
                      </li>
                    ))}
                  </ul>
                </Popover>
              )}
            </Tab>
          );
        })}
      </Row>
    </Bar>
  );
};
