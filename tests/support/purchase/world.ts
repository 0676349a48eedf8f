/**
 * The real side of the purchase property: the storefront's actor system (the root with live
 * effects, the recorder attached) of a signed-in shopper against the reference API in the same
 * process, one page load at a time. A placed order leaves the page (the hosted payment page, or
 * the status page loaded afresh), so the next page is a new system with its own recorder; each
 * is handed to whoever keeps the counterexample's logs as the page starts.
 */
import type { StorefrontSystem } from "@app/system";
import { getProduct, type ProductDetail } from "@contract/catalogue";
import { type CheckoutState, splitOf } from "@domain/checkoutState";
import type { Recorder } from "@eventlog/recorder";
import type { CartEvent } from "@machines/cart";
import type { CheckoutEvent } from "@machines/checkout";
import { type AnyActorRef, waitFor } from "xstate";
import { type ReferenceApi, settle, startReferenceApi } from "../harness";
import { startLiveSystem } from "../liveSystem";

/** Nina Kapoor (docs/demo-data.md): INR points and gift-card balance, an empty cart. */
export const SHOPPER = { userId: 10, email: "nina@demo.example" } as const;

/** How long one step of the machines may take against the in-process API. */
const STEP_TIMEOUT_MS = 5_000;

/** A line as the cart and the API both name it: product, face value (major units), quantity. */
export interface LineFacts {
  readonly productId: number;
  readonly price: number;
  readonly quantity: number;
}

/** The stored balances the property accounts for, in integer units. */
export interface StoredBalances {
  /** Hundredths of a point. */
  readonly points: number;
  /** Minor units of the gift-card balance's currency (INR). */
  readonly gcb: number;
  /** Each reward code's remaining balance, in its minor units. */
  readonly codes: Readonly<Record<string, number>>;
}

/** What the orders of the shopper record: their debits, and how many there are. */
export interface OrderLedger {
  readonly orders: number;
  /** The debits of the orders that still hold them (not failed and given back). */
  readonly points: number;
  readonly gcb: number;
  readonly codes: Readonly<Record<string, number>>;
  /** Idempotency keys used by more than one order. */
  readonly repeatedKeys: number;
}

/** The last order of the shopper as stored. */
export interface StoredOrder {
  readonly id: number;
  readonly status: number;
  readonly total: number;
  readonly points: number;
  readonly gcb: number;
  readonly codes: number;
  readonly gateway: number;
}

interface CheckoutSnapshot {
  readonly context: CheckoutState & {
    readonly order: {
      readonly order_id: number;
      readonly order_key: string;
      readonly redirect_url: string | null;
    } | null;
  };
  matches(value: unknown): boolean;
  hasTag(tag: string): boolean;
}

interface CartSnapshot {
  readonly context: { readonly vouchers: readonly LineFacts[] };
  hasTag(tag: string): boolean;
}

/** Where a page load starts: the checkout, or the page the payment returns to. */
export type Arrival =
  | { readonly kind: "checkout" }
  | { readonly kind: "callback"; readonly orderId: number; readonly orderKey: string }
  | { readonly kind: "status"; readonly orderId: number; readonly orderKey: string };

export class PurchaseWorld {
  /** The page the shopper is on: one system per page load. */
  private page: { readonly system: StorefrontSystem } | undefined;

  private constructor(
    readonly api: ReferenceApi,
    readonly products: ReadonlyMap<number, ProductDetail>,
    private readonly onPage: (recorder: Recorder) => void,
  ) {}

  /**
   * A fresh reference API (faults on) and the catalogue's products the property buys; `onPage`
   * hears each page's recorder as the page starts.
   */
  static async start(
    productIds: readonly number[],
    onPage: (recorder: Recorder) => void = () => {},
  ): Promise<PurchaseWorld> {
    const api = await startReferenceApi();
    const products = new Map<number, ProductDetail>();
    for (const id of productIds) {
      const answer = (await api.call(getProduct, { product_id: id })).data?.data.getProduct;
      if (answer?.success !== 1) throw new Error(`no product ${id}`);
      products.set(id, answer.data);
    }
    return new PurchaseWorld(api, products, onPage);
  }

  async close(): Promise<void> {
    this.page?.system.root.stop();
    this.page = undefined;
    await this.api.close();
  }

  product(id: number): ProductDetail {
    const product = this.products.get(id);
    if (product === undefined) throw new Error(`product ${id} not loaded`);
    return product;
  }

