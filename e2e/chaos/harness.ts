/**
 * The chaos harness: for every call of a journey, each fault in turn (HTTP 503, 500, 429, a
 * dropped connection, an 8 s delay), injected for this test's visitor address only (the
 * reference API's `/__faults` with `client`). Each cell drives the journey through the UI with
 * the fault on and checks that the catalogue text or a Retry shows (or, where spec §8 says the
 * failure is silent, that the page falls back and still works), that the cart is unchanged,
 * then clears the fault, recovers through the page (Retry pressed with the keyboard, or the step
 * done again, without a reload) and checks that the journey completes and nothing was done twice
 * (no second order, line, debit or recharge). Every cell is recorded as a `chaos-cell` annotation; e2e/chaos/reporter.ts prints the
 * table. A new journey is a `Journey` and a file that runs it with `chaosJourney`.
 */
import {
  type APIRequestContext,
  acceptCookies,
  expect,
  type Locator,
  type Page,
  signIn,
  test,
} from "../fixtures";

export interface Fault {
  readonly name: string;
  readonly rule: {
    readonly status?: 429 | 500 | 503;
    readonly drop?: boolean;
    readonly latencyMs?: number;
    readonly times?: number;
  };
}

/** The faults of every cell, in the table's column order. The delay applies to one call only. */
export const FAULTS: readonly Fault[] = [
  { name: "503", rule: { status: 503 } },
  { name: "500", rule: { status: 500 } },
  { name: "429", rule: { status: 429 } },
  { name: "drop", rule: { drop: true } },
  { name: "delay 8s", rule: { latencyMs: 8000, times: 1 } },
];

/** What a cell saw with the fault on. */
export type Shown = "retry" | "text" | "done";

const isShown = (value: unknown): value is Shown => value === "retry" || value === "text" || value === "done";

export interface CellRecord {
  readonly journey: string;
  readonly call: string;
  readonly fault: string;
  /** e.g. 'retry → done', 'text → done', 'fallback → done', 'slow → done'. */
  readonly outcome: string;
  readonly ok: boolean;
  readonly detail?: string;
}

export interface Step {
  readonly page: Page;
  /** The test's own calls of the reference API (the fault controls, the checks). */
  readonly request: APIRequestContext;
  /** A fresh guest e-mail address per cell: the orders of a cell are counted by it. */
  readonly email: string;
}

/**
 * What a step's work leaves (the units of a line in the cart, the points, the recharges in the
 * cart), read before the step and once it completed: it must have changed by `by`, however often
 * the call was sent.
 */
export interface Tally {
  /** What is counted, for the table: e.g. 'gift cards in the cart'. */
  readonly what: string;
  readonly read: (step: Step) => Promise<number>;
  readonly by: number;
}

export interface ChaosCall {
  /** The operation name the reference API knows the call by. */
  readonly op: string;
  /**
   * Mutating calls with an idempotency key lose the answer after the server handled them (the
   * rule's `after`) for these faults: the hardest case for "no order twice".
   */
  readonly afterFor?: readonly string[];
  /** Brings the page to the step before the call, without faults. */
  readonly prepare: (step: Step) => Promise<void>;
  /**
   * Makes the call through the UI, with the fault on. A step whose answer shows only briefly (the
   * cart's 2 s toast) watches for it itself and says what it saw.
   */
  readonly drive: (step: Step) => Promise<unknown>;
  /** What shows when the step succeeded (the journey completed). */
  readonly done: (page: Page) => Locator;
  /** What spec §8 shows for a failure that is silent (a fallback or empty results), if any. */
  readonly silent?: (page: Page) => Locator;
  /** Does the step again once the fault cleared, when the page offers no Retry (not a reload). */
  readonly again: (step: Step) => Promise<void>;
  /**
   * What the header's cart says after the step completes: unchanged when absent; "more" after an
   * add; "user" after a sign-in (the signed-in user's cart, the same after every cell).
   */
  readonly cartAfter?: "more" | "user";
  /** Whether the step places an order: exactly one per cell. */
  readonly orders?: boolean;
  /** What the step's work must leave, once (one unit added, one debit, one recharge). */
  readonly tally?: Tally;
  /** The demo user this call's test signs in as, instead of the journey's. */
  readonly user?: { readonly email: string; readonly name: string };
}

export interface Journey {
  readonly name: string;
  /** A demo user to sign in first (each file its own user, so files share no cart). */
  readonly user?: { readonly email: string; readonly name: string };
  readonly calls: readonly ChaosCall[];
}

