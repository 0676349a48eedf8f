/**
 * What the in-app charts highlight: the states a snapshot's value is in, and the transitions a
 * step took, checked on the real Track Your Order machine (spec §2.10, §4 'Track order') driven
 * through its own events, with its effects settled by test stand-ins.
 */

import {
  activeStateIds,
  chartHighlight,
  descriptorMatches,
  lastEntryOf,
  snapshotValue,
  takenTransitions,
  valueBefore,
} from "@charts/highlight";
import { chartModel } from "@charts/model";
import { chartSvg } from "@charts/svg";
import type { PrimaryIdentifier } from "@contract/orders";
import type { LogEntry } from "@domain/eventlog/format";
import type { Json } from "@domain/eventlog/hash";
import type { ContactInput, TrackOrderCallInput, TrackResult, VerifyOrderInput } from "@domain/trackOrder";
import { authMachine } from "@machines/auth";
import { trackOrderMachine } from "@machines/trackOrder";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { siteSettings } from "../machines/fixtures";

const model = chartModel(trackOrderMachine);
const ids = (list: readonly { readonly id: string }[]) => list.map((t) => t.id);

/** One step of a run: the event the actor took, its state value before and after. */
interface Step {
  readonly type: string;
  readonly before: Json;
  readonly after: Json;
}

/**
 * Runs Track Your Order (spec §4 'Track order': Verify, then Track Now with the e-mail) with
 * verifyOrder answering 'email', the contact check passing and the tracking call left pending,
 * and records every event the actor took with its state value before and after.
 */
const runTrackOrder = async (showCts: boolean): Promise<readonly Step[]> => {
  const steps: Step[] = [];
  let last: Json = null;
  const machine = trackOrderMachine.provide({
    actors: {
      verifyOrder: fromPromise<PrimaryIdentifier, VerifyOrderInput>(async () => "email"),
      checkContact: fromPromise<void, ContactInput>(async () => {}),
      verifyCaptcha: fromPromise<void, { readonly token: string }>(async () => {}),
      trackOrder: fromPromise<TrackResult, TrackOrderCallInput>(() => new Promise<TrackResult>(() => {})),
    },
  });
  const actor = createActor(machine, {
    input: {},
    inspect: (inspection) => {
      if (inspection.type !== "@xstate.snapshot" || inspection.actorRef !== actor) return;
      const after = snapshotValue(JSON.parse(JSON.stringify(inspection.snapshot)));
      if (after === undefined) return;
      steps.push({ type: inspection.event.type, before: last, after });
      last = after;
    },
  });
  actor.start();
  actor.send(siteSettings(showCts));
  actor.send({ type: "DIALOG.OPEN" });
  actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
  actor.send({ type: "TRACK_ORDER.SUBMIT", sitePrefix: "/marketplace" });
  if (showCts) return steps;
  await new Promise((resolve) => setTimeout(resolve, 0));
  actor.send({ type: "TRACK_ORDER.EMAIL", email: "priya@demo.example" });
  actor.send({ type: "TRACK_ORDER.SUBMIT", sitePrefix: "/marketplace" });
  await new Promise((resolve) => setTimeout(resolve, 0));
  actor.stop();
  return steps;
};

const stepOf = (steps: readonly Step[], type: string, nth = 0): Step => {
  const found = steps.filter((s) => s.type === type)[nth];
  if (found === undefined) throw new Error(`no step ${type} #${nth}: ${steps.map((s) => s.type).join(", ")}`);
  return found;
};

const takenIn = (step: Step) =>
  ids(
    takenTransitions(model, activeStateIds(model, step.before), step.type, activeStateIds(model, step.after)),
  );

