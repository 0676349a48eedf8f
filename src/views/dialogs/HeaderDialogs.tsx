import type { UserJourneyUseCase } from "@domain/header";
import { guideTitleOf } from "@domain/redeemGuide";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { useMessages } from "../i18n";
import { useLateFlow, useRoot, useSpawnedFlow } from "../system";
import { Dialog } from "../ui/Dialog";
import { Spinner } from "../ui/Spinner";
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

/** Below 992 px the balance checker's title bar gives way to a 'Back' button (spec §2.9). */
const BackButton = styled.button`
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
`;

const BodyLoader = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
`;

/** What a dialog shows while its form's code or its flow loads. */
const Loading = () => (
  <BodyLoader role="status" aria-live="polite" aria-label={useMessages(dialogMessages).loading}>
    <Spinner />
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

  return (
    <Dialog
      key={dialog}
      title={title}
      closeLabel={text.close}
      onClose={close}
      describedBy={dialog === "balanceChecker" ? subtitleId : undefined}
      phoneHead={
        dialog === "balanceChecker" ? (
          <BackButton type="button" onClick={close}>
            <span aria-hidden="true">‹</span>
            {text.back}
          </BackButton>
        ) : undefined
      }
      data-testid="header-dialog"
      data-dialog={dialog}
    >
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
    </Dialog>
  );
};
