/**
 * The per-company switches at checkout (spec §6 'Per-company switches', §3 'Terms per company:
 * companyId, url'): the surcharge disclaimer companies 222075 and 222509 accept before paying (a
 * modal dialog: Escape or 'Cancel' declines, 'Accept and pay' places the order), and the terms
 * document (PDF) of company 221320.
 */
import { companyTermsUrl } from "@domain/companySwitches";
import { styled } from "@linaria/react";
import { useEffect, useId, useRef } from "react";
import { useMessages } from "../i18n";
import { companyMessages } from "./companyMessages";

const Dialog = styled.dialog`
  width: min(480px, calc(100vw - 32px));
  padding: 24px;
  border: 0;
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--ink);
  box-shadow: var(--shadow);

  &::backdrop {
    background: var(--backdrop);
  }

  h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }

  p {
    margin: 0 0 20px;
    line-height: 1.5;
  }

  div {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    justify-content: flex-end;
  }

  button {
    min-height: 44px;
    padding: 10px 18px;
    border-radius: 8px;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  button[data-kind="accept"] {
    border: 0;
    background: var(--brand-primary);
    color: var(--brand-primary-contrast);
  }

  button[data-kind="decline"] {
    border: 1px solid var(--line);
    background: var(--surface);
    color: var(--ink);
  }
`;

const TermsLink = styled.a`
  color: var(--brand-primary);
  font-weight: 600;
`;

export const SurchargeDialog = ({
  open,
  onAccept,
  onDecline,
}: {
  readonly open: boolean;
  readonly onAccept: () => void;
  readonly onDecline: () => void;
}) => {
  const text = useMessages(companyMessages);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="surcharge-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onDecline();
      }}
    >
      <h2 id={titleId}>{text.surchargeTitle}</h2>
      <p id={textId}>{text.surchargeText}</p>
      <div>
        <button type="button" data-kind="decline" onClick={onDecline}>
          {text.surchargeDecline}
        </button>
        <button type="button" data-kind="accept" onClick={onAccept}>
          {text.surchargeAccept}
        </button>
      </div>
    </Dialog>
  );
};

/** The company's terms document, for a company that has one (spec §9: 221320). */
export const CompanyTerms = ({ companyId }: { readonly companyId: number | null }) => {
  const text = useMessages(companyMessages);
  const url = companyTermsUrl(companyId);
  return url === null ? null : (
    <TermsLink href={url} target="_blank" rel="noopener" type="application/pdf" data-testid="company-terms">
      {text.companyTerms}
    </TermsLink>
  );
};
