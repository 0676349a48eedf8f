/**
 * The switch-account page's choice (spec §2.3 '/switch-account', §6 'Linked accounts': switching
 * needs more than one linked account): with no other account to switch to, the page says so
 * instead of 'Choose the account to use:' over an empty list.
 */
import { hasAccountToSwitchTo } from "@domain/account";
import { switchAccountMessages } from "@views/account/switchAccountMessages";
import { describe, expect, it } from "vitest";

describe("whether the switch-account page has an account to offer", () => {
  it("no linked account: none to offer", () => {
    expect(hasAccountToSwitchTo([])).toBe(false);
  });

  it("only the current account: none to offer", () => {
    expect(hasAccountToSwitchTo([{ is_current: true }])).toBe(false);
    expect(hasAccountToSwitchTo([{}])).toBe(false);
  });

  it("two linked accounts, one of them current: the other is offered", () => {
    expect(hasAccountToSwitchTo([{ is_current: true }, { is_current: false }])).toBe(true);
    expect(hasAccountToSwitchTo([{ is_current: true }, {}])).toBe(true);
  });

  it("has its own text for the page without a choice", () => {
    expect(switchAccountMessages.en.noOther).toBe(
      "No other account is linked to yours, so there is no account to switch to.",
    );
    expect(switchAccountMessages.en.lead).toBe("Choose the account to use:");
  });
});
