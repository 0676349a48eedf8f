/**
 * A results page's filters beside its results at 1280 px, folded on a phone (spec §9 breakpoints:
 * 991 px or less) so the results come first: a 'Filters' control, with the count of the choices
 * that are on, opens and closes the panel under it. The control says whether the panel is open
 * (aria-expanded) and names it (aria-controls); opening moves the focus to the panel's first
 * control, and Escape in the panel closes it and gives the focus back to the control.
 */
import { styled } from "@linaria/react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useIsPhone } from "../shell/facts";
import { visuallyHidden } from "../theme/a11y";

const Toggle = styled.button`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  justify-self: start;
  min-height: 44px;
  padding: 8px 16px;
  border: 1px solid var(--line);
  border-radius: 8px;
  background: var(--surface);
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-expanded="true"] {
    border-color: var(--brand-primary);
  }

  &:focus-visible {
    outline: 3px solid var(--brand-primary);
    outline-offset: 2px;
  }

  span {
    min-width: 22px;
    padding: 1px 7px;
    border-radius: 11px;
    background: var(--brand-primary);
    color: var(--brand-primary-contrast);
    font-size: 13px;
  }
`;

const Fold = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

const FOCUSABLE = "input:not([disabled]), select:not([disabled]), button:not([disabled])";

export const FilterFold = ({
  label,
  activeCount,
  countLabel,
  children,
}: {
  /** The control's word: 'Filters'. */
  readonly label: string;
  readonly activeCount: number;
  /** The count's words for assistive technology, e.g. '2 filters on'. */
  readonly countLabel: string;
  readonly children: ReactNode;
}) => {
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [focusPanel, setFocusPanel] = useState(false);
  useEffect(() => {
    if (!focusPanel || !open) return;
    setFocusPanel(false);
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [focusPanel, open]);
  // Escape in the open panel closes it and gives the focus back to the control.
  useEffect(() => {
    const panel = panelRef.current;
    if (!phone || !open || panel === null) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    };
    panel.addEventListener("keydown", closeOnEscape);
    return () => panel.removeEventListener("keydown", closeOnEscape);
  }, [phone, open]);
  if (!phone) return <>{children}</>;
  return (
    <Fold>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
          setFocusPanel(!open);
        }}
      >
        {label}
        {activeCount > 0 ? (
          <>
            <span aria-hidden="true">{activeCount}</span>
            <i className={visuallyHidden}>{` (${countLabel})`}</i>
          </>
        ) : null}
      </Toggle>
      <div id={panelId} ref={panelRef} hidden={!open}>
        {open ? children : null}
      </div>
    </Fold>
  );
};
