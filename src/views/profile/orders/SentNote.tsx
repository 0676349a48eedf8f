import type { OrderHistoryContext } from "@machines/orderHistory";
import { fill } from "../../i18n";
import { useFormMessage } from "../../i18n/errors";
import { Note } from "../../ui/Alert";

/** What came of the last mail sent for an order: sent (`sentText`), the server's text, or an error. */
export const SentNote = ({
  send,
  sentText,
}: {
  readonly send: NonNullable<OrderHistoryContext["resend"]>;
  readonly sentText: string;
}) => {
  const problem = useFormMessage(send.error, send.message);
  if (problem !== null)
    return (
      <Note live tone="danger">
        {problem}
      </Note>
    );
  return send.sent ? (
    <Note live tone="success">
      {fill(sentText, { id: send.order_id })}
    </Note>
  ) : null;
};
