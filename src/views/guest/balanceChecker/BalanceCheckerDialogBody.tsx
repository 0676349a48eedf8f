/**
 * The body of the 'Reward Codes Balance Checker' modal (spec §2.9): the subtitle, the 'Reward
 * Code' field and 'Check Voucher Balance', the captcha when the site asks for one, the error rows
 * of spec §8 and the result panel (spec §2.9, §4 'Status display'). The frame around it (title,
 * close and Back buttons) is the header's dialog.
 *
 * Everything is an event to the "balanceChecker" flow: BALANCE.INPUT (the flow formats the
 * code), BALANCE.CHECK {site}, CAPTCHA.SOLVED / CAPTCHA.CANCEL; the flow learns the site's captcha
 * setting from "site" itself. Errors are said in the shopper's language through the error
 * catalogue (`useErrorText`). The display model is src/domain/balanceChecker.ts.
 */

import { type BalanceView, balanceViewOf, type StatusDisplay } from "@domain/balanceChecker";
import { canSubmitRewardCode, rewardCodeEntry } from "@domain/checkout";
import { present } from "@errors/catalogue";
import { styled } from "@linaria/react";
import type { balanceCheckerMachine } from "@machines/balanceChecker";
import { useSelector } from "@views/useSelector";
import { type KeyboardEvent, useId, useState } from "react";
import type { ActorRefFrom } from "xstate";
import { CaptchaChallenge } from "../../captcha/CaptchaChallenge";
import { fill, useLanguage, useMessages } from "../../i18n";
import { useErrorText } from "../../i18n/errors";
import { useFlow } from "../../system";
import { visuallyHidden } from "../../theme/a11y";
import { Actions, Alert, Button, Note } from "../../ui";
import { FactList } from "../../ui/FactList";
import { balanceCheckerMessages } from "./messages";

export type BalanceCheckerRef = ActorRefFrom<typeof balanceCheckerMachine>;

export interface BalanceCheckerDialogBodyProps {
  /** The "balanceChecker" flow (`useFlow("balanceChecker")`). */
  readonly flow: BalanceCheckerRef;
  /** The id the subtitle takes, for the dialog's `aria-describedby`. */
  readonly subtitleId?: string;
}

type Text = (typeof balanceCheckerMessages)["en"];

// ---------------------------------------------------------------------------------------------
// Styles

