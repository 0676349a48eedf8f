// @vitest-environment happy-dom
/**
 * How a view reads an actor (src/views/useSelector.ts): what it shows is the selected part of
 * the actor's latest snapshot; a change the shopper causes renders at once, a change that arrives
 * on its own (an answer, a timer) renders in a transition, so React can slice it and the page
 * keeps answering input while a phone renders it.
 */
import { causedByTheShopper, useSelector } from "@views/useSelector";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { assign, createActor, setup } from "xstate";
import { mountedRoot } from "../support/dom";

const counter = setup({
  types: {
    context: {} as { count: number; label: string },
    events: {} as { type: "INC" } | { type: "RENAME"; label: string },
  },
}).createMachine({
  context: { count: 0, label: "a" },
  on: {
    INC: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    RENAME: { actions: assign({ label: ({ event }) => event.label }) },
  },
});

type Counter = ReturnType<typeof createActor<typeof counter>>;

let renders = 0;
const Count = ({ actor }: { readonly actor: Counter }) => {
  renders += 1;
  const count = useSelector(actor, (snapshot) => snapshot.context.count);
  return <output>{count}</output>;
};

const flushMicrotasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe("useSelector: a view shows the selected part of the actor's latest snapshot", () => {
  const root = mountedRoot();

  it("renders the snapshot it starts with, and each later change", async () => {
    const actor = createActor(counter).start();
    root.render(<Count actor={actor} />);
    expect(root.container().textContent).toBe("0");
    await act(async () => {
      actor.send({ type: "INC" });
      actor.send({ type: "INC" });
    });
    expect(root.container().textContent).toBe("2");
  });

  it("a change that arrives on its own is rendered in a transition, not in the task that made it", async () => {
    const actor = createActor(counter).start();
    root.render(<Count actor={actor} />);
    // Outside act(), React schedules the update as it would on the page.
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      actor.send({ type: "INC" });
      // A blocking update (useSyncExternalStore's) would be on the page after the microtasks.
      await flushMicrotasks();
      expect(root.container().textContent).toBe("0");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(root.container().textContent).toBe("1");
    } finally {
      globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it("a change to a part the view does not select does not render it again", async () => {
    const actor = createActor(counter).start();
    root.render(<Count actor={actor} />);
    const before = renders;
    await act(async () => actor.send({ type: "RENAME", label: "b" }));
    expect(renders).toBe(before);
    await act(async () => actor.send({ type: "INC" }));
    expect(renders).toBe(before + 1);
  });
});

describe("useSelector: which changes the shopper causes (they render at once)", () => {
  it("a key, a pointer, a focus and a field's input or change are the shopper's", () => {
    expect(causedByTheShopper(new KeyboardEvent("keydown"))).toBe(true);
    expect(causedByTheShopper(new MouseEvent("click"))).toBe(true);
    expect(causedByTheShopper(new FocusEvent("focusin"))).toBe(true);
    expect(causedByTheShopper(new Event("input"))).toBe(true);
    expect(causedByTheShopper(new Event("change"))).toBe(true);
    expect(causedByTheShopper(new Event("submit"))).toBe(true);
  });

  it("no event, a message or a load are not: an answer or a timer renders in a transition", () => {
    expect(causedByTheShopper(undefined)).toBe(false);
    expect(causedByTheShopper(new MessageEvent("message"))).toBe(false);
    expect(causedByTheShopper(new Event("load"))).toBe(false);
    expect(causedByTheShopper(new Event("popstate"))).toBe(false);
  });
});
