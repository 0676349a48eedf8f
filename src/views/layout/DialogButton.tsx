import type { HeaderDialog } from "@machines/root";
import type { ReactNode } from "react";
import { useRoot } from "../system";

/**
 * An item of the header's or the footer's links that opens one of the site's dialogs ('Track
 * Order', 'Check reward code Balance', 'How to Redeem?', 'Raise a Ticket', spec §2.4): it asks the
 * root, which shows the dialog.
 */
export const DialogButton = ({
  dialog,
  children,
}: {
  readonly dialog: HeaderDialog;
  readonly children: ReactNode;
}) => {
  const root = useRoot();
  return (
    <button type="button" onClick={() => root.send({ type: "UI.OPEN_DIALOG", dialog })}>
      {children}
    </button>
  );
};
