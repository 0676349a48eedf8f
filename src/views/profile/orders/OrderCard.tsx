/**
 * One order of the history (spec §3 Order, §4 'Transaction status codes', §5 'Masking', §7.5
 * 'Resend voucher'): its date, id, status in words and colour, items, amounts split over what
 * paid them, its vouchers (masked until revealed, then copied), 'Resend voucher', 'Resend OTP'
 * when its vouchers need a one-time code (./OtpAction.tsx), and a link to track it.
 */
import type { HistoryOrder } from "@contract/orderHistory";
import { formatMoney } from "@domain/money";
import { maskedVoucherCode, orderStatusOf, voucherKeyOf } from "@domain/orderHistory";
import { formatOrderInstant, paymentPartText } from "@domain/orderView";
import { isFreeOrder, orderTotalOf, paymentPartsOf } from "@domain/paymentView";
import type { OrderHistoryContext } from "@machines/orderHistory";
import { Fragment } from "react";
import { Link } from "wouter";
import { FlightBookingLine } from "../../flights/BookingLine";
import { fill } from "../../i18n";
import { usePlural } from "../../i18n/plural";
import { Note } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import type { ordersMessages } from "./messages";
import { OtpAction } from "./OtpAction";
import { SentNote } from "./SentNote";
import { Actions, Card, Split, Status, Voucher } from "./styles";

export type OrdersTexts = (typeof ordersMessages)["en"];

export interface OrderCardProps {
  readonly order: HistoryOrder;
  readonly text: OrdersTexts;
  readonly locale: string;
  readonly trackHref: string;
  readonly revealed: readonly string[];
  readonly copy: OrderHistoryContext["copy"];
  readonly resend: OrderHistoryContext["resend"];
  readonly sending: boolean;
  readonly otp: OrderHistoryContext["otp"];
  readonly sendingOtp: boolean;
  readonly onResendOtp: (orderId: number) => void;
  readonly onReveal: (key: string) => void;
  readonly onCopy: (key: string) => void;
  readonly onResend: (orderId: number) => void;
}

export const OrderCard = ({
  order,
  text,
  locale,
  trackHref,
  revealed,
  copy,
  resend,
  sending,
  otp,
  sendingOtp,
  onResendOtp,
  onReveal,
  onCopy,
  onResend,
}: OrderCardProps) => {
  const count = usePlural();
  const status = orderStatusOf(order.status);
  const total = orderTotalOf(order.amounts);
  const titleId = `order-${order.order_id}`;
  const mine = resend !== null && resend.order_id === order.order_id ? resend : null;
  return (
    <Card aria-labelledby={titleId} data-testid={`order-${order.order_id}`}>
      <header>
        <h3 id={titleId}>{fill(text.order, { id: order.order_id })}</h3>
        <Status data-tone={status.tone}>
          {status.word === "success"
            ? text.statusSuccess
            : status.word === "pending"
              ? text.statusPending
              : text.statusFailed}
        </Status>
      </header>
      <p>{fill(text.orderedOn, { date: formatOrderInstant(order.ordered_at, locale, false) })}</p>
      {order.flight !== undefined && order.flight !== null ? (
        <FlightBookingLine booking={order.flight} />
      ) : null}
      <div>
        <h4>{text.items}</h4>
        <ul>
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines are told apart by their place
            <li key={index}>
              {fill(text.itemLine, { name: item.name, quantity: item.quantity })}
              {/* An experience's booking: its day, time slot and guests. */}
              {item.experience_date !== undefined && (
                <small data-testid="order-booking">
                  {" "}
                  {[
                    fill(text.bookedDate, { date: item.experience_date }),
                    item.experience_slot === undefined
                      ? null
                      : fill(text.bookedTime, { time: item.experience_slot }),
                    item.guests === undefined ? null : fill(text.bookedGuests, { guests: item.guests }),
                  ]
                    .filter((part) => part !== null)
                    .join(" · ")}
                </small>
              )}
            </li>
          ))}
        </ul>
      </div>
      {order.hotel !== undefined && (
        <div>
          <h4>{text.hotelBooking}</h4>
          <ul>
            <li>
              {order.hotel.hotel_name}, {order.hotel.room_name}
            </li>
            <li>
              {fill(text.hotelStay, {
                checkIn: order.hotel.check_in,
                checkOut: order.hotel.check_out,
                nights: count(text.nights, order.hotel.nights),
                rooms: count(text.rooms, order.hotel.rooms),
              })}
            </li>
          </ul>
        </div>
      )}
      {isFreeOrder(order.amounts) ? (
        // Nothing was paid with anything: the order says it was free, not 'Paid with ₹0.00'.
        <Split data-testid="order-free">
          <dt>{text.total}</dt>
          <dd>{text.free}</dd>
        </Split>
      ) : (
        <div>
          <h4>{text.paidWith}</h4>
          <Split>
            {paymentPartsOf(order.amounts).map((part) => (
              <Fragment key={part.source}>
                <dt>{paymentPartText(part.source, text)}</dt>
                <dd>{formatMoney(part.amount, locale)}</dd>
              </Fragment>
            ))}
            {total !== null && (
              <>
                <dt>{text.total}</dt>
                <dd>{formatMoney(total, locale)}</dd>
              </>
            )}
          </Split>
        </div>
      )}
      {order.vouchers.length > 0 && (
        <div>
          <h4>{text.vouchers}</h4>
          <ul>
            {order.vouchers.map((voucher, index) => {
              const key = voucherKeyOf(order.order_id, index);
              const shown = revealed.includes(key);
              const copied = copy !== null && copy.key === key ? copy.copied : null;
              return (
                <Voucher key={key}>
                  <span>{fill(text.voucherFor, { name: voucher.name, date: voucher.expiry_date })}</span>
                  <code data-testid="voucher-code">
                    {shown ? voucher.voucher_code : maskedVoucherCode(voucher.voucher_code)}
                  </code>
                  {/* One button in one place: it reveals, then copies, so the keyboard focus stays on it. */}
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={fill(shown ? text.copyLabel : text.revealLabel, { name: voucher.name })}
                    onClick={() => (shown ? onCopy(key) : onReveal(key))}
                  >
                    {shown ? text.copy : text.reveal}
                  </Button>
                  {copied !== null && (
                    <Note live tone={copied ? "success" : "danger"}>
                      {copied ? text.copied : text.copyFailed}
                    </Note>
                  )}
                </Voucher>
              );
            })}
          </ul>
        </div>
      )}
      <Actions>
        {order.vouchers.length > 0 && (
          <Button
            type="button"
            variant="secondary"
            aria-label={fill(text.resendLabel, { id: order.order_id })}
            disabled={sending && mine !== null}
            onClick={() => onResend(order.order_id)}
          >
            {sending && mine !== null ? text.resending : text.resend}
          </Button>
        )}
        <Link href={trackHref}>{fill(text.track, { id: order.order_id })}</Link>
      </Actions>
      {mine !== null && !sending && <SentNote send={mine} sentText={text.resent} />}
      {order.voucher_otp === true && (
        <OtpAction order={order} text={text} otp={otp} sending={sendingOtp} onResendOtp={onResendOtp} />
      )}
    </Card>
  );
};
