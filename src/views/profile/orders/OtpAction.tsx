/**
 * 'Resend OTP' on an order whose vouchers open only with a one-time code (spec §7.5 'Mail'
 * Resend OTP): a note saying so, the button, and what came of the last send: sent, the server's
 * text, or an error (HTTP 429 shows the spec §8 text as a message).
 */
import type { HistoryOrder } from "@contract/orderHistory";
import type { OrderHistoryContext } from "@machines/orderHistory";
import { fill } from "../../i18n";
import { useFormMessage } from "../../i18n/errors";
import { Note } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import type { OrdersTexts } from "./OrderCard";
import { Actions } from "./styles";

type Send = NonNullable<OrderHistoryContext["otp"]>;

const OtpNote = ({ otp, text }: { readonly otp: Send; readonly text: OrdersTexts }) => {
  const problem = useFormMessage(otp.error, otp.message);
  if (problem !== null)
    return (
      <Note live tone="danger">
        {problem}
      </Note>
    );
  return otp.sent ? (
    <Note live tone="success">
      {fill(text.otpResent, { id: otp.order_id })}
    </Note>
  ) : null;
};

export interface OtpActionProps {
  readonly order: HistoryOrder;
  readonly text: OrdersTexts;
  readonly otp: OrderHistoryContext["otp"];
  readonly sending: boolean;
  readonly onResendOtp: (orderId: number) => void;
}

export const OtpAction = ({ order, text, otp, sending, onResendOtp }: OtpActionProps) => {
  const mine = otp !== null && otp.order_id === order.order_id ? otp : null;
  const busy = sending && mine !== null;
  return (
    <div data-testid="order-otp">
      <p>{text.otpNeeded}</p>
      <Actions>
        <Button
          type="button"
          variant="secondary"
          aria-label={fill(text.resendOtpLabel, { id: order.order_id })}
          disabled={busy}
          onClick={() => onResendOtp(order.order_id)}
        >
          {busy ? text.resending : text.resendOtp}
        </Button>
      </Actions>
      {mine !== null && !sending && <OtpNote otp={mine} text={text} />}
    </div>
  );
};
