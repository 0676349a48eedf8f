// @vitest-environment happy-dom
/**
 * The header's and the footer's dialog items (spec §2.4): a button named by its text that asks
 * the root to open its dialog; the root holds which dialog is open.
 */
import { readBootInput } from "@app/boot";
import { rootMachine } from "@machines/root";
import { DialogButton } from "@views/layout/DialogButton";
import { SystemProvider } from "@views/system";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { getByRole } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();

describe("DialogButton", () => {
  it("is a button named by its text that opens its dialog through the root", () => {
    // The root with its flows as this page starts them; their effects never settle (nothing leaves the process).
    const system = createActor(rootMachine, { input: readBootInput("support@rewards-storefront.example") });
    system.start();
    root.render(
      <SystemProvider root={system} startFlow={() => undefined} visitLogs={() => []}>
        <DialogButton dialog="balanceChecker">Check reward code Balance</DialogButton>
        <DialogButton dialog="ticket">Raise a Ticket</DialogButton>
      </SystemProvider>,
    );
    const balance = getByRole(root.container(), "button", "Check reward code Balance");
    expect(balance.getAttribute("type")).toBe("button");
    expect(system.getSnapshot().context.dialog).toBeNull();

    act(() => balance.click());
    expect(system.getSnapshot().context.dialog).toBe("balanceChecker");

    act(() => getByRole(root.container(), "button", "Raise a Ticket").click());
    expect(system.getSnapshot().context.dialog).toBe("ticket");
    system.stop();
  });
});
