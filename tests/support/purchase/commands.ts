/**
 * The commands of the purchase property: what a signed-in shopper does from the cart to the
 * payment (spec §4 Cart actions, 'Order and payment preferences', §5 Reward code, §7.6), each
 * sent to the real flows and predicted on the model, the invariants checked after each.
 */
import { rewardCodeEntry } from "@domain/checkout";
import fc from "fast-check";
import { expect } from "vitest";
import { cartBefore, checkInvariants, checkNoLineLost, type LinesTaken } from "./invariants";
import {
  type Balance,
  CODES,
  type Code,
  debit,
  newPage,
  orderPaid,
  PRODUCTS,
  type Prediction,
  type PurchaseModel,
  predict,
} from "./model";
import type { PurchaseWorld, StoredBalances } from "./world";

/** The real side: the world, the balances it started with, and the order last placed. */
export interface PurchaseReal {
  readonly world: PurchaseWorld;
  readonly start: StoredBalances;
  placed: { readonly orderId: number; readonly orderKey: string; readonly redirectUrl: string | null } | null;
}

type PurchaseCommand = fc.AsyncCommand<PurchaseModel, PurchaseReal>;

const isShopping = (m: Readonly<PurchaseModel>): boolean => m.phase.kind === "shopping";

const pick = <T>(items: readonly T[], index: number): T | undefined => items[index % items.length];

abstract class Step implements PurchaseCommand {
  /** What this step may take out of the cart. */
  readonly takes: LinesTaken = "nothing";
  abstract check(m: Readonly<PurchaseModel>): boolean;
  abstract act(m: PurchaseModel, r: PurchaseReal): Promise<void>;
  abstract toString(): string;
  async run(m: PurchaseModel, r: PurchaseReal): Promise<void> {
    const before = cartBefore(r.world);
    await this.act(m, r);
    checkNoLineLost(before, r.world, this.takes);
    await checkInvariants(m, r.world, r.start);
  }
}

/** CART.ADD from a product page: a new line, or none when the same face value is in the cart (spec §4). */
export class AddLine extends Step {
  constructor(
    readonly product: number,
    readonly face: number,
    readonly quantity: number,
  ) {
    super();
  }
  check = isShopping;
  private choice() {
    const product = pick(PRODUCTS, this.product) ?? PRODUCTS[0];
    return { productId: product.id, price: pick(product.faces, this.face) ?? product.faces[0] };
  }
  async act(m: PurchaseModel, r: PurchaseReal): Promise<void> {
    const { productId, price } = this.choice();
    await r.world.sendCart({
      type: "CART.ADD",
      product: r.world.product(productId),
      price,
      quantity: this.quantity,
      point: 0,
      baseConversionValue: 1,
    });
    if (m.lines.some((line) => line.productId === productId && line.price === price)) return;
    m.lines.push({ productId, price, quantity: this.quantity });
    m.stored.push({ productId, price, quantity: this.quantity });
  }
  toString(): string {
    const { productId, price } = this.choice();
    return `add ${productId}@${price}×${this.quantity}`;
  }
}

/** CART.UPDATE: the quantity of a line (spec §4 UPDATE_CART). */
export class SetQuantity extends Step {
  constructor(
    readonly line: number,
    readonly quantity: number,
  ) {
    super();
  }
  check = (m: Readonly<PurchaseModel>) => isShopping(m) && m.lines.length > 0;
  async act(m: PurchaseModel, r: PurchaseReal): Promise<void> {
    const line = pick(m.lines, this.line);
    if (line === undefined) return;
    const key = { productId: line.productId, price: line.price };
    await r.world.sendCart({
      type: "CART.UPDATE",
      key: { ...key, currency: "INR" },
      quantity: this.quantity,
    });
    for (const lines of [m.lines, m.stored]) {
      const index = lines.findIndex((l) => l.productId === key.productId && l.price === key.price);
      const found = lines[index];
      if (found !== undefined) lines[index] = { ...found, quantity: this.quantity };
    }
  }
  toString = () => `quantity of line ${this.line} to ${this.quantity}`;
}

