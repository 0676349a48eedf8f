import type { UserJourneyUseCase } from "@domain/header";
import { guideTitleOf } from "@domain/redeemGuide";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useEffect, useId, useRef } from "react";
import { useMessages } from "../i18n";
import { useLateFlow, useRoot, useSpawnedFlow } from "../system";
import { dialogMessages } from "./messages";

// Each dialog's form and its flow load the first time the dialog opens.
const BalanceCheckerDialogBody = lazy(() =>
  import("../guest/balanceChecker/BalanceCheckerDialogBody").then((m) => ({
    default: m.BalanceCheckerDialogBody,
  })),
);
const RedeemGuideDialogBody = lazy(() =>
  import("../guest/redeemGuide/RedeemGuideDialogBody").then((m) => ({ default: m.RedeemGuideDialogBody })),
);
// The ticket form and the code that reads the visit's log load when the footer first opens it.
const TicketDialogBody = lazy(() =>
  import("../guest/ticket/TicketDialogBody").then((m) => ({ default: m.TicketDialogBody })),
);
const TrackOrderDialogBody = lazy(() =>
  import("../guest/trackOrder/TrackOrderDialogBody").then((m) => ({ default: m.TrackOrderDialogBody })),
);

const Backdrop = styled.div`
  position: fixed;
  /* Above the developer drawer when it is open, so no action of the dialog sits under it. */
  inset: 0 0 var(--dev-drawer-space, 0px) 0;
  z-index: 60;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgb(15 23 42 / 55%);

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

/** Below 992 px the balance checker's header gives way to a 'Back' button (spec §2.9). */
const BackBar = styled.div`
  display: none;
  margin: -8px 0 8px;

  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 8px 4px;
    border: 0;
    background: none;
    color: var(--brand-primary);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  @media (max-width: 991px) {
    [data-dialog="balanceChecker"] > & {
      display: block;
    }
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
    [data-dialog="balanceChecker"] > & {
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

const BodyLoader = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;

  > span {
    width: 32px;
    height: 32px;
    border-radius: 50%;
    border: 4px solid var(--brand-primary-soft);
    border-top-color: var(--brand-primary);
    animation: dialog-spin 0.8s linear infinite;
  }

  @keyframes dialog-spin {
    to {
      transform: rotate(360deg);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    > span {
      animation: none;
    }
  }
`;

/** What a dialog shows while its form's code or its flow loads. */
const Loading = () => (
  <BodyLoader role="status" aria-live="polite" aria-label={useMessages(dialogMessages).loading}>
    <span aria-hidden="true" />
  </BodyLoader>
);

/** The form of a dialog once its code has loaded, with the loader meanwhile. */
const Loaded = ({ children }: { readonly children: ReactNode }) => (
  <Suspense fallback={<Loading />}>{children}</Suspense>
);

const RedeemGuideBody = () => {
  const flow = useLateFlow("redeemGuide");
  return flow === null ? <Loading /> : <Loaded>{<RedeemGuideDialogBody flow={flow} />}</Loaded>;
};

const BalanceCheckerBody = ({ subtitleId }: { readonly subtitleId: string }) => {
  const flow = useLateFlow("balanceChecker");
  return flow === null ? (
    <Loading />
  ) : (
    <Loaded>{<BalanceCheckerDialogBody flow={flow} subtitleId={subtitleId} />}</Loaded>
  );
};

const TrackOrderBody = () => {
  const flow = useLateFlow("trackOrder");
  return flow === null ? <Loading /> : <Loaded>{<TrackOrderDialogBody flow={flow} />}</Loaded>;
};

const TicketBody = ({ onClose }: { readonly onClose: () => void }) => {
  const flow = useLateFlow("ticket");
  return flow === null ? <Loading /> : <Loaded>{<TicketDialogBody flow={flow} onClose={onClose} />}</Loaded>;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

export interface HeaderDialogsProps {
  /** The user journey use case: with 'code' the guide is titled 'Reward Codes Redemption Guide' (spec §2.8). */
  readonly userJourneyUseCase?: UserJourneyUseCase | null;
}

/**
 * The dialog the header or the footer opened (the root's `dialog`): 'Track Your Order' (spec
 * §2.10), 'Reward Codes Balance Checker' (spec §2.9), the redemption guide (spec §2.8) or 'Raise a
 * Ticket' (spec §1), as an accessible modal
 * (focus moves in and stays in, Escape, Close or a click on the backdrop send UI.CLOSE_DIALOG,
 * focus returns where it was). The body is the flow's own form; below 992 px the balance checker shows a 'Back' button instead of its header (spec §2.9).
 */
export const HeaderDialogs = ({ userJourneyUseCase = null }: HeaderDialogsProps) => {
  const text = useMessages(dialogMessages);
  const root = useRoot();
  const dialog = useSelector(root, (s) => s.context.dialog);
  const redeemGuide = useSpawnedFlow("redeemGuide") ?? undefined;
  const subtitleId = useId();
  // The guide's own use case ('?redeem=code'), else the session's (spec §2.8).
  const guideUseCase = useSelector(redeemGuide, (s) => s?.context.useCase ?? null) ?? userJourneyUseCase;
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (dialog === null) return;
    const panel = panelRef.current;
    const before = panel?.ownerDocument.activeElement;
    panel?.focus();
    return () => {
      if (before instanceof HTMLElement) before.focus();
    };
  }, [dialog]);

  if (dialog === null) return null;
  const close = () => root.send({ type: "UI.CLOSE_DIALOG" });
  const title =
    dialog === "trackOrder"
      ? text.trackOrder
      : dialog === "ticket"
        ? text.ticket
        : dialog === "balanceChecker"
          ? text.balanceChecker
          : guideTitleOf(guideUseCase) === "codesGuide"
            ? text.redeemGuideCodes
            : text.redeemGuide;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
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
      data-testid="header-dialog"
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={dialog === "balanceChecker" ? subtitleId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-dialog={dialog}
      >
        {dialog === "balanceChecker" && (
          <BackBar>
            <button type="button" onClick={close}>
              <span aria-hidden="true">‹</span>
              {text.back}
            </button>
          </BackBar>
        )}
        <Head>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label={text.close} onClick={close}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Head>
        <div>
          {dialog === "redeemGuide" ? (
            <RedeemGuideBody />
          ) : dialog === "ticket" ? (
            <TicketBody onClose={close} />
          ) : dialog === "balanceChecker" ? (
            <BalanceCheckerBody subtitleId={subtitleId} />
          ) : (
            <TrackOrderBody />
          )}
        </div>
      </Panel>
    </Backdrop>
  );
};
