/**
 * The switch-account page's flow (spec §2.3 '/switch-account', §7.5 'Account switching'), with
 * scripted effects: fetch_accounts, getUserAssoc (spec §7.5 'Validate identity and user
 * association'), select_account {cid}, validate_if_switch-worked, then SESSION.SWITCHED to
 * "session" so the start-up of spec §4 runs again.
 */

import type { LinkedAccount } from "@contract/account";
import type { AccountsOutcome, SwitchOutcome } from "@effects/switchAccount";
import { toErrorData } from "@errors/data";
import { NetworkError } from "@errors/transport";
import { switchAccountMachine } from "@machines/switchAccount";
import { describe, expect, it } from "vitest";
import { SwitchTexts, UserAssocTexts } from "../../server/domains/account/linked";
import { makeScript, settle, startSystem } from "../support/harness";

const account = (cid: number, current: boolean): LinkedAccount => ({
  cid,
  name: `Client ${cid}`,
  is_current: current,
});
const before: AccountsOutcome = {
  success: 1,
  message: null,
  accounts: [account(1001, true), account(2002, false)],
};
const after: AccountsOutcome = {
  success: 1,
  message: null,
  accounts: [account(1001, false), account(2002, true)],
};
const offline = toErrorData(new NetworkError({ operation: "select_account", reason: "offline" }));

interface Answers {
  readonly fetch?: AccountsOutcome;
  readonly assoc?: SwitchOutcome;
  readonly select?: SwitchOutcome | "offline";
  readonly confirm?: AccountsOutcome;
}

const start = async (answers: Answers = {}) => {
  const script = makeScript();
  const select = answers.select ?? { success: 1, message: SwitchTexts.en.switched };
  const machine = switchAccountMachine.provide({
    actors: {
      fetchAccounts: script.answering<AccountsOutcome, void>("fetchAccounts", () => answers.fetch ?? before),
      validateUserAssoc: script.answering<SwitchOutcome, { readonly cid: number }>(
        "validateUserAssoc",
        () => answers.assoc ?? { success: 1, message: null },
      ),
      selectAccount:
        select === "offline"
          ? script.failing<SwitchOutcome, { readonly cid: number }>("selectAccount", offline)
          : script.answering<SwitchOutcome, { readonly cid: number }>("selectAccount", () => select),
      validateIfSwitchWorked: script.answering<AccountsOutcome, void>(
        "validateIfSwitchWorked",
        () => answers.confirm ?? after,
      ),
    },
  });
  const started = startSystem(machine, "switchAccount", undefined, ["session"]);
  await settle();
  const send = async (event: Parameters<typeof started.actor.send>[0]) => {
    started.actor.send(event);
    await settle();
    await settle();
  };
  return { ...started, script, send };
};

describe("the linked accounts (fetch_accounts → linkedAccounts)", () => {
  it("are fetched when the page opens and offered with the current one marked", async () => {
    const { actor, script, send } = await start();
    await send({ type: "SWITCH.OPEN" });
    expect(script.names()).toEqual(["fetchAccounts"]);
    expect(actor.getSnapshot().matches("choosing")).toBe(true);
    expect(actor.getSnapshot().context.accounts).toEqual(before.accounts);
  });

  it("a refusal shows the server's text and offers to try again", async () => {
    const { actor, send } = await start({ fetch: { success: 0, message: "Not now.", accounts: [] } });
    await send({ type: "SWITCH.OPEN" });
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(actor.getSnapshot().context.message).toEqual({ server: "Not now." });
  });
});

describe("choosing one: select_account {cid}, validate_if_switch-worked, then the start-up again", () => {
  it("a confirmed switch tells the session SESSION.SWITCHED, once", async () => {
    const { actor, script, send, eventsOf } = await start();
    await send({ type: "SWITCH.OPEN" });
    await send({ type: "SWITCH.SELECT", cid: 2002 });
    expect(script.calls.slice(1)).toEqual([
      { name: "validateUserAssoc", input: { cid: 2002 } },
      { name: "selectAccount", input: { cid: 2002 } },
      { name: "validateIfSwitchWorked", input: undefined },
    ]);
    expect(actor.getSnapshot().matches("done")).toBe(true);
    expect(actor.getSnapshot().context.accounts).toEqual(after.accounts);
    expect(eventsOf("session")).toEqual([{ type: "SESSION.SWITCHED" }]);
  });

  it("an identity not associated with the chosen client's user (getUserAssoc) is refused before select_account", async () => {
    const { actor, script, send, eventsOf } = await start({
      assoc: { success: 0, message: UserAssocTexts.en.notAssociated },
    });
    await send({ type: "SWITCH.OPEN" });
    await send({ type: "SWITCH.SELECT", cid: 2002 });
    expect(script.names()).toEqual(["fetchAccounts", "validateUserAssoc"]);
    expect(actor.getSnapshot().matches("choosing")).toBe(true);
    expect(actor.getSnapshot().context.message).toEqual({
      server: "Your sign-in is not associated with a user of this client.",
    });
    expect(eventsOf("session")).toEqual([]);
  });

  it("a refused select_account shows its text and tells the session nothing", async () => {
    const { actor, send, eventsOf } = await start({
      select: { success: 0, message: SwitchTexts.en.notLinked },
    });
    await send({ type: "SWITCH.OPEN" });
    await send({ type: "SWITCH.SELECT", cid: 9999 });
    expect(actor.getSnapshot().matches("choosing")).toBe(true);
    expect(actor.getSnapshot().context.message).toEqual({ server: SwitchTexts.en.notLinked });
    expect(eventsOf("session")).toEqual([]);
  });

  it("a switch the check does not confirm (another account current) is not announced", async () => {
    const { actor, send, eventsOf } = await start({ confirm: before });
    await send({ type: "SWITCH.OPEN" });
    await send({ type: "SWITCH.SELECT", cid: 2002 });
    expect(actor.getSnapshot().matches("choosing")).toBe(true);
    expect(eventsOf("session")).toEqual([]);
  });

  it("a failed call keeps its error as data; the shopper may choose again", async () => {
    const { actor, send, eventsOf } = await start({ select: "offline" });
    await send({ type: "SWITCH.OPEN" });
    await send({ type: "SWITCH.SELECT", cid: 2002 });
    expect(actor.getSnapshot().matches("choosing")).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual(offline);
    expect(eventsOf("session")).toEqual([]);
  });
});