/** CART.REMOVE: a line goes (spec §4 REMOVE_CART). */
export class RemoveLine extends Step {
  override readonly takes = "one line";
  constructor(readonly line: number) {
    super();
  }
  check = (m: Readonly<PurchaseModel>) => isShopping(m) && m.lines.length > 0;
  async act(m: PurchaseModel, r: PurchaseReal): Promise<void> {
    const line = pick(m.lines, this.line);
    if (line === undefined) return;
    await r.world.sendCart({
      type: "CART.REMOVE",
      key: { productId: line.productId, price: line.price, currency: "INR" },
    });
    const other = (l: { productId: number; price: number }) =>
      l.productId !== line.productId || l.price !== line.price;
    m.lines = m.lines.filter(other);
    m.stored = m.stored.filter(other);
  }
  toString = () => `remove line ${this.line}`;
}

/**
 * A reward code typed and applied (spec §5, §7.6 applyVoucher): applied with its balance when the
 * cart has lines, it is not applied yet and something is left on it; otherwise nothing changes.
 */
export class ApplyCode extends Step {
  constructor(readonly code: Code) {
    super();
  }
  check = isShopping;
  async act(m: PurchaseModel, r: PurchaseReal): Promise<void> {
    await r.world.sendCheckout({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry(this.code) });
    await r.world.sendCheckout({ type: "CHECKOUT.APPLY_CODE" });
    const remaining = m.balances.codes[this.code] ?? 0;
    if (m.lines.length === 0 || m.applied.some((a) => a.code === this.code) || remaining <= 0) return;
    m.preferences.push(m.applied.length);
    m.applied.push({ code: this.code, remaining });
  }
  toString = () => `apply ${this.code}`;
}

/** An applied code taken off: its index leaves the preference order, higher ones shift down (spec §4). */
export class RemoveCode extends Step {
  constructor(readonly index: number) {
    super();
  }
  check = (m: Readonly<PurchaseModel>) => isShopping(m) && m.applied.length > 0;
  async act(m: PurchaseModel, r: PurchaseReal): Promise<void> {
    const index = this.index % m.applied.length;
    await r.world.sendCheckout({ type: "CHECKOUT.REMOVE_CODE", index });
    m.applied = m.applied.filter((_, i) => i !== index);
    m.preferences = m.preferences
      .filter((entry) => entry !== index)
      .map((entry) => (typeof entry === "number" && entry > index ? entry - 1 : entry));
  }
  toString = () => `remove code ${this.index}`;
}

/**
 * Points or the gift-card balance turned on or off (spec §4): on only with a balance (spec §6);
 * turning on appends it to the preference order, turning off leaves the order as it is.
 */
export class Toggle extends Step {
  constructor(
    readonly method: Balance,
    readonly on: boolean,
  ) {
    super();
  }
  check = isShopping;
  async act(m: PurchaseModel, r: PurchaseReal): Promise<void> {
    await r.world.sendCheckout({ type: "CHECKOUT.TOGGLE", method: this.method, on: this.on });
    if (this.on && m.pageWallet[this.method] <= 0) return;
    if (this.method === "points") m.usePoints = this.on;
    else m.useGcb = this.on;
    if (this.on && !m.preferences.includes(this.method)) m.preferences.push(this.method);
  }
  toString = () => `${this.method} ${this.on ? "on" : "off"}`;
}

/** What the order call may meet at the API (docs/reference-api.md 'Fault injection'). */
export type OrderFault = "none" | "answerDropped" | "unavailable";

const orderFaultRule: Record<Exclude<OrderFault, "none">, Record<string, unknown>> = {
  // The order is made, then the connection drops: the shopper never hears of it.
  answerDropped: { operation: "voucherCreateOrder", drop: true, after: true, times: 1 },
  // The API answers 503 before making anything.
  unavailable: { operation: "voucherCreateOrder", status: 503, times: 1 },
};

/** The stored order is the one predicted: its total, each source's share, the gateway's amount. */
const expectOrder = (r: PurchaseReal, p: Prediction): void => {
  const order = r.world.lastOrder();
  const codes = Object.values(p.debits.codes).reduce((sum, amount) => sum + (amount ?? 0), 0);
  expect(
    order === undefined
      ? undefined
      : {
          total: order.total,
          points: order.points,
          gcb: order.gcb,
          codes: order.codes,
          gateway: order.gateway,
        },
    "the order as stored",
  ).toEqual({ total: p.total, points: p.debits.points, gcb: p.debits.gcb, codes, gateway: p.due });
};