describe("activeStateIds: a state value as the chart's state ids", () => {
  it("the dialog closed: the parallel root, the form editing and the toast hidden", () => {
    const value = createActor(trackOrderMachine, { input: {} }).getSnapshot().value;
    expect(value).toEqual({ form: "editing", toast: "hidden" });
    expect(activeStateIds(model, value)).toEqual([
      "trackOrder",
      "trackOrder.form",
      "trackOrder.form.editing",
      "trackOrder.toast",
      "trackOrder.toast.hidden",
    ]);
  });

  it("spec §4: with showCts on, Verify shows the captcha first", async () => {
    const steps = await runTrackOrder(true);
    const submit = stepOf(steps, "TRACK_ORDER.SUBMIT");
    expect(submit.after).toEqual({ form: "captcha", toast: "hidden" });
    expect(activeStateIds(model, submit.after)).toEqual([
      "trackOrder",
      "trackOrder.form",
      "trackOrder.form.captcha",
      "trackOrder.toast",
      "trackOrder.toast.hidden",
    ]);
  });

  it("every id it gives is a [data-state] of the machine's SVG chart", async () => {
    const svg = await chartSvg(model);
    for (const value of [
      { form: "editing", toast: "hidden" },
      { form: "tracking", toast: "shown" },
    ]) {
      for (const id of activeStateIds(model, value)) expect(svg).toContain(`data-state="${id}"`);
    }
  });

  it("keys the machine does not have, and values that are no state value, give nothing for them", () => {
    expect(activeStateIds(model, { form: "nowhere", toast: "hidden" })).toEqual([
      "trackOrder",
      "trackOrder.form",
      "trackOrder.toast",
      "trackOrder.toast.hidden",
    ]);
    expect(activeStateIds(model, null)).toEqual([]);
    expect(activeStateIds(model, 3)).toEqual([]);
  });
});

describe("takenTransitions: the transitions of a step", () => {
  it("DIALOG.OPEN takes the root's DIALOG.OPEN (back to the form's first step)", async () => {
    const steps = await runTrackOrder(false);
    expect(takenIn(stepOf(steps, "DIALOG.OPEN"))).toEqual(["trackOrder|DIALOG.OPEN|0"]);
  });

  it("the order id field's text is an internal transition of editing", async () => {
    const steps = await runTrackOrder(false);
    expect(takenIn(stepOf(steps, "TRACK_ORDER.ORDER_ID"))).toEqual([
      "trackOrder.form.editing|TRACK_ORDER.ORDER_ID|0",
    ]);
  });

  it("Verify takes editing → submitting, though the machine passed on through it", async () => {
    const steps = await runTrackOrder(true);
    const submit = stepOf(steps, "TRACK_ORDER.SUBMIT");
    expect(takenIn(submit)).toEqual(["trackOrder.form.editing|TRACK_ORDER.SUBMIT|0"]);
  });

  it("of the guarded alternatives of onDone(checkContact), the one whose target is active after", async () => {
    const steps = await runTrackOrder(false);
    const done = steps.find(
      (s) =>
        s.type.startsWith("xstate.done.actor.") &&
        takenIn(s).length > 0 &&
        JSON.stringify(s.before).includes("checkingContact"),
    );
    if (done === undefined)
      throw new Error(`no checkContact outcome: ${steps.map((s) => s.type).join(", ")}`);
    expect(done.after).toEqual({ form: "tracking", toast: "hidden" });
    // Without the state after, both alternatives (→ captcha, → tracking) are candidates.
    const before = activeStateIds(model, done.before);
    expect(ids(takenTransitions(model, before, done.type)).map((id) => id.split("|")[2])).toEqual(["0", "1"]);
    const taken = takenTransitions(model, before, done.type, activeStateIds(model, done.after));
    expect(taken.map((t) => [t.trigger, t.targets])).toEqual([
      ["onDone(checkContact)", ["trackOrder.form.tracking"]],
    ]);
  });

  it("sign-in's password: a blank one is refused in place, any other is checked (the state after tells)", () => {
    const auth = chartModel(authMachine);
    const before = activeStateIds(auth, { passwordStep: "editing" });
    expect(before).toEqual(["auth", "auth.passwordStep", "auth.passwordStep.editing"]);
    const taken = (after: unknown) =>
      ids(takenTransitions(auth, before, "AUTH.SUBMIT_PASSWORD", activeStateIds(auth, after)));
    expect(taken({ passwordStep: "checking" })).toEqual(["auth.passwordStep.editing|AUTH.SUBMIT_PASSWORD|1"]);
    expect(taken({ passwordStep: "editing" })).toEqual(["auth.passwordStep.editing|AUTH.SUBMIT_PASSWORD|0"]);
  });

  it("an event no active state handles takes nothing", () => {
    const before = activeStateIds(model, { form: "tracking", toast: "hidden" });
    expect(takenTransitions(model, before, "TRACK_ORDER.ORDER_ID")).toEqual([]);
    expect(takenTransitions(model, before, "CAPTCHA.SOLVED")).toEqual([]);
  });

  it("descriptors match as XState's do: exact, '*' and partial wildcards", () => {
    expect(descriptorMatches("CART.ADD", "CART.ADD")).toBe(true);
    expect(descriptorMatches("*", "CART.ADD")).toBe(true);
    expect(descriptorMatches("CART.*", "CART.ADD")).toBe(true);
    expect(descriptorMatches("CART.*", "CART")).toBe(false);
    expect(descriptorMatches("CART.*", "CARTS.ADD")).toBe(false);
    expect(descriptorMatches("CART.ADD", "CART.REMOVE")).toBe(false);
  });
});