const Body = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 8px;

  & > p {
    margin: 0;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 8px;

  label {
    font-weight: 600;
  }

  input {
    width: 100%;
    box-sizing: border-box;
    padding: 10px 12px;
    border: 1px solid var(--line);
    border-radius: 8px;
    font: inherit;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    background: var(--surface);
    color: var(--ink);
  }

  input::placeholder {
    text-transform: none;
    letter-spacing: normal;
    font-family: var(--font);
  }

  input:focus-visible {
    outline: 2px solid var(--brand-primary);
    outline-offset: 1px;
  }

  input[aria-invalid="true"] {
    border-color: var(--danger);
  }
`;

const Result = styled.section`
  padding: 16px;
  border: 1px solid var(--line);
  border-radius: var(--radius);
  background: var(--surface-muted);

  h3 {
    margin: 0 0 12px;
    font-size: 16px;
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;

  &[data-tone="green"] {
    color: var(--success);
  }

  &[data-tone="red"] {
    color: var(--danger);
  }

  svg {
    flex: none;
  }
`;

const TooltipAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const InfoButton = styled.button`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: var(--success);
  cursor: pointer;

  &:hover,
  &[aria-expanded="true"] {
    background: var(--brand-primary-soft);
  }

  &:focus-visible {
    outline: 2px solid var(--brand-primary);
    outline-offset: 1px;
  }
`;

const Tooltip = styled.span`
  position: absolute;
  z-index: 1;
  top: calc(100% + 6px);
  left: 50%;
  transform: translateX(-50%);
  width: max-content;
  max-width: 240px;
  padding: 8px 10px;
  border-radius: 8px;
  background: var(--ink);
  color: var(--surface);
  font-size: 13px;
  font-weight: 400;
  overflow-wrap: anywhere;

  &[hidden] {
    display: none;
  }

  @media (max-width: 991px) {
    left: auto;
    right: 0;
    transform: none;
  }
`;

const RewardLink = styled.a`
  display: inline-block;
  margin-top: 12px;
  color: var(--brand-primary);
  font-weight: 600;

  &:focus-visible {
    outline: 2px solid var(--brand-primary);
    outline-offset: 2px;
  }
`;

// ---------------------------------------------------------------------------------------------
// Icons

const CheckIcon = () => (
  <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="9" fill="currentColor" />
    <path
      d="M6 10.5l2.5 2.5L14 7.5"
      fill="none"
      style={{ stroke: "var(--surface)" }}
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);

const AlertIcon = () => (
  <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="9" fill="currentColor" />
    <path d="M10 5.5v5.5" style={{ stroke: "var(--surface)" }} strokeWidth="2" strokeLinecap="round" />
    <circle cx="10" cy="14.5" r="1.2" style={{ fill: "var(--surface)" }} />
  </svg>
);

const InfoIcon = () => (
  <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <circle cx="10" cy="6.2" r="1.2" fill="currentColor" />
    <path d="M10 9v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

// ---------------------------------------------------------------------------------------------
// Parts

/** The info icon of statuses 2 and 7 and its tooltip 'Redeemed By: {usedBy}' (spec §2.9, §4). */
const RedeemedBy = ({ usedBy, text }: { readonly usedBy: string; readonly text: Text }) => {
  const [open, setOpen] = useState(false);
  const tooltipId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Escape" && open) {
      // Escape closes the tooltip first, the modal on the next press.
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
    }
  };
  return (
    <TooltipAnchor>
      <InfoButton
        type="button"
        aria-label={text.redeemedByButton}
        aria-expanded={open}
        aria-describedby={tooltipId}
        data-testid="balance-redeemed-by-button"
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        <InfoIcon />
      </InfoButton>
      <Tooltip id={tooltipId} role="tooltip" hidden={!open} data-testid="balance-redeemed-by">
        {fill(text.redeemedBy, { usedBy })}
      </Tooltip>
    </TooltipAnchor>
  );
};

const StatusValue = ({
  status,
  usedBy,
  text,
}: {
  readonly status: StatusDisplay;
  readonly usedBy: string;
  readonly text: Text;
}) => (
  <>
    <Status
      data-testid="balance-status"
      data-status={status.status}
      data-tone={status.tone}
      data-icon={status.icon}
    >
      {status.icon === "check" && <CheckIcon />}
      {status.icon === "alert" && <AlertIcon />}
      {text[status.word]}
    </Status>
    {status.redeemedBy && <RedeemedBy usedBy={usedBy} text={text} />}
  </>
);

const ResultPanel = ({ view, text }: { readonly view: BalanceView; readonly text: Text }) => {
  const headingId = useId();
  return (
    <Result aria-labelledby={headingId} data-testid="balance-result">
      <h3 id={headingId}>{text.resultHeading}</h3>
      <FactList>
        <dt>{text.voucherCode}</dt>
        <dd data-testid="balance-code">{view.voucherCode}</dd>
        <dt>{text.value}</dt>
        <dd data-testid="balance-value">
          {fill(text.amount, { currency: view.currency, amount: view.value })}
        </dd>
        <dt>{text.balance}</dt>
        <dd data-testid="balance-remaining">
          {fill(text.amount, { currency: view.currency, amount: view.balance })}
        </dd>
        <dt>{text.status}</dt>
        <dd>
          <StatusValue status={view.status} usedBy={view.usedBy} text={text} />
        </dd>
        <dt>{text.expiry}</dt>
        <dd data-testid="balance-expiry" data-expired={view.isExpired}>
          {view.expiry}
        </dd>
      </FactList>
      {view.status.rewardLink && (
        <RewardLink
          href={view.redirectUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="balance-reward-link"
        >
          {text.rewardLink}
          <span className={visuallyHidden}> {text.newTab}</span>
        </RewardLink>
      )}
    </Result>
  );
};

// ---------------------------------------------------------------------------------------------
// Body

export const BalanceCheckerDialogBody = ({ flow, subtitleId }: BalanceCheckerDialogBodyProps) => {
  const text = useMessages(balanceCheckerMessages);
  const language = useLanguage();
  const site = useFlow("site");
  const siteKey = useSelector(site, (s) => s.context.site.key);
  const loading = useSelector(flow, (s) => s.hasTag("loading"));
  const captcha = useSelector(flow, (s) => s.matches("captcha"));
  const checking = useSelector(flow, (s) => s.matches("checking"));
  const verifyingCaptcha = useSelector(flow, (s) => s.matches("verifyingCaptcha"));
  const input = useSelector(flow, (s) => s.context.rewardCode);
  const result = useSelector(flow, (s) => s.context.result);
  const error = useSelector(flow, (s) => s.context.error);
  const sayError = useErrorText();
  const inputId = useId();
  const fieldErrorId = useId();

  const shown = error === null ? null : present(error);
  const errorText = error === null ? null : sayError(error);
  const fieldError = shown?.kind === "field" ? errorText : null;
  const messageError = shown !== null && shown.kind !== "field" ? errorText : null;
  const canCheck = canSubmitRewardCode(input, loading);

  return (
    <Body data-testid="balance-checker">
      <p id={subtitleId}>{text.subtitle}</p>
      <Form
        noValidate
        aria-busy={loading}
        onSubmit={(event) => {
          event.preventDefault();
          if (canCheck) flow.send({ type: "BALANCE.CHECK", site: siteKey });
        }}
      >
        <label htmlFor={inputId}>{text.label}</label>
        <input
          id={inputId}
          type="text"
          value={input}
          placeholder={text.placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={loading}
          aria-invalid={fieldError !== null}
          aria-describedby={fieldError === null ? undefined : fieldErrorId}
          data-testid="balance-code-input"
          onChange={(event) => flow.send({ type: "BALANCE.INPUT", ...rewardCodeEntry(event.target.value) })}
        />
        {fieldError !== null && (
          <Note tone="danger" live id={fieldErrorId} data-testid="balance-field-error">
            {fieldError}
          </Note>
        )}
        {/* While loading the button stays focusable (aria-disabled), so focus stays in the modal. */}
        <Actions data-stack="phone">
          <Button
            type="submit"
            disabled={!canCheck && !loading}
            aria-disabled={!canCheck}
            data-testid="balance-check"
          >
            {text.check}
          </Button>
        </Actions>
      </Form>
      {captcha && (
        <div>
          <Note>{text.captchaPrompt}</Note>
          <CaptchaChallenge
            onSolved={(token) => flow.send({ type: "CAPTCHA.SOLVED", captcha: token })}
            onCancel={() => flow.send({ type: "CAPTCHA.CANCEL" })}
          />
        </div>
      )}
      {(checking || verifyingCaptcha) && (
        <Note live data-testid="balance-loading">
          {checking ? text.checking : text.verifyingCaptcha}
        </Note>
      )}
      {messageError !== null && <Alert data-testid="balance-error">{messageError}</Alert>}
      {result !== null && <ResultPanel view={balanceViewOf(result, language)} text={text} />}
    </Body>
  );
};