/** The order call answered: paid in full (the status page loads afresh) or off to the card page. */
const followPlacedOrder = async (m: PurchaseModel, r: PurchaseReal, p: Prediction): Promise<void> => {
  const checkout = r.world.checkout();
  const order = checkout.context.order;
  expect(order, "the order the checkout placed").not.toBeNull();
  if (order === null) return;
  r.placed = { orderId: order.order_id, orderKey: order.order_key, redirectUrl: order.redirect_url };
  m.unpaid = null;
  if (p.due === 0) {
    expect(checkout.matches({ order: "completed" }), "an order paid in full completes").toBe(true);
    orderPaid(m, p);
    await r.world.arrive({ kind: "status", orderId: order.order_id, orderKey: order.order_key });
    newPage(m);
  } else {
    expect(checkout.matches({ order: "redirecting" }), "an amount due goes to the card page").toBe(true);
    m.phase = { kind: "atGateway", order: p };
  }
};

/** Pay (CHECKOUT.PLACE), perhaps meeting a fault on the order call. */
export class Pay extends Step {
  override readonly takes = "ordered lines";
  constructor(readonly fault: OrderFault) {
    super();
  }
  check = isShopping;
  async act(m: PurchaseModel, r: PurchaseReal): Promise<void> {
    if (this.fault !== "none") await r.world.fault(orderFaultRule[this.fault]);
    await r.world.sendCheckout({ type: "CHECKOUT.PLACE" });
    await r.world.clearFaults();
    const p = predict(m);
    // An empty cart places nothing (the page shows what is missing).
    if (p === null) return;
    if (this.fault === "unavailable") {
      expect(r.world.checkout().context.orderError, "the refused order call's error").not.toBeNull();
      return;
    }
    m.orders += 1;
    debit(m, p.debits);
    expectOrder(r, p);
    if (this.fault === "answerDropped") {
      expect(r.world.checkout().matches({ order: "ready" }), "a lost answer leaves the checkout ready").toBe(
        true,
      );
      // The API made the order: one paid in full took the cart's lines with it.
      if (p.due === 0) m.stored = m.stored.filter((line) => !p.products.includes(line.productId));
      m.phase = { kind: "answerLost", order: p };
      return;
    }
    await followPlacedOrder(m, r, p);
  }
  toString = () => (this.fault === "none" ? "pay" : `pay (${this.fault})`);
}

/** Pay again after the answer was lost: the same key answers the order already made. */
export class RetryPay extends Step {
  override readonly takes = "ordered lines";
  check = (m: Readonly<PurchaseModel>) => m.phase.kind === "answerLost";
  async act(m: PurchaseModel, r: PurchaseReal): Promise<void> {
    if (m.phase.kind !== "answerLost" || m.phase.order === null) return;
    const p = m.phase.order;
    await r.world.sendCheckout({ type: "CHECKOUT.PLACE" });
    expectOrder(r, p);
    await followPlacedOrder(m, r, p);
  }
  toString = () => "pay again";
}

/** What the shopper chooses on the hosted card page. */
export type GatewayAction = "pay" | "decline" | "cancel";

/** What the payment status page then says (spec §4 'Payment status', transaction codes). */
const outcomeOf: Record<GatewayAction, string> = { pay: "paid", decline: "declined", cancel: "cancelled" };

/**
 * On the hosted card page: Pay, Decline or Cancel, then back to the storefront's callback page
 * (spec §2.3). A payment made takes its lines out of the cart; one not made gives every balance
 * and code back and keeps the cart. With `earlier`, the shopper had gone back to the storefront
 * and comes to the card page of that earlier order again (its tab, or Forward).
 */
