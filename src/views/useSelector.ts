/**
 * `useSelector(actor, selector, compare?)`: a view's reading of an actor's snapshot, with the
 * signature of the hook of that name in XState's React binding (`@xstate/react`, which the
 * storefront does not use) and one difference: when React renders a change.
 *
 * A change the shopper causes (a key, a click: the browser is dispatching an event) renders at
 * once, as it must for a typed field to keep its caret. A change that arrives on its own (an
 * answer, a timer) renders in a transition: React renders it in slices and lets the browser
 * handle input between them, where `useSyncExternalStore` renders every change in one blocking
 * task. On a phone a start-up answer can re-render most of the page (a tenth of a second and
 * more), and those tasks were what kept the page from answering the shopper while it loaded.
 *
 * Between two renders of such a change a view may read a newer snapshot than its siblings did;
 * each view then renders again with the snapshot it was told of, so what is shown settles on the
 * actor's latest snapshot.
 */
import { startTransition, useEffect, useReducer, useRef } from "react";
import type { AnyActorRef } from "xstate";

type Readable = Pick<AnyActorRef, "subscribe" | "getSnapshot">;
type SnapshotOf<TActor> = TActor extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined;

const same = <T>(a: T, b: T): boolean => a === b;

/** Events of the shopper's own that are not UI events (a field's value, a form). */
const INPUT_EVENTS: ReadonlySet<string> = new Set([
  "input",
  "beforeinput",
  "change",
  "submit",
  "reset",
  "select",
]);

/**
 * Whether the browser is dispatching an event of the shopper's (a key, a pointer, a field's
 * input): a change it causes renders at once. Other events the page runs in (a message, a load)
 * are not the shopper's.
 */
export const causedByTheShopper = (
  event: Event | undefined = typeof window === "undefined" ? undefined : window.event,
): boolean =>
  event !== undefined &&
  ((typeof UIEvent !== "undefined" && event instanceof UIEvent) || INPUT_EVENTS.has(event.type));

/** A snapshot that holds an error is thrown, for the nearest error boundary (as XState's binding does). */
const readSnapshot = <TActor extends Readable | undefined>(actor: TActor): SnapshotOf<TActor> => {
  const snapshot: SnapshotOf<TActor> = actor?.getSnapshot();
  if (
    typeof snapshot === "object" &&
    snapshot !== null &&
    "status" in snapshot &&
    snapshot.status === "error" &&
    "error" in snapshot
  ) {
    throw snapshot.error;
  }
  return snapshot;
};

export const useSelector = <TActor extends Readable | undefined, T>(
  actor: TActor,
  selector: (snapshot: SnapshotOf<TActor>) => T,
  compare: (a: T, b: T) => boolean = same,
): T => {
  const [, changed] = useReducer((count: number) => count + 1, 0);
  const snapshot = readSnapshot(actor);
  /** What the last committed render showed, and the selector and comparison it was given. */
  const shown = useRef<{
    readonly snapshot: SnapshotOf<TActor>;
    readonly selected: T;
    readonly selector: (snapshot: SnapshotOf<TActor>) => T;
    readonly compare: (a: T, b: T) => boolean;
  } | null>(null);
  const previous = shown.current;
  let selected: T;
  if (previous !== null && previous.snapshot === snapshot) selected = previous.selected;
  else {
    const next = selector(snapshot);
    selected = previous !== null && compare(previous.selected, next) ? previous.selected : next;
  }
  useEffect(() => {
    shown.current = { snapshot, selected, selector, compare };
  });

  useEffect(() => {
    if (actor === undefined) return;
    const check = () => {
      const current = shown.current;
      // Written by the effect above, which runs first.
      if (current === null) return;
      let next: T;
      try {
        next = current.selector(readSnapshot(actor));
      } catch {
        // An error snapshot, or a selector that throws on it: render, and let the render throw it.
        changed();
        return;
      }
      if (current.compare(current.selected, next)) return;
      if (causedByTheShopper()) changed();
      else startTransition(changed);
    };
    const subscription = actor.subscribe({ next: check, error: check });
    // A change between the render and this subscription.
    check();
    return () => subscription.unsubscribe();
  }, [actor]);

  return selected;
};
