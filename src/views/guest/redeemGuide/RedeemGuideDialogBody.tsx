import { config } from "@config";
import { DEFAULT_EXTERNAL_LINKS } from "@domain/header";
import {
  FIRST_STEP,
  GUIDE_STEPS,
  type GuideStep,
  type GuideTab,
  guideTabsOf,
  LAST_STEP,
  pointsLabelOf,
  type TabKey,
  tabAfterKey,
} from "@domain/redeemGuide";
import { styled } from "@linaria/react";
import type { redeemGuideMachine } from "@machines/redeemGuide";
import { useSelector } from "@views/useSelector";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import type { ActorRefFrom } from "xstate";
import { fill, useMessages } from "../../i18n";
import { usePointsLabel } from "../../site/siteWords";
import { visuallyHidden } from "../../theme/a11y";
import { ButtonLook } from "../../ui/Button";
import { TabButton, TabList } from "../../ui/Tabs";
import { type RedeemGuideTexts, redeemGuideMessages } from "./messages";

export type RedeemGuideRef = ActorRefFrom<typeof redeemGuideMachine>;

const Body = styled.div`
  display: grid;
  gap: 20px;
  margin-top: 16px;
`;

const Panel = styled.div`
  display: grid;
  gap: 16px;
`;

const Stepper = styled.ol`
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    flex: 1 1 0;
    padding-top: 8px;
    border-top: 4px solid var(--line);
    color: var(--ink-muted);
    font-size: 13px;
    font-weight: 600;
  }

  li[data-reached="true"] {
    border-top-color: var(--brand-primary);
    color: var(--ink);
  }
`;

const StepText = styled.div`
  min-height: 72px;
  margin: 0;
  color: var(--ink);
  line-height: 1.5;

  strong {
    margin-right: 4px;
  }
`;

/** Back and Next at the end of the line; on a phone they share it. */
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;

  button {
    min-width: 96px;
  }

  @media (max-width: 991px) {
    button {
      flex: 1 1 0;
    }
  }
`;

const Help = styled.div`
  display: grid;
  gap: 6px;
  padding-top: 16px;
  border-top: 1px solid var(--line);
  font-size: 14px;
  color: var(--ink-muted);

  a {
    color: var(--brand-primary);
    font-weight: 600;
  }

  ul {
    display: grid;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const TAB_KEYS: ReadonlySet<string> = new Set<TabKey>(["ArrowLeft", "ArrowRight", "Home", "End"]);
const isTabKey = (key: string): key is TabKey => TAB_KEYS.has(key);

const tabLabel = (tab: GuideTab, text: RedeemGuideTexts, pointsLabel: string): string =>
  tab === "points" ? fill(text.pointsTab, { points: pointsLabel }) : text.codesTab;

const stepText = (tab: GuideTab, step: GuideStep, text: RedeemGuideTexts): string =>
  step === FIRST_STEP ? text.step1 : tab === "points" ? text.step2Points : text.step2Codes;

export interface RedeemGuideDialogBodyProps {
  /** The redemption guide flow (systemId "redeemGuide"). */
  readonly flow: RedeemGuideRef;
}

/**
 * The body of the redemption guide dialog (spec §1 'Redemption guide (How to Redeem)', §2.8, §4):
 * the tabs '{points label} Redemption' (tab 1) and 'Reward Codes Redemption' (tab 2) as an
 * accessible tab list (arrow keys, Home, End), or only the codes guide when the use case is
 * 'code'; the two steps with Next and Back; 'Learn more' (the help centre, in a new tab) and the
 * support contact, 'Email {email}' and the messaging-app number when one is configured. The frame
 * around it shows the title (see `redeemGuideTitle`) and the close button.
 */
export const RedeemGuideDialogBody = ({ flow }: RedeemGuideDialogBodyProps) => {
  const text = useMessages(redeemGuideMessages);
  const useCase = useSelector(flow, (s) => s.context.useCase);
  const tab = useSelector(flow, (s) => s.context.tab);
  const step = useSelector(flow, (s) => s.context.step);
  const pointsLabel = pointsLabelOf(usePointsLabel());
  const tabs = guideTabsOf(useCase);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<GuideTab, HTMLButtonElement | null>>>({});
  const nextRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const movedStep = useRef(false);

  // Next and Back swap places as the step changes: the focus follows to the one still enabled.
  useEffect(() => {
    if (!movedStep.current) return;
    movedStep.current = false;
    (step === LAST_STEP ? backRef : nextRef).current?.focus();
  }, [step]);

  const tabId = (t: GuideTab) => `${baseId}-tab-${t}`;
  const panelId = `${baseId}-panel`;

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isTabKey(event.key)) return;
    event.preventDefault();
    const target = tabAfterKey(tabs, tab, event.key);
    flow.send({ type: "GUIDE.SELECT_TAB", tab: target });
    tabRefs.current[target]?.focus();
  };

  const move = (type: "GUIDE.NEXT" | "GUIDE.BACK") => {
    movedStep.current = true;
    flow.send({ type });
  };

  return (
    <Body data-testid="redeem-guide" data-tab={tab} data-step={step}>
      {tabs.length > 1 && (
        <TabList role="tablist" aria-label={text.tabs} onKeyDown={onTabKeyDown}>
          {tabs.map((t) => (
            <TabButton
              key={t}
              ref={(element) => {
                tabRefs.current[t] = element;
              }}
              type="button"
              role="tab"
              id={tabId(t)}
              aria-selected={t === tab}
              aria-controls={panelId}
              tabIndex={t === tab ? 0 : -1}
              onClick={() => flow.send({ type: "GUIDE.SELECT_TAB", tab: t })}
            >
              {tabLabel(t, text, pointsLabel)}
            </TabButton>
          ))}
        </TabList>
      )}
      <Panel
        id={panelId}
        {...(tabs.length > 1
          ? { role: "tabpanel", "aria-labelledby": tabId(tab), tabIndex: 0 }
          : { role: "region", "aria-label": tabLabel(tab, text, pointsLabel) })}
      >
        <Stepper aria-label={text.steps}>
          {GUIDE_STEPS.map((s) => (
            <li key={s} data-reached={s <= step} aria-current={s === step ? "step" : undefined}>
              {fill(text.stepMarker, { step: s })}
            </li>
          ))}
        </Stepper>
        <StepText data-testid="redeem-guide-step">
          <strong>{fill(text.stepLead, { step })}</strong>
          {stepText(tab, step, text)}
        </StepText>
        <Actions>
          <ButtonLook
            ref={backRef}
            type="button"
            data-variant="secondary"
            disabled={step === FIRST_STEP}
            onClick={() => move("GUIDE.BACK")}
          >
            {text.back}
          </ButtonLook>
          <ButtonLook
            ref={nextRef}
            type="button"
            disabled={step === LAST_STEP}
            onClick={() => move("GUIDE.NEXT")}
          >
            {text.next}
          </ButtonLook>
        </Actions>
      </Panel>
      <Help>
        <a href={DEFAULT_EXTERNAL_LINKS.helpCenter} target="_blank" rel="noopener noreferrer">
          {text.learnMore}
          <span className={visuallyHidden}> {text.opensInNewTab}</span>
        </a>
        <ul aria-label={text.support}>
          <li>
            <a href={`mailto:${config.supportEmail}`}>{fill(text.email, { email: config.supportEmail })}</a>
          </li>
          {config.supportPhone !== undefined && <li>{fill(text.phone, { phone: config.supportPhone })}</li>}
        </ul>
      </Help>
    </Body>
  );
};
