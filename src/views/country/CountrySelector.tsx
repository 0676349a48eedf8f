/**
 * The header's country selector (spec §2.7). Desktop (992 px and wider): a dropdown titled 'Change
 * Country' with a 'Search Country' input and a list of country pills. Phones (991 px or less): a
 * full-screen modal with a back chevron and a 'Search for your country here...' input. The open
 * state and the search text live in the "country" flow; a pick sends COUNTRY.SELECT.
 */

import { isPhoneWidth } from "@domain/viewport";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { fill, useMessages } from "../i18n";
import { useFlow, useRoot } from "../system";
import { Chip } from "../ui/Chip";
import { countryMessages } from "./messages";

/** The open picker's code, asked for as the pointer or focus reaches the button. */
const loadPanel = () => import("./CountryPanel");
const CountryPanel = lazy(() => loadPanel().then((module) => ({ default: module.CountryPanel })));

const Wrapper = styled.div`
  position: relative;
  flex: none;
`;

const Trigger = styled(Chip)`
  max-width: 220px;

  &:disabled {
    cursor: progress;
    color: var(--ink-muted);
  }

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  @media (max-width: 991px) {
    padding: 6px 10px;
  }
`;

const Code = styled.span`
  flex: none;
  padding: 1px 6px;
  border-radius: 6px;
  background: var(--brand-primary-soft);
  color: var(--brand-primary);
  font-weight: 700;
  font-size: 12px;
  letter-spacing: 0.04em;
`;

export const CountrySelector = () => {
  const flow = useFlow("country");
  const root = useRoot();
  const text = useMessages(countryMessages);
  const width = useSelector(root, (s) => s.context.viewport.width);
  const ready = useSelector(flow, (s) => s.hasTag("ready"));
  const selectedName = useSelector(flow, (s) => s.context.selectedCountry);
  const selectedCode = useSelector(flow, (s) => s.context.userCountryCode);
  const pickerOpen = useSelector(flow, (s) => s.context.picker.open);

  const phone = isPhoneWidth(width);
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(pickerOpen);

  // Focus goes back to the button when the picker closes (the picker focuses its search on open).
  useEffect(() => {
    if (!pickerOpen && wasOpen.current) triggerRef.current?.focus();
    wasOpen.current = pickerOpen;
  }, [pickerOpen]);

  const open = ready && pickerOpen;

  return (
    <Wrapper>
      <Trigger
        ref={triggerRef}
        type="button"
        data-testid="country-selector"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={
          ready
            ? fill(text.triggerLabel, { code: selectedCode, country: selectedName })
            : text.loadingCountries
        }
        aria-busy={!ready}
        disabled={!ready}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => flow.send({ type: open ? "COUNTRY.CLOSE_PICKER" : "COUNTRY.OPEN_PICKER" })}
      >
        <Code aria-hidden="true">{selectedCode}</Code>
        {/* A space between code and name, so the text reads "IN India" as the name starts. */}
        {!phone && " "}
        {!phone && <span aria-hidden="true">{selectedName}</span>}
      </Trigger>
      {open && (
        <Suspense fallback={null}>
          <CountryPanel panelId={panelId} phone={phone} />
        </Suspense>
      )}
    </Wrapper>
  );
};
