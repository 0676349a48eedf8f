/**
 * 'Resend OTP' on an order whose vouchers open only with a one-time code (spec §7.5 'Mail'
 * Resend OTP): a note saying so, the button, and what came of the last send: sent, the server's
 * text, or an error (HTTP 429 shows the spec §8 text as a message).
 */
import type { HistoryOrder } from "@contract/orderHistory";
import type { OrderHistoryContext } from "@machines/orderHistory";
import { fill } from "../../i18n";
import { Button } from "../../ui/Button";
import type { OrdersTexts } from "./OrderCard";
import { SentNote } from "./SentNote";
import { Actions } from "./styles";

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
      {mine !== null && !sending && <SentNote send={mine} sentText={text.otpResent} />}
    </div>
  );
};
