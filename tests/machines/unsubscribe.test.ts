/**
 * The mail unsubscribe page's flow (spec §2.3 '/unsubscribe/:mailType', §7.5 'Unsubscribe mail
 * {add_data: {un_subscribe}}'), with scripted effects.
 */

import type { UnsubscribeOutcome } from "@effects/unsubscribe";
import { toErrorData } from "@errors/data";
import { NetworkError } from "@errors/transport";
import { unsubscribeMachine } from "@machines/unsubscribe";
import { describe, expect, it } from "vitest";
import { UnsubscribeTexts } from "../../server/domains/account/unsubscribe";
import { makeScript, settle, startSystem } from "../support/harness";

const offline = toErrorData(new NetworkError({ operation: "unsubscribeMail", reason: "offline" }));

const start = async (
  answer: UnsubscribeOutcome | "offline" = { success: 1, message: UnsubscribeTexts.en.done },
) => {
  const script = makeScript();
  const machine = unsubscribeMachine.provide({
    actors: {
      unsubscribeMail:
        answer === "offline"
          ? script.failing<UnsubscribeOutcome, { readonly un_subscribe: string }>("unsubscribeMail", offline)
          : script.answering<UnsubscribeOutcome, { readonly un_subscribe: string }>(
              "unsubscribeMail",
              () => answer,
            ),
    },
  });
  const started = startSystem(machine, "unsubscribe", undefined, []);
  await settle();
  const send = async (event: Parameters<typeof started.actor.send>[0]) => {
    started.actor.send(event);
    await settle();
  };
  return { ...started, script, send };
};

describe("the page shows which mails stop and waits for the shopper to confirm", () => {
  it("a known type is kept and nothing is called before 'Unsubscribe'", async () => {
    const { actor, script, send } = await start();
    await send({ type: "UNSUBSCRIBE.OPEN", mailType: "newsletter" });
    expect(actor.getSnapshot().matches("confirming")).toBe(true);
    expect(actor.getSnapshot().context.mailType).toBe("newsletter");
    expect(script.calls).toEqual([]);
  });

  it("'Unsubscribe' sends {un_subscribe: type} and says it is done", async () => {
    const { actor, script, send } = await start();
    await send({ type: "UNSUBSCRIBE.OPEN", mailType: "offers" });
    await send({ type: "UNSUBSCRIBE.CONFIRM" });
    expect(script.calls).toEqual([{ name: "unsubscribeMail", input: { un_subscribe: "offers" } }]);
    expect(actor.getSnapshot().matches("done")).toBe(true);
  });
});

describe("an unknown mail type says so and calls nothing", () => {
  it.each(["promo", "", "OFFERS"])("%j", async (mailType) => {
    const { actor, script, send } = await start();
    await send({ type: "UNSUBSCRIBE.OPEN", mailType });
    expect(actor.getSnapshot().matches("unknownType")).toBe(true);
    expect(actor.getSnapshot().context.mailType).toBeNull();
    await send({ type: "UNSUBSCRIBE.CONFIRM" });
    expect(script.calls).toEqual([]);
  });
});

describe("a refusal or a failure keeps the choice open", () => {
  it("the server's refusal shows its text, and the shopper may confirm again", async () => {
    const { actor, send } = await start({ success: 0, message: UnsubscribeTexts.en.unknownType });
    await send({ type: "UNSUBSCRIBE.OPEN", mailType: "reminders" });
    await send({ type: "UNSUBSCRIBE.CONFIRM" });
    expect(actor.getSnapshot().matches("confirming")).toBe(true);
    expect(actor.getSnapshot().context.message).toEqual({ server: UnsubscribeTexts.en.unknownType });
  });

  it("a failed call keeps its error as data", async () => {
    const { actor, send } = await start("offline");
    await send({ type: "UNSUBSCRIBE.OPEN", mailType: "reminders" });
    await send({ type: "UNSUBSCRIBE.CONFIRM" });
    expect(actor.getSnapshot().matches("confirming")).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual(offline);
  });
});