export const OBSERVE_MS = 20_000;
/** How long a cell waits for its faulted call to answer before judging what the page shows. */
const ANSWER_MS = 10_000;

/** The Retry of any failed-load notice (src/views/shell/LoadFailed.tsx) or of the product page. */
export const retryOf = (page: Page): Locator =>
  page.locator('[data-testid$="-failed-retry"]').or(page.getByRole("button", { name: "Retry", exact: true }));

/** A catalogue text shown as an alert or toast. */
const alertOf = (page: Page): Locator =>
  page.locator('[role="alert"]:not(:empty), [data-testid="checkout-toast"], [data-testid="cart-toast"]');

/** The header's cart link names the count (spec §2.4): the cart's fingerprint; null off the storefront (the gateway). */
export const cartLabel = async (page: Page): Promise<string | null> => {
  const link = page.getByTestId("cart-link").first();
  if ((await link.count()) === 0) return null;
  return link.getAttribute("aria-label", { timeout: 5_000 });
};

export const signInAs = async (page: Page, email: string, name: string): Promise<void> => {
  await signIn(page, email);
  await expect(page.getByTestId("user-name")).toHaveText(name);
};

/**
 * A call of the fault controls, tried again when the server closed a kept-alive socket under it
 * (ECONNRESET): the controls must not fail a cell.
 */
const control = async (send: () => Promise<unknown>): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await send();
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
};

