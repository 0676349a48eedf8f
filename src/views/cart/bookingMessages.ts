/**
 * The words of a booking held in a single-item section (spec §3 'Cart', §4: a flight, hotel or
 * topup item), which the cart page and the checkout's order summary show alike; the counts, the
 * stay and the cabins are the hotel and flight pages' own words (their tables).
 */
import { defineMessages } from "../i18n";

export const cartBookingMessages = defineMessages("cartBookings", {
  /** A flight's line; `{route}` is 'DEL → BOM' (one way) or 'DEL ⇄ BOM' (return). */
  flightName: "Flight {route}",
  operatorCircle: "{operator}, {circle}",
  rechargeReference: "Recharge reference {reference}",
});