describe("a logged step: the state before it and the highlight", () => {
  const entry = (step: number, actor: string, type: string, state: Json): LogEntry => ({
    kind: "event",
    step,
    time: step * 10,
    actor,
    path: `root/${actor}`,
    sender: null,
    input: "external",
    event: { type },
    digest: null,
    state,
  });
  const entries = [
    entry(1, "trackOrder", "xstate.init", { form: "editing", toast: "hidden" }),
    entry(2, "root", "UI.OPEN_DIALOG", "ready"),
    entry(4, "trackOrder", "TRACK_ORDER.SUBMIT", { form: "captcha", toast: "hidden" }),
    entry(3, "trackOrder", "DIALOG.OPEN", { form: "editing", toast: "hidden" }),
    entry(5, "trackOrder", "CAPTCHA.CANCEL", null),
  ];

  it("valueBefore: the state after the actor's last earlier entry, in step order", () => {
    expect(valueBefore(entries, 4, "trackOrder")).toEqual({ form: "editing", toast: "hidden" });
    expect(valueBefore(entries, 5, "trackOrder")).toEqual({ form: "captcha", toast: "hidden" });
    expect(valueBefore(entries, 1, "trackOrder")).toBeUndefined();
    expect(valueBefore(entries, 6, "trackOrder")).toBeUndefined();
  });

  it("lastEntryOf: the actor's entry of the highest step, whatever the order of completion", () => {
    expect(lastEntryOf(entries, "trackOrder")?.step).toBe(5);
    expect(lastEntryOf(entries.slice(0, 4), "trackOrder")?.step).toBe(4);
    expect(lastEntryOf(entries, "root")?.step).toBe(2);
    expect(lastEntryOf(entries, "cart")).toBeUndefined();
  });

  it("chartHighlight: the states now and the transition the actor's event took", () => {
    const step = entries[2];
    if (step === undefined) throw new Error("no step 4");
    const highlight = chartHighlight(
      model,
      "trackOrder",
      { form: "captcha", toast: "hidden" },
      step,
      valueBefore(entries, step.step, "trackOrder"),
    );
    expect(highlight.active).toContain("trackOrder.form.captcha");
    expect(highlight.active).not.toContain("trackOrder.form.editing");
    expect(highlight.taken).toEqual(["trackOrder.form.editing|TRACK_ORDER.SUBMIT|0"]);
  });

  it("chartHighlight: another actor's event, or an unknown state before it, takes nothing here", () => {
    const rootStep = entries[1];
    if (rootStep === undefined) throw new Error("no step 2");
    const now = { form: "editing", toast: "hidden" };
    expect(chartHighlight(model, "trackOrder", now, rootStep, now).taken).toEqual([]);
    const first = entries[0];
    if (first === undefined) throw new Error("no step 1");
    expect(chartHighlight(model, "trackOrder", now, first, undefined)).toEqual({
      active: activeStateIds(model, now),
      taken: [],
    });
  });
});
