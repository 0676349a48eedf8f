/**
 * A modal dialog named by its title: focus moves into it when it opens and stays in it (Tab and
 * Shift+Tab wrap round), Escape, the Close button or a click on the backdrop close it, and focus
 * returns where it was. Full screen below 992 px, where `phoneHead` (a 'Back' button, say), when
 * given, stands in for the title bar; the title still names the dialog. 520 px wide;
 * `width="wide"`: 880 px, for a grid of cards (the pricing plans).
 */
import { styled } from "@linaria/react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";

export interface DialogProps {
  readonly title: ReactNode;
  /** The Close button's name, in the interface language. */
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** The id of the text that describes the dialog, when there is one. */
  readonly describedBy?: string;
  /** What shows instead of the title bar below 992 px. */
  readonly phoneHead?: ReactNode;
  readonly children: ReactNode;
  readonly "data-testid"?: string;
  /** Which dialog this is, for a family's own rule about it. */
  readonly "data-dialog"?: string;
  readonly width?: "wide";
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0 0 var(--dev-drawer-space, 0px) 0;
  z-index: 60;
  display: grid;
  place-items: center;
  padding: 16px;
  background: var(--backdrop);

  @media (max-width: 991px) {
    padding: 0;
    place-items: stretch;
  }
`;

const Panel = styled.div`
  width: min(520px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 24px;
  background: var(--surface);
  border-radius: var(--radius);
  box-shadow: var(--shadow);

  &[data-width="wide"] {
    width: min(880px, 100%);
  }

  &:focus {
    outline: none;
  }

  p {
    margin: 16px 0 0;
    color: var(--ink-muted);
  }

  @media (max-width: 991px) {
    width: 100%;
    max-height: none;
    border-radius: 0;
  }
`;

const PhoneHead = styled.div`
  display: none;
  margin: -8px 0 8px;

  @media (max-width: 991px) {
    display: block;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;

  h2 {
    margin: 0;
    font-size: 20px;
  }

  @media (max-width: 991px) {
    &[data-replaced="true"] {
      display: none;
    }
  }
`;

const CloseButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: var(--ink-muted);
  font: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: var(--surface-muted);
    color: var(--ink);
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

export const Dialog = ({
  title,
  closeLabel,
  onClose,
  describedBy,
  phoneHead,
  children,
  "data-testid": testId,
  "data-dialog": which,
  width,
}: DialogProps) => {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    const before = panel?.ownerDocument.activeElement;
    panel?.focus();
    return () => {
      if (before instanceof HTMLElement) before.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    const active = panelRef.current?.ownerDocument.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop
      data-testid={testId}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-dialog={which}
        data-width={width}
      >
        {phoneHead !== undefined && <PhoneHead>{phoneHead}</PhoneHead>}
        <Head data-replaced={phoneHead !== undefined || undefined}>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Head>
        {children}
      </Panel>
    </Backdrop>
  );
};
