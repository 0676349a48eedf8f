/**
 * The simulated hosted payment page, one renderer for the card gateway and every payment
 * provider (spec §1 Ways to pay): merchant, order and amount, the outcome once recorded, and the
 * buttons Pay, Decline and Cancel, each a form posting `action=pay|decline|cancel`.
 */

import type { PaymentOutcome } from "@contract/orders";
import type { Hono } from "hono";
import type { AppEnv, Db, ServerConfig } from "../../core/module";
import { findSite } from "../site/lookup";
import { formatMinor } from "../site/money";
import { recordOutcome } from "./payments";
import { asOutcome, type OrderRow, type PaymentRow } from "./store";

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) =>
    ch === "&" ? "&amp;" : ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : ch === '"' ? "&quot;" : "&#39;",
  );

const ACTIONS: Readonly<Record<string, PaymentOutcome>> = {
  pay: "success",
  decline: "failed",
  cancel: "cancelled",
};

/** The outcome a posted form chose, or undefined for anything but pay, decline or cancel. */
export const chosenOutcome = (form: Readonly<Record<string, unknown>>): PaymentOutcome | undefined =>
  typeof form.action === "string" ? ACTIONS[form.action] : undefined;

/** The answer to a form with another action. */
export const UNKNOWN_ACTION = "Unknown action: use pay, decline or cancel.";

const OUTCOME_TEXTS: Readonly<Record<PaymentOutcome, string>> = {
  success: "This payment has been made.",
  failed: "This payment was declined.",
  cancelled: "This payment was cancelled.",
};

/** The page for a payment key or token that names no payment. */
export const PAYMENT_NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment not found</title></head><body><main><h1>Payment not found</h1><p>This payment link is not valid.</p></main></body></html>`;

/** How one kind of hosted page presents itself. */
export interface HostedPageLook {
  /** The document title's first part, e.g. 'Card payment'. */
  readonly title: string;
  readonly heading: string;
  /** The line under the buttons that says nothing is charged. */
  readonly note: string;
  /** Whether the currency has a row of its own. */
  readonly currencyRow: boolean;
  readonly background: string;
  readonly accent: string;
  readonly muted: string;
}

export const hostedPaymentPage = (
  db: Db,
  look: HostedPageLook,
  payment: PaymentRow,
  order: OrderRow,
): string => {
  const merchant = escapeHtml(findSite(db, order.site)?.company_name ?? order.site);
  const amount = escapeHtml(formatMinor(payment.amount_minor, payment.currency));
  const outcome = asOutcome(payment.outcome);
  const button = (action: string, label: string) =>
    `<form method="post"><input type="hidden" name="action" value="${action}"><button type="submit" class="${action}">${label}</button></form>`;
  const currency = look.currencyRow
    ? `\n  <dt>Currency</dt><dd data-testid="currency">${escapeHtml(payment.currency)}</dd>`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(look.title)} - ${merchant}</title>
<style>
  body { font-family: system-ui, sans-serif; background: ${look.background}; margin: 0; padding: 32px 16px; color: #111827; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px;
         box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
  h1 { font-size: 20px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: ${look.muted}; } dd { margin: 0; font-weight: 600; }
  .amount { font-size: 24px; }
  .actions { display: flex; gap: 8px; } form { flex: 1; margin: 0; }
  button { width: 100%; padding: 12px; border-radius: 8px; border: 1px solid #d1d5db; font-size: 16px; cursor: pointer; }
  .pay { background: ${look.accent}; color: #fff; border-color: ${look.accent}; }
  .decline { background: #fff; color: #b91c1c; } .cancel { background: #fff; color: #374151; }
  .note { color: ${look.muted}; font-size: 13px; margin-top: 16px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(look.heading)}</h1>
<dl>
  <dt>Merchant</dt><dd data-testid="merchant">${merchant}</dd>
  <dt>Order</dt><dd data-testid="order">#${order.id}</dd>
  <dt>Amount</dt><dd class="amount" data-testid="amount">${amount}</dd>${currency}
</dl>
${outcome === null ? "" : `<p data-testid="outcome">${OUTCOME_TEXTS[outcome]}</p>`}
<div class="actions">
${button("pay", "Pay")}
${button("decline", "Decline")}
${button("cancel", "Cancel")}
</div>
<p class="note">${escapeHtml(look.note)}</p>
</main>
</body>
</html>`;
};

/** A payment a hosted page opens, with its order and the look of the page that shows it. */
export interface HostedPayment {
  readonly payment: PaymentRow;
  readonly order: OrderRow;
  readonly look: HostedPageLook;
}

/** What one kind of hosted page (the card gateway, a payment provider) brings to its two routes. */
export interface HostedPageKind<F extends HostedPayment> {
  /** The page's path, naming its kind `:kind` and its reference `:ref`. */
  readonly path: string;
  /** The payment `ref` opens on page kind `kind`, if any. */
  readonly lookUp: (db: Db, kind: string, ref: string) => F | undefined;
  /** Where the shopper goes back to once the outcome is recorded. */
  readonly returnUrl: (origin: string, found: F, outcome: PaymentOutcome) => string;
}

/**
 * The two routes of a hosted page: GET shows it; POST action=pay|decline|cancel records the
 * outcome once (a repeat keeps the first) and answers 303 to the storefront's callback.
 */
export const hostedPageRoutes = <F extends HostedPayment>(
  app: Hono<AppEnv>,
  deps: { db: Db; config: ServerConfig; now: () => number },
  page: HostedPageKind<F>,
): void => {
  app.get(page.path, (c) => {
    const found = page.lookUp(deps.db, c.req.param("kind") ?? "", c.req.param("ref") ?? "");
    if (found === undefined) return c.html(PAYMENT_NOT_FOUND_PAGE, 404);
    return c.html(hostedPaymentPage(deps.db, found.look, found.payment, found.order));
  });

  app.post(page.path, async (c) => {
    const found = page.lookUp(deps.db, c.req.param("kind") ?? "", c.req.param("ref") ?? "");
    if (found === undefined) return c.html(PAYMENT_NOT_FOUND_PAGE, 404);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const chosen = chosenOutcome(form);
    if (chosen === undefined) return c.text(UNKNOWN_ACTION, 400);
    const key = found.payment.payment_key;
    const recorded = asOutcome(recordOutcome(deps.db, key, chosen, deps.now())?.outcome ?? null) ?? chosen;
    return c.redirect(page.returnUrl(deps.config.origin, found, recorded), 303);
  });
};