export class AnswerGateway extends Step {
  override readonly takes = "ordered lines";
  constructor(
    readonly action: GatewayAction,
    readonly earlier = false,
  ) {
    super();
  }
  check = (m: Readonly<PurchaseModel>) =>
    this.earlier ? isShopping(m) && m.unpaid !== null : m.phase.kind === "atGateway";
  async act(m: PurchaseModel, r: PurchaseReal): Promise<void> {
    const order = this.earlier ? m.unpaid : m.phase.kind === "atGateway" ? m.phase.order : null;
    if (order === null || r.placed === null || r.placed.redirectUrl === null) return;
    await r.world.answerGateway(r.placed.redirectUrl, this.action);
    if (this.action === "pay") orderPaid(m, order);
    else {
      debit(m, order.debits, -1);
      m.lines = [...m.stored];
    }
    m.unpaid = null;
    await r.world.arrive({ kind: "callback", orderId: r.placed.orderId, orderKey: r.placed.orderKey });
    const outcome = (r.world.actor("payment").getSnapshot() as { context: { outcome: string | null } })
      .context.outcome;
    expect(outcome, "the payment status page's outcome").toBe(outcomeOf[this.action]);
    newPage(m);
  }
  toString = () => `${this.action} at the card gateway${this.earlier ? " (an earlier order)" : ""}`;
}

/**
 * The shopper opens the checkout afresh (a reload, or back from the card page without paying):
 * the page reads the cart and balances as the API keeps them; an order made meanwhile stands
 * (a pending one keeps what it took until it is paid or fails).
 */
export class Reload extends Step {
  override readonly takes = "ordered lines";
  check = () => true;
  async act(m: PurchaseModel, r: PurchaseReal): Promise<void> {
    await r.world.arrive({ kind: "checkout" });
    if (m.phase.kind === "atGateway") m.unpaid = m.phase.order;
    m.lines = [...m.stored];
    newPage(m);
  }
  toString = () => "reload the checkout";
}

/**
 * Every command, with its arguments drawn small. A step that does not apply where the shopper is
 * (paying again with no lost answer, the card page with no order on it) is skipped, so those are
 * drawn more often than the rest to come up when they do apply.
 */
export const purchaseCommands = (maxCommands: number, options: { readonly earlierOrders?: boolean } = {}) =>
  fc.commands<PurchaseModel, PurchaseReal, false>(
    [
      fc.oneof(
        ...(options.earlierOrders === true
          ? [
              {
                weight: 5,
                arbitrary: fc
                  .constantFrom<GatewayAction>("pay", "decline")
                  .map((action): PurchaseCommand => new AnswerGateway(action, true)),
              },
            ]
          : []),
        {
          weight: 4,
          arbitrary: fc
            .tuple(fc.nat(PRODUCTS.length - 1), fc.nat(1), fc.integer({ min: 1, max: 3 }))
            .map(([product, face, quantity]): PurchaseCommand => new AddLine(product, face, quantity)),
        },
        {
          weight: 2,
          arbitrary: fc
            .tuple(fc.nat(3), fc.integer({ min: 1, max: 3 }))
            .map(([line, q]): PurchaseCommand => new SetQuantity(line, q)),
        },
        { weight: 2, arbitrary: fc.nat(3).map((line): PurchaseCommand => new RemoveLine(line)) },
        {
          weight: 3,
          arbitrary: fc.constantFrom(...CODES).map((code): PurchaseCommand => new ApplyCode(code)),
        },
        { weight: 1, arbitrary: fc.nat(2).map((index): PurchaseCommand => new RemoveCode(index)) },
        {
          weight: 3,
          arbitrary: fc
            .tuple(fc.constantFrom<Balance>("points", "gcb"), fc.boolean())
            .map(([method, on]): PurchaseCommand => new Toggle(method, on)),
        },
        {
          weight: 4,
          arbitrary: fc
            .constantFrom<OrderFault>("none", "none", "answerDropped", "unavailable")
            .map((fault): PurchaseCommand => new Pay(fault)),
        },
        { weight: 5, arbitrary: fc.constant<PurchaseCommand>(new RetryPay()) },
        // Going back from the card page is what leaves an earlier order to pay.
        {
          weight: options.earlierOrders === true ? 5 : 1,
          arbitrary: fc.constant<PurchaseCommand>(new Reload()),
        },
        {
          weight: 5,
          arbitrary: fc
            .constantFrom<GatewayAction>("pay", "pay", "decline", "cancel")
            .map((action): PurchaseCommand => new AnswerGateway(action)),
        },
      ),
    ],
    { maxCommands, size: "max" },
  );