  /** Loads a page (the previous one is left) and brings the shopper to checkout on it. */
  async arrive(arrival: Arrival): Promise<void> {
    this.page?.system.root.stop();
    const { pathname, search } =
      arrival.kind === "checkout"
        ? { pathname: "/marketplace/checkout", search: "" }
        : arrival.kind === "callback"
          ? {
              pathname: "/marketplace/payment-callback",
              search: `?order_id=${arrival.orderId}&key=${encodeURIComponent(arrival.orderKey)}`,
            }
          : {
              pathname: `/marketplace/payment-status/voucher/${arrival.orderId}/${encodeURIComponent(arrival.orderKey)}`,
              search: "",
            };
    const system = await startLiveSystem(this.api, pathname, this.api.openSession(SHOPPER.userId), {
      search,
      salt: "purchase-property",
    });
    this.onPage(system.recorder);
    this.page = { system };
    await waitFor(this.actor("session"), (s) => s.hasTag("startedUp"), { timeout: STEP_TIMEOUT_MS });
    if (arrival.kind !== "checkout") {
      // The payment pages start the payment flow with the order of their URL (spec §2.3, §4).
      system.root.send({ type: "FLOW.START", flow: "payment" });
      this.actor("payment").send(
        arrival.kind === "callback"
          ? {
              type: "PAYMENT.CALLBACK",
              orderId: arrival.orderId,
              orderKey: arrival.orderKey,
              sitePrefix: "/marketplace",
            }
          : {
              type: "PAYMENT.SHOW",
              orderId: arrival.orderId,
              orderKey: arrival.orderKey,
              orderType: "voucher",
            },
      );
      await waitFor(
        this.actor("payment"),
        (s: { matches(v: string): boolean }) =>
          s.matches("shown") || s.matches("failed") || s.matches("refused"),
        { timeout: STEP_TIMEOUT_MS },
      );
    }
    // The shopper goes (back) to checkout: the flow spawns and opens (spec §4 'Opening checkout').
    system.root.send({ type: "FLOW.START", flow: "checkout" });
    this.actor("checkout").send({ type: "CHECKOUT.OPEN", sitePrefix: "/marketplace" });
    await waitFor(
      this.actor("checkout"),
      (s: CheckoutSnapshot) =>
        s.context.idempotencyKey !== null &&
        s.context.wallet.points !== null &&
        s.context.wallet.gcb !== null,
      { timeout: STEP_TIMEOUT_MS },
    );
    await this.idle();
  }

  actor(id: string): AnyActorRef {
    const actor = this.page?.system.root.system.get(id);
    if (actor === undefined) throw new Error(`no actor ${id} on this page`);
    return actor;
  }

  checkout(): CheckoutSnapshot {
    return this.actor("checkout").getSnapshot() as CheckoutSnapshot;
  }

  cart(): CartSnapshot {
    return this.actor("cart").getSnapshot() as CartSnapshot;
  }

  /** The cart's lines as the cart flow holds them. */
  cartLines(): readonly LineFacts[] {
    return this.cart().context.vouchers.map(({ productId, price, quantity }) => ({
      productId,
      price,
      quantity,
    }));
  }

  /** The lines the checkout pays, as it last heard them from the cart. */
  checkoutLines(): readonly LineFacts[] {
    return this.checkout().context.lines.map(({ productId, price, quantity }) => ({
      productId,
      price,
      quantity,
    }));
  }

  /** The amount due of the checkout's split now, in minor units; null when there is no split. */
  amountDue(): number | null {
    const split = splitOf(this.checkout().context);
    return split.ok ? split.value.amountDue.amount : null;
  }

  /** Waits until no call of the cart or the checkout is in flight and every answer has landed. */
  async idle(): Promise<void> {
    await waitFor(this.actor("cart"), (s: CartSnapshot) => !s.hasTag("busy"), { timeout: STEP_TIMEOUT_MS });
    await waitFor(
      this.actor("checkout"),
      (s: CheckoutSnapshot) =>
        !s.hasTag("applying") && !s.hasTag("loadingRates") && !s.matches({ order: "placing" }),
      { timeout: STEP_TIMEOUT_MS },
    );
    for (let i = 0; i < 3; i++) await settle();
  }

  /** Sends `event` to the cart and waits for the flows to be idle again. */
  async sendCart(event: CartEvent): Promise<void> {
    this.actor("cart").send(event);
    await settle();
    await this.idle();
  }

  /** Sends `event` to the checkout and waits for the flows to be idle again. */
  async sendCheckout(event: CheckoutEvent): Promise<void> {
    this.actor("checkout").send(event);
    await settle();
    await this.idle();
  }

