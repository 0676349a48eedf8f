import { formatsNumbersAtStart, loadNumberFormatsEarly, SCREEN_CODE } from "@app/boot";
import { SCREEN_MODULES, screenWithCodeOnDemand } from "@domain/screenCode";
import { describe, expect, it } from "vitest";

describe("the screen whose code is fetched at start", () => {
  it("is the screen a visit opens on, when that screen's code loads on demand", () => {
    expect(
      screenWithCodeOnDemand("/marketplace/vouchers/description/fashion-gift-card/40211", "", SCREEN_CODE),
    ).toBe("voucherDetail");
    expect(screenWithCodeOnDemand("/marketplace/checkout", "", SCREEN_CODE)).toBe("checkout");
    expect(screenWithCodeOnDemand("/acme/experiences/checkout", "", SCREEN_CODE)).toBe("checkout");
    expect(screenWithCodeOnDemand("/marketplace/cart", "", SCREEN_CODE)).toBe("cart");
    expect(screenWithCodeOnDemand("/marketplace/track-order", "", SCREEN_CODE)).toBe("trackOrder");
    expect(screenWithCodeOnDemand("/marketplace/login", "", SCREEN_CODE)).toBe("login");
    expect(screenWithCodeOnDemand("/marketplace/rp/abc", "", SCREEN_CODE)).toBe("resetPassword");
  });

  it("is none where the screen's code is in the page already, or the path is no screen", () => {
    expect(screenWithCodeOnDemand("/marketplace", "", SCREEN_CODE)).toBeNull();
    expect(screenWithCodeOnDemand("/", "", SCREEN_CODE)).toBeNull();
    expect(screenWithCodeOnDemand("/sso/", "?token=x", SCREEN_CODE)).toBeNull();
  });
});

describe("the code of each screen that loads on demand", () => {
  it("is the module its table names, fetched at start and named by the server in the page", async () => {
    const screens = Object.keys(SCREEN_CODE);
    expect(screens.sort()).toEqual(Object.keys(SCREEN_MODULES).sort());
    for (const [screen, path] of Object.entries(SCREEN_MODULES)) {
      const loaded = await SCREEN_CODE[screen as keyof typeof SCREEN_CODE]();
      const named: unknown = await import(/* @vite-ignore */ `/${path}`);
      expect(loaded, screen).toBe(named);
    }
  }, 60_000);
});

describe("the number formats loaded in a task of their own at start", () => {
  it("load on every screen that formats numbers as it first renders", () => {
    expect(
      formatsNumbersAtStart("/marketplace/vouchers/description/fashion-gift-card/40211", "", false),
    ).toBe(true);
    expect(formatsNumbersAtStart("/marketplace/vouchers", "", false)).toBe(true);
    expect(formatsNumbersAtStart("/marketplace/checkout", "", false)).toBe(true);
    expect(formatsNumbersAtStart("/marketplace/track-order", "", false)).toBe(true);
    // The header of a signed-in shopper shows the points.
    expect(formatsNumbersAtStart("/marketplace", "", true)).toBe(true);
  });

  it("do not load on the home page of a visitor who is not signed in, nor off the route table", () => {
    expect(formatsNumbersAtStart("/marketplace", "", false)).toBe(false);
    expect(formatsNumbersAtStart("/", "", true)).toBe(false);
    expect(formatsNumbersAtStart("/sso/", "?token=x", true)).toBe(false);
  });

  it("are loaded by one scheduled task, not in the calling one", () => {
    const scheduled: (() => void)[] = [];
    loadNumberFormatsEarly("/marketplace/checkout", "", false, (run) => scheduled.push(run));
    expect(scheduled).toHaveLength(1);
    expect(() => scheduled[0]?.()).not.toThrow();

    const none: (() => void)[] = [];
    loadNumberFormatsEarly("/marketplace", "", false, (run) => none.push(run));
    expect(none).toHaveLength(0);
  });
});
