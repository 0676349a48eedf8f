/**
 * The storefront's one use of the network: a POST through `fetch` (spec §7.1), as an Effect. It
 * sends cookies ('credentials included'), reads the answer as text, fails with NetworkError when no
 * answer arrives and with Timeout after the given time; interrupting the program aborts the
 * request, so a timed-out or abandoned call is cut off at the server too.
 */
import { NetworkError, Timeout } from "@errors/transport";
import { Context, Duration, Effect } from "effect";

/** The `fetch` calls go through: the page's own unless a test or tool provides another. */
export const Fetch = Context.Reference<typeof globalThis.fetch>("storefront/Fetch", {
  defaultValue: () => (input, init) => globalThis.fetch(input, init),
});

/**
 * The browser's turn: the program goes on in a task of its own (a timer of 0 ms), so the calls a
 * step starts together (the start-up calls, one call per country of a fan-out) each prepare and
 * start their request in a short task instead of all inside the step's task, and the page
 * answers input between them. On a phone a request's start alone takes milliseconds.
 */
export const browserTurn: Effect.Effect<void> = Effect.callback<void>((resume) => {
  const timer = setTimeout(() => resume(Effect.void), 0);
  return Effect.sync(() => clearTimeout(timer));
});

/** An answer of any HTTP status: its status code and its body as text. */
export interface Answer {
  readonly status: number;
  readonly text: string;
}

export interface PostRequest {
  /** Request headers; a later one replaces an earlier one of the same name, whatever its case. */
  readonly headers?: readonly Readonly<Record<string, string>>[];
  readonly body?: string;
  /** Give up after this many milliseconds (spec §7.1, §9: 60000). */
  readonly timeoutMs: number;
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const headersOf = (list: readonly Readonly<Record<string, string>>[]): Headers => {
  const headers = new Headers();
  for (const entries of list) for (const [name, value] of Object.entries(entries)) headers.set(name, value);
  return headers;
};

/** POSTs to `url` and reads the answer; `operation` names the call in its errors. */
export const post = (
  operation: string,
  url: string,
  request: PostRequest,
): Effect.Effect<Answer, NetworkError | Timeout> =>
  Effect.gen(function* () {
    const fetch = yield* Fetch;
    return yield* Effect.tryPromise({
      try: async (signal) => {
        const response = await fetch(url, {
          method: "POST",
          headers: headersOf(request.headers ?? []),
          body: request.body,
          credentials: "include",
          signal,
        });
        return { status: response.status, text: await response.text() };
      },
      catch: (error) => new NetworkError({ operation, reason: reasonOf(error) }),
    });
  }).pipe(
    Effect.timeoutOrElse({
      duration: Duration.millis(request.timeoutMs),
      orElse: () => Effect.fail(new Timeout({ operation, afterMs: request.timeoutMs })),
    }),
  );