const ordersOf = async (request: APIRequestContext, email: string): Promise<number> => {
  const answer = await request.get(`/__orders?email=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { count: number }).count;
};

/** Whether a request is a call of `op` (its path ends with the operation's name). */
const isCallOf = (url: string, op: string): boolean => new URL(url).pathname.endsWith(`/${op}`);

/**
 * Resolves once the page has had the answer (or the dropped connection) of its first call of `op`
 * and has drawn the frames after it; gives up after ANSWER_MS when the step makes no such call. A
 * page may show the step's result before a failing call answers (a start-up call that runs after
 * the points show): judging what shows before that would count a failure still on its way as done.
 */
const answerOf = (page: Page, op: string): Promise<void> => {
  const options = {
    predicate: (request: { url(): string }) => isCallOf(request.url(), op),
    timeout: ANSWER_MS,
  };
  return Promise.any([
    page.waitForEvent("requestfinished", options),
    page.waitForEvent("requestfailed", options),
  ])
    .then(() =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 50);
          }),
      ),
    )
    .catch(() => undefined);
};

const firstVisible = async (
  candidates: readonly (readonly [Shown | "silent", Locator])[],
  withinMs: number = OBSERVE_MS,
): Promise<Shown | "silent" | null> => {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    for (const [name, locator] of candidates) {
      if (await locator.first().isVisible()) return name;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return null;
};

/** One cell: the call under one fault, through the UI, then recovery once it clears. */
const runCell = async (
  page: Page,
  request: APIRequestContext,
  client: string,
  journey: Journey,
  call: ChaosCall,
  fault: Fault,
  index: number,
  userCart: { label: string | null },
): Promise<CellRecord> => {
  const email = `chaos-${call.op.toLowerCase()}-${index}-${Date.now()}@example.com`;
  const step: Step = { page, request, email };
  const base = { journey: journey.name, call: call.op, fault: fault.name };
  const clear = () => control(() => request.delete(`/__faults?client=${client}`));
  await clear();
  await call.prepare(step);
  const cartBefore = await cartLabel(page);
  const tallyBefore = call.tally === undefined ? 0 : await call.tally.read(step);
  const started = Date.now();
  const after = call.afterFor?.includes(fault.name) === true;
  const rule = { operation: call.op, client, ...fault.rule, ...(after ? { after: true } : {}) };
  await control(() => request.post("/__faults", { data: rule }));
  try {
    // The delay's answer comes 8 s later: what shows meanwhile is judged as slow, not waited for.
    const answered = fault.rule.latencyMs === undefined ? answerOf(page, call.op) : Promise.resolve();
    const sawItself = await call.drive(step);
    if (!isShown(sawItself)) await answered;
    const candidates: (readonly [Shown | "silent", Locator])[] = [
      ["retry", retryOf(page)],
      ["text", alertOf(page)],
    ];
    if (call.silent !== undefined) candidates.push(["silent", call.silent(page)]);
    candidates.push(["done", call.done(page)]);
    const seen = isShown(sawItself) ? sawItself : await firstVisible(candidates);
    if (seen === null)
      return { ...base, outcome: "nothing shown", ok: false, detail: "no text, Retry or page" };
    // The cart is what it was while the fault is on (a failed fetch shows its notice, not an empty cart).
    if (call.cartAfter === undefined && seen !== "done" && cartBefore !== null) {
      const during = await cartLabel(page);
      if (during !== null && during !== cartBefore && during !== "Cart") {
        return { ...base, outcome: `${seen}: cart changed`, ok: false, detail: `${cartBefore} → ${during}` };
      }
    }
    await clear();
    // A failure still on its way to the page (a dropped connection, a start-up still running)
    // shows its Retry a moment later: wait for it, or for the page to complete on its own.
    const settledOn =
      seen === "done"
        ? "done"
        : await firstVisible(
            [
              ["retry", retryOf(page)],
              ["done", call.done(page)],
            ],
            5_000,
          );
    const retry = retryOf(page).first();
    let how: string;
    if (seen === "done") how = fault.name === "delay 8s" ? "slow" : "fallback";
    else how = seen === "silent" ? "fallback" : seen;
    if (await retry.isVisible()) {
      // Keyboard reachable: focused and pressed with Enter.
      await retry.focus();
      await page.keyboard.press("Enter");
      how = "retry";
    } else if (seen !== "done" && settledOn !== "done") {
      await call.again(step);
    }
    await expect(call.done(page).first()).toBeVisible({ timeout: OBSERVE_MS });
    await expect(page.locator('[data-testid$="-failed"]')).toHaveCount(0, { timeout: OBSERVE_MS });
    // The cart as it was (a signed-in user's arrives at the end of the start-up: waited for).
    const expected = call.cartAfter === "user" ? userCart.label : cartBefore;
    if (call.cartAfter !== "more" && expected !== null) {
      // Off the storefront (the gateway's page) there is no header to read: nothing to compare.
      const settled = await expect
        .poll(async () => (await cartLabel(page)) ?? expected, { timeout: 10_000 })
        .toBe(expected)
        .then(() => true)
        .catch(() => false);
      if (!settled) {
        const now = await cartLabel(page);
        return { ...base, outcome: `${how} → cart changed`, ok: false, detail: `${expected} → ${now}` };
      }
    }
    if (call.orders === true) {
      const orders = await ordersOf(request, email);
      if (orders !== 1) return { ...base, outcome: `${how} → ${orders} orders`, ok: false };
    }
    if (call.tally !== undefined) {
      const change = (await call.tally.read(step)) - tallyBefore;
      if (change !== call.tally.by) {
        const detail = `expected ${call.tally.by}`;
        return { ...base, outcome: `${how} → ${change} ${call.tally.what}`, ok: false, detail };
      }
    }
    console.log(`${journey.name} / ${call.op} × ${fault.name}: ${how} in ${Date.now() - started} ms`);
    return { ...base, outcome: `${how} → done`, ok: true };
  } catch (error) {
    const detail = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { ...base, outcome: "did not complete", ok: false, detail };
  } finally {
    await clear();
  }
};

/**
 * A test per call of `journey`; its five cells run in turn on one page. The tests of a journey
 * run side by side: each is its own visitor, and a test that signs in uses a user no other test
 * changes the cart of.
 */
export const chaosJourney = (journey: Journey): void => {
  test.describe(`chaos: ${journey.name}`, () => {
    test.describe.configure({ mode: "parallel", timeout: 240_000 });
    test.beforeEach(acceptCookies);
    for (const call of journey.calls) {
      test(`${call.op}: 503, 500, 429, drop, delay`, async ({
        page,
        request,
        extraHTTPHeaders,
      }, testInfo) => {
        const client = extraHTTPHeaders?.["x-forwarded-for"] ?? "";
        expect(client).not.toBe("");
        const user = call.user ?? journey.user;
        if (user !== undefined) await signInAs(page, user.email, user.name);
        const cells: CellRecord[] = [];
        const userCart: { label: string | null } = { label: null };
        for (const [index, fault] of FAULTS.entries()) {
          const cell = await runCell(page, request, client, journey, call, fault, index, userCart);
          cells.push(cell);
          testInfo.annotations.push({ type: "chaos-cell", description: JSON.stringify(cell) });
        }
        expect(cells.filter((cell) => !cell.ok)).toEqual([]);
      });
    }
  });
};
