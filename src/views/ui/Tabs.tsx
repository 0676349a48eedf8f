/**
 * Tabs after the WAI-ARIA tabs pattern: a named tab list where only the selected tab is in the
 * tab order (roving tabindex), the arrow keys move to the previous or next tab (wrapping round),
 * Home and End to the ends, each selecting it; the panel below is named by its tab.
 */
import { styled } from "@linaria/react";
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface TabItem<Id extends string> {
  readonly id: Id;
  readonly label: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** The tab list's name. */
  readonly label: string;
  readonly tabs: ReadonlyArray<TabItem<Id>>;
  readonly selected: Id;
  readonly onSelect: (id: Id) => void;
  /** The selected tab's panel. */
  readonly children: ReactNode;
}

/** The row of tabs, for a family whose tabs move focus themselves (the redeem guide's steps). */
export const TabList = styled.div`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid var(--line);

  @media (max-width: 991px) {
    overflow-x: auto;
  }
`;

/** One tab's look: its `aria-selected` one underlined in the brand colour. */
export const TabButton = styled.button`
  flex: 1 1 0;
  min-width: 0;
  padding: 10px 12px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: var(--ink-muted);
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-selected="true"] {
    border-bottom-color: var(--brand-primary);
    color: var(--brand-primary);
  }

  &:hover {
    color: var(--ink);
  }

  @media (max-width: 991px) {
    flex: 1 0 auto;
    font-size: 14px;
  }
`;

const Panel = styled.div`
  display: grid;
  gap: 16px;
  padding-top: 16px;
`;

/** Where a key moves from index `at` among `count` tabs; null for a key that does not move. */
const indexAfterKey = (key: string, at: number, count: number): number | null => {
  switch (key) {
    case "ArrowRight":
      return (at + 1) % count;
    case "ArrowLeft":
      return (at + count - 1) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
};

export const Tabs = <Id extends string>({ label, tabs, selected, onSelect, children }: TabsProps<Id>) => {
  const baseId = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = Math.max(
      0,
      tabs.findIndex((tab) => tab.id === selected),
    );
    const index = indexAfterKey(event.key, at, tabs.length);
    const target = index === null ? undefined : tabs[index];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };
  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <TabButton
            key={tab.id}
            ref={(element) => {
              if (element === null) refs.current.delete(tab.id);
              else refs.current.set(tab.id, element);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </TabButton>
        ))}
      </TabList>
      <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </Panel>
    </div>
  );
};