  /** A rule of the API's fault injection (docs/reference-api.md 'Fault injection'). */
  async fault(rule: Record<string, unknown>): Promise<void> {
    const response = await fetch(`${this.api.host}/__faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(rule),
    });
    if (!response.ok) throw new Error(`fault refused: ${await response.text()}`);
  }

  async clearFaults(): Promise<void> {
    await fetch(`${this.api.host}/__faults`, { method: "DELETE" });
  }

  /** The shopper's choice on the hosted card page of `redirectUrl` (the gateway's own form). */
  async answerGateway(redirectUrl: string, action: "pay" | "decline" | "cancel"): Promise<void> {
    const path = new URL(redirectUrl).pathname;
    const response = await this.api.app.hono.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action }).toString(),
    });
    if (response.status !== 303) throw new Error(`the gateway page answered ${response.status}`);
  }

  /** Orders of the shopper as the test server counts them by buyer (`/__orders`). */
  async orderCount(): Promise<number> {
    const response = await fetch(`${this.api.host}/__orders?email=${encodeURIComponent(SHOPPER.email)}`);
    const body = (await response.json()) as { readonly count: number };
    return body.count;
  }

  /** The shopper's balances and the codes' remaining balances, as stored. */
  balances(codes: readonly string[]): StoredBalances {
    const stored = this.api.balances(SHOPPER.userId);
    const remaining: Record<string, number> = {};
    for (const code of codes) remaining[code] = this.api.codeState(code.replace(/-/g, "")).remain_minor;
    return { points: stored.points_hundredths, gcb: stored.gcb_minor, codes: remaining };
  }

  /** What the shopper's orders record: debits still held, order and key counts. */
  ledger(codes: readonly string[]): OrderLedger {
    const db = this.api.db;
    const held = db
      .prepare(
        `SELECT COUNT(*) AS orders, COALESCE(SUM(CASE WHEN balances_restored = 0 THEN points_debit ELSE 0 END), 0) AS points,
           COALESCE(SUM(CASE WHEN balances_restored = 0 THEN gcb_debit ELSE 0 END), 0) AS gcb
         FROM shop_orders WHERE user_id = ?`,
      )
      .get(SHOPPER.userId) as { orders: number; points: number; gcb: number };
    const byCode: Record<string, number> = {};
    for (const code of codes) {
      const row = db
        .prepare(
          `SELECT COALESCE(SUM(c.debit_minor), 0) AS debit FROM shop_order_codes c JOIN shop_orders o ON o.id = c.order_id
            WHERE c.code = ? AND o.balances_restored = 0`,
        )
        .get(code.replace(/-/g, "")) as { debit: number };
      byCode[code] = row.debit;
    }
    const repeated = db
      .prepare(
        "SELECT COUNT(*) AS n FROM (SELECT idempotency_key FROM shop_orders WHERE idempotency_key IS NOT NULL GROUP BY idempotency_key HAVING COUNT(*) > 1)",
      )
      .get() as { n: number };
    return {
      orders: held.orders,
      points: held.points,
      gcb: held.gcb,
      codes: byCode,
      repeatedKeys: repeated.n,
    };
  }

  /** The shopper's newest order, as stored. */
  lastOrder(): StoredOrder | undefined {
    return this.api.db
      .prepare(
        `SELECT id, status, total_minor AS total, points_minor AS points, gcb_minor AS gcb, codes_minor AS codes,
           gateway_minor AS gateway FROM shop_orders WHERE user_id = ? ORDER BY id DESC LIMIT 1`,
      )
      .get(SHOPPER.userId) as StoredOrder | undefined;
  }

  /** The products of an order's lines. */
  orderProducts(orderId: number): readonly number[] {
    const rows = this.api.db
      .prepare("SELECT product_id FROM shop_order_lines WHERE order_id = ?")
      .all(orderId) as { product_id: number }[];
    return rows.map((row) => row.product_id);
  }

  /** The shopper's cart lines as the API keeps them. */
  storedCart(): readonly LineFacts[] {
    const rows = this.api.db
      .prepare("SELECT product_id, denomination, quantity FROM cart_lines WHERE user_id = ? ORDER BY id")
      .all(SHOPPER.userId) as Parameters<typeof storedLineOf>[0][];
    return rows.map(storedLineOf);
  }
}

/** A stored cart line's product, face value and quantity. */
const storedLineOf = (row: {
  readonly product_id: number;
  readonly denomination: string;
  readonly quantity: number;
}): LineFacts => ({
  productId: row.product_id,
  price: Number(row.denomination.split(" ")[1]),
  quantity: row.quantity,
});
