/**
 * Voucher orders (spec §7.6): the payment split is checked against the user's balances and the
 * reward codes' balances, debited, and either completed at once or sent to the hosted card
 * payment page of the order currency (spec §9). One idempotency key makes one order.
 */

import { createHash } from "node:crypto";
import { FilterGroups } from "@contract/catalogue";
import {
  type CreatedOrder,
  GatewayDisabledProducts,
  TransactionStatuses,
  type VoucherOrder,
} from "@contract/orders";
import { trimmedAddress } from "@domain/address";
import { providerTakes } from "@domain/providers";
import { orderTypeOfGroups } from "@domain/trackOrder";
import { isValidEmail } from "@domain/validation";
import { ok, type Refused, refused } from "../../core/answers";
import { inLanguage } from "../../core/language";
import { type Db, type HandlerContext, HttpFailure } from "../../core/module";
import { addressRefusal } from "../site/addressHandlers";
import {
  convertMinor,
  decimalsOf,
  formatMinor,
  fromMinor,
  isSettled,
  pointsFor,
  toMinor,
} from "../site/money";
import { isMilesProduct, keepMemberId, memberIdLine, memberIdTexts } from "./miles";
import { type Priced, type PricedOrderLine, priceLine } from "./pricing";
import {
  type CodeRow,
  clearOrderedCartLines,
  codeStatusFor,
  findCode,
  findOrderByIdempotencyKey,
  findPayment,
  findUser,
  gatewayFor,
  isGatewayName,
  isoDate,
  type OrderRow,
  parseUsedBy,
  placedOn,
  requestFingerprint,
  settleSectionBookings,
  siteHeaderOf,
} from "./store";
import { type OrderTextTable, orderTextsIn } from "./texts";

export type OrderAnswer = { readonly success: 1; readonly data: CreatedOrder } | Refused;

/** The hosted payment page of an order (served by the gateway routes). */
export const paymentPageUrl = (origin: string, gateway: string, key: string): string =>
  `${origin}/gateway/${gateway}/pay/${encodeURIComponent(key)}`;

/** What the create, no-pay and repeat calls answer about an order. */
export const createdOrder = (db: Db, origin: string, order: OrderRow): CreatedOrder => {
  const payment = findPayment(db, order.id);
  const status =
    order.status === TransactionStatuses.success
      ? TransactionStatuses.success
      : order.status === TransactionStatuses.failed
        ? TransactionStatuses.failed
        : TransactionStatuses.pending;
  return {
    order_id: order.id,
    order_key: order.order_key,
    status,
    // A provider's page is reached through its payment token (src/contract/providers.ts).
    redirect_url:
      payment !== undefined && status === TransactionStatuses.pending && isGatewayName(payment.gateway)
        ? paymentPageUrl(origin, payment.gateway, payment.payment_key)
        : null,
    gateway: payment === undefined ? null : gatewayFor(order.currency),
    gateway_amount: fromMinor(order.gateway_minor, order.currency),
    currency_code: order.currency,
  };
};

const amountError = (amount: number, currency: string): string =>
  amount * 10 ** decimalsOf(currency) > Number.MAX_SAFE_INTEGER
    ? `${amount} ${currency} is not a valid amount: it is larger than any price in this store.`
    : decimalsOf(currency) === 0
      ? `${currency} amounts have no decimals: ${amount} is not a valid amount.`
      : `${currency} amounts have at most 2 decimals: ${amount} is not a valid amount.`;

interface CodeDebit {
  readonly code: CodeRow;
  /** In the order currency. */
  readonly amountMinor: number;
  /** In the code's currency. */
  readonly debitMinor: number;
}

type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const checkCodes = (
  ctx: HandlerContext,
  order: VoucherOrder,
  store: string,
  currency: string,
): Checked<{ debits: CodeDebit[]; totalMinor: number }> => {
  const texts = orderTextsIn(ctx.language);
  const seen = new Set<string>();
  const debits: CodeDebit[] = [];
  let totalMinor = 0;
  const today = isoDate(ctx.now());
  for (const applied of order.payment.applied_codes) {
    const text = applied.code.trim().replace(/-/g, "").toUpperCase();
    if (seen.has(text)) return { ok: false, message: texts.codeTwice(text) };
    seen.add(text);
    const amountMinor = toMinor(applied.amount, currency);
    if (amountMinor === undefined) return { ok: false, message: amountError(applied.amount, currency) };
    if (amountMinor === 0) continue;
    const code = findCode(ctx.db, text);
    if (code === undefined) return { ok: false, message: texts.codeInvalid(text) };
    if (code.site !== store) {
      return { ok: false, message: texts.codeOtherStore(text) };
    }
    if (code.status !== 1 && code.status !== 7) {
      return { ok: false, message: texts.codeInactive(text) };
    }
    if (code.expiry_date < today) return { ok: false, message: texts.codeExpired(text) };
    const debitMinor = convertMinor(
      amountMinor,
      { currency, decimals: decimalsOf(currency) },
      { currency: code.currency, decimals: decimalsOf(code.currency) },
    );
    if (debitMinor === undefined) {
      return { ok: false, message: texts.codeCurrency(text, currency) };
    }
    if (debitMinor > code.remain_minor) {
      return { ok: false, message: texts.codeBalance(text) };
    }
    debits.push({ code, amountMinor, debitMinor });
    totalMinor += amountMinor;
  }
  return { ok: true, value: { debits, totalMinor } };
};

/** Who an idempotency key belongs to: the logged-in user, else the guest's e-mail address. */
const buyerOf = (ctx: HandlerContext, order: VoucherOrder): string =>
  ctx.session === null
    ? `guest:${order.checkoutUser.email.trim().toLowerCase()}`
    : `user:${ctx.session.userId}`;

/** The request's fingerprint: a repeat must carry the same order to be answered with the first one. */
const fingerprintOf = (order: VoucherOrder): string =>
  createHash("sha256").update(JSON.stringify(order)).digest("hex");

/**
 * The store the request is for: the logged-in user's site, else the `x-site` header (the same
 * header applyVoucher reads), else marketplace. The body's `site` only names where the payment
 * callback returns, and must be that store.
 */
const storeOf = (ctx: HandlerContext, order: VoucherOrder): Checked<string> => {
  const named = siteHeaderOf(ctx);
  const store = placedOn(ctx);
  if (ctx.session !== null && named !== undefined && named !== store) {
    return { ok: false, message: `Your account belongs to the ${store} store, not ${named}.` };
  }
  if (order.site !== store) {
    return { ok: false, message: `This order names the store ${order.site}, but it is placed on ${store}.` };
  }
  return { ok: true, value: store };
};

/** The address a merchandise order is delivered to, with its country; null for an order without merchandise. */
const deliveryCheck = (
  texts: OrderTextTable,
  db: Db,
  lines: readonly PricedOrderLine[],
  order: VoucherOrder,
): Checked<(ReturnType<typeof trimmedAddress> & { readonly country: string }) | null> => {
  const merchandise = lines.filter((line) => line.filterGroupId === FilterGroups.merchandise);
  if (merchandise.length === 0) return { ok: true, value: null };
  const ids = merchandise.map((line) => line.productId);
  const countries = db
    .prepare(
      `SELECT DISTINCT c.iso_code_2 FROM products p JOIN countries c ON c.country_id = p.country_id
        WHERE p.product_id IN (${ids.map(() => "?").join(", ")})`,
    )
    .all(...ids) as { iso_code_2: string }[];
  const [country] = countries;
  if (country === undefined || countries.length > 1) {
    return { ok: false, message: texts.oneCountry };
  }
  const refusal = addressRefusal(db, order.delivery_address, country.iso_code_2);
  if (refusal !== null || order.delivery_address === undefined) {
    return { ok: false, message: refusal ?? texts.addressNeeded };
  }
  return { ok: true, value: { ...trimmedAddress(order.delivery_address), country: country.iso_code_2 } };
};

/**
 * What another kind of order adds to a voucher order: an experience order prices its one line
 * from the booking (not the catalogue's denominations), has its own type, and records its booking
 * in the order's transaction.
 */
export interface OrderHooks {
  /** Prices a line instead of the catalogue, or undefined to leave it to the catalogue. */
  readonly priceLine?: (
    line: VoucherOrder["cart"][number],
    currency: string,
  ) => Priced<PricedOrderLine> | undefined;
  /** The order's type instead of the one its lines' families give. */
  readonly type?: string;
  /** Runs inside the order's transaction once the order and its lines are inserted. */
  readonly recorded?: (orderId: number) => void;
}

/** Creates (or, for a known idempotency key of the same buyer and order, answers) a voucher order. */
export const createVoucherOrder = (
  ctx: HandlerContext,
  order: VoucherOrder,
  hooks: OrderHooks = {},
): OrderAnswer => {
  const { db } = ctx;
  const texts = orderTextsIn(ctx.language);
  const email = order.checkoutUser.email.trim();
  // spec §5 e-mail check: every order can be tracked by its contact.
  if (ctx.session === null && !isValidEmail(email)) {
    return refused(texts.guestEmail);
  }
  const scopedKey = `${buyerOf(ctx, order)}\n${order.idempotency_key}`;
  const fingerprint = fingerprintOf(order);
  const repeat = findOrderByIdempotencyKey(db, scopedKey);
  if (repeat !== undefined) {
    if (requestFingerprint(db, repeat.id) !== fingerprint) {
      throw new HttpFailure(
        409,
        refused("This idempotency key was already used for a different order: start a new checkout."),
      );
    }
    return ok(createdOrder(db, ctx.config.origin, repeat));
  }

  const store = storeOf(ctx, order);
  if (!store.ok) return refused(store.message);

  const currencies = new Set(order.cart.map((line) => line.currency_code));
  const [currency] = [...currencies];
  if (currency === undefined || currencies.size > 1) return refused(texts.oneCurrency);
  if (!isSettled(currency)) return refused(texts.currencyNotSettled(currency));

  let totalMinor = 0;
  const lines: PricedOrderLine[] = [];
  const buyer = {
    userId: ctx.session?.userId ?? null,
    site: store.value,
    now: ctx.now(),
    language: ctx.language,
  };
  for (const line of order.cart) {
    if (toMinor(line.price, currency) === undefined) return refused(amountError(line.price, currency));
    const priced = hooks.priceLine?.(line, currency) ?? priceLine(db, line, currency, buyer);
    if (!priced.ok) return refused(priced.message);
    // A booking is charged once: one order names it once.
    const { reference, filterGroupId, name } = priced.value;
    if (
      reference !== undefined &&
      lines.some((other) => other.reference === reference && other.filterGroupId === filterGroupId)
    ) {
      return refused(texts.twice(name));
    }
    lines.push(priced.value);
    totalMinor += priced.value.totalMinor;
  }
  if (!Number.isSafeInteger(totalMinor)) return refused(texts.totalTooLarge);

  // spec §3 Order: merchandise is delivered, so its order carries an address in its country.
  const address = deliveryCheck(texts, db, lines, order);
  if (!address.ok) return refused(address.message);

  const split = order.payment;
  const parts = { points: split.points, gcb: split.gcb, tokens: split.tokens, gateway: split.gateway_amount };
  const minor = { points: 0, gcb: 0, tokens: 0, gateway: 0 };
  for (const key of ["points", "gcb", "tokens", "gateway"] as const) {
    const value = toMinor(parts[key], currency);
    if (value === undefined) return refused(amountError(parts[key], currency));
    minor[key] = value;
  }

  // spec §9: the payment gateway is disabled for products 50866 and 51270.
  const blocked = lines.find((line) =>
    (GatewayDisabledProducts as readonly number[]).includes(line.productId),
  );
  if (blocked !== undefined && minor.gateway > 0) {
    return refused(texts.gatewayDisabled(blocked.productId));
  }

  // spec §7.6: a provider named by the order takes the gateway amount, in a currency it takes.
  if (order.provider !== undefined) {
    if (minor.gateway === 0) return refused(texts.noProviderNeeded);
    if (!providerTakes(order.provider, currency)) {
      return refused(texts.providerCurrency(order.provider, currency));
    }
  }

  // spec §3 Order: the member id of the cart's miles product, checked with its airline again.
  const member =
    order.memberId === undefined
      ? undefined
      : memberIdLine(
          db,
          order.memberId,
          lines.map((line) => line.productId),
          ctx.language,
        );
  if (member !== undefined && !member.ok) return refused(member.message);
  // A miles product is credited to a member: an order without the member id is refused.
  if (member === undefined && lines.some((line) => isMilesProduct(db, line.productId))) {
    return refused(inLanguage(memberIdTexts, ctx.language).missing);
  }

  const codes = checkCodes(ctx, order, store.value, currency);
  if (!codes.ok) return refused(codes.message);

  const paid = minor.points + minor.gcb + minor.tokens + codes.value.totalMinor + minor.gateway;
  if (paid !== totalMinor) {
    return refused(texts.splitMismatch(formatMinor(paid, currency), formatMinor(totalMinor, currency)));
  }

  const usesBalances = minor.points + minor.gcb + minor.tokens > 0;
  const user = ctx.session === null ? undefined : findUser(db, ctx.session.userId);
  if (usesBalances && user === undefined) {
    return refused(texts.logInForBalances);
  }
  const from = { currency, decimals: decimalsOf(currency) };
  const debit = { points: 0, gcb: 0, tokens: 0 };
  if (user !== undefined) {
    // Points count in hundredths of a point; one point is worth the site's pointsConversionFactor
    // in the points currency (the value getPoints reports).
    const points = pointsFor(
      convertMinor(minor.points, from, { currency: user.points_currency, decimals: 2 }),
      user.point_value,
    );
    const gcbTo = { currency: user.gcb_currency, decimals: decimalsOf(user.gcb_currency) };
    // Tokens are valued in the currency of the gift-card balance.
    const gcb = convertMinor(minor.gcb, from, gcbTo);
    const tokens = convertMinor(minor.tokens, from, gcbTo);
    if (points === undefined || gcb === undefined || tokens === undefined) {
      return refused(texts.balancesCurrency(currency));
    }
    if (points > user.points_hundredths) return refused(texts.pointsShort);
    if (gcb > user.gcb_minor) return refused(texts.gcbShort);
    if (tokens > user.tokens_minor) return refused(texts.tokensShort);
    debit.points = points;
    debit.gcb = gcb;
    debit.tokens = tokens;
  }

  const now = ctx.now();
  const key = ctx.newToken();
  const status = minor.gateway > 0 ? TransactionStatuses.pending : TransactionStatuses.success;
  const identifier = user?.email ?? email;
  const language = ctx.header("Content-Language")?.trim() || "en";
  const type = hooks.type ?? orderTypeOfGroups(lines.map((line) => line.filterGroupId));

  const orderId = db.transaction((): number => {
    const inserted = db
      .prepare(
        `INSERT INTO shop_orders (order_key, idempotency_key, site, user_id, type, status, currency, total_minor,
           points_minor, gcb_minor, tokens_minor, codes_minor, gateway_minor, points_debit, gcb_debit,
           tokens_debit, language, primary_identifier, first_name, last_name, email, alternative_email, mobile,
           mobile_code, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'email', ?, ?, ?, NULL, ?, ?, ?, ?)`,
      )
      .run(
        key,
        scopedKey,
        store.value,
        user?.id ?? null,
        type,
        status,
        currency,
        totalMinor,
        minor.points,
        minor.gcb,
        minor.tokens,
        codes.value.totalMinor,
        minor.gateway,
        debit.points,
        debit.gcb,
        debit.tokens,
        language,
        order.checkoutUser.firstname.trim(),
        order.checkoutUser.lastname.trim(),
        email,
        order.checkoutUser.phone.replace(/\D/g, ""),
        order.checkoutUser.phone_code.replace(/\D/g, ""),
        now,
        now,
      );
    const id = Number(inserted.lastInsertRowid);
    const insertLine = db.prepare(
      `INSERT INTO shop_order_lines (order_id, position, product_id, name, quantity, price_minor, filter_group_id,
         reference)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    // An order line keeps the unit price it was charged (spec §7.4 final_price), the price its
    // details and status page show.
    lines.forEach((line, position) => {
      insertLine.run(
        id,
        position,
        line.productId,
        line.name,
        line.quantity,
        line.chargeMinor,
        line.filterGroupId,
        line.reference ?? null,
      );
    });
    db.prepare("INSERT INTO order_requests (order_id, fingerprint) VALUES (?, ?)").run(id, fingerprint);
    if (member?.ok === true && order.memberId !== undefined)
      keepMemberId(db, id, member.productId, order.memberId);
    if (address.value !== null) {
      const a = address.value;
      db.prepare(
        `INSERT INTO shop_order_addresses (order_id, full_name, address_line1, address_line2, state_id, city_id,
           postal_code, country_code) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        a.full_name,
        a.address_line1,
        a.address_line2,
        Number(a.delivery_state_id),
        Number(a.delivery_city_id),
        a.postal_code,
        a.country,
      );
    }
    if (user !== undefined) {
      db.prepare(
        `UPDATE users SET points_hundredths = points_hundredths - ?,
           redeemed_points_hundredths = redeemed_points_hundredths + ?,
           gcb_minor = gcb_minor - ?, tokens_minor = tokens_minor - ? WHERE id = ?`,
      ).run(debit.points, debit.points, debit.gcb, debit.tokens, user.id);
    }
    for (const entry of codes.value.debits) {
      const usedBy = [...parseUsedBy(entry.code.used_by), identifier];
      const remain = entry.code.remain_minor - entry.debitMinor;
      db.prepare("UPDATE reward_codes SET remain_minor = ?, status = ?, used_by = ? WHERE code = ?").run(
        remain,
        codeStatusFor(entry.code, remain, usedBy),
        JSON.stringify(usedBy),
        entry.code.code,
      );
      db.prepare(
        `INSERT INTO shop_order_codes (order_id, code, amount_minor, debit_minor, identifier)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(id, entry.code.code, entry.amountMinor, entry.debitMinor, identifier);
    }
    hooks.recorded?.(id);
    if (status === TransactionStatuses.success) {
      clearOrderedCartLines(db, { id, user_id: user?.id ?? null });
      settleSectionBookings(db, id, "paid", now);
    }
    if (minor.gateway > 0) {
      db.prepare(
        "INSERT INTO gateway_payments (payment_key, order_id, gateway, amount_minor, currency) VALUES (?, ?, ?, ?, ?)",
      ).run(key, id, order.provider ?? gatewayFor(currency), minor.gateway, currency);
    }
    return id;
  })();

  const created = db.prepare("SELECT * FROM shop_orders WHERE id = ?").get(orderId) as OrderRow;
  return ok(createdOrder(db, ctx.config.origin, created));
};
