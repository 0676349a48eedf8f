/**
 * The redemption guide's rules (spec §1 'Redemption guide (How to Redeem)', §2.1 '?redeem=code',
 * §2.8, §4 'Redemption guide', §9 timings).
 */

import {
  asksForCodesGuide,
  DEFAULT_POINTS_LABEL,
  defaultGuideTab,
  GUIDE_STEPS,
  GUIDE_TABS,
  type GuideTab,
  guideTabsOf,
  guideTitleOf,
  isCodesOnly,
  isGuideTabShown,
  isNewCodesGuideRequest,
  nextGuideStep,
  pointsLabelOf,
  previousGuideStep,
  REDEEM_TOOLTIP_CLOSE_MS,
  RESET_TAB,
  RETURNING_USER_DELAY_MS,
  RETURNING_USER_KEY,
  RETURNING_USER_VALUE,
  tabAfterKey,
} from "@domain/redeemGuide";
import { fc, test } from "@fast-check/vitest";
import { redeemGuideMessages, redeemGuideTitle } from "@views/guest/redeemGuide/messages";
import { fill } from "@views/i18n";
import { describe, expect, it } from "vitest";
import { textsIn, translations } from "../support/i18n";

describe("spec §4 'Redemption guide': tab 1 is points, tab 2 is codes", () => {
  it("orders the tabs points then codes", () => {
    expect(GUIDE_TABS).toEqual(["points", "codes"]);
    expect(guideTabsOf(null)).toEqual(["points", "codes"]);
    expect(guideTabsOf("points")).toEqual(["points", "codes"]);
  });

  it("opens on tab 2 (codes) when the use case is 'code', else on tab 1 (points)", () => {
    expect(defaultGuideTab("code")).toBe("codes");
    expect(defaultGuideTab("points")).toBe("points");
    expect(defaultGuideTab(null)).toBe("points");
  });

  it("resets to tab 1 on closing", () => {
    expect(RESET_TAB).toBe("points");
  });
});

describe("spec §2.8: when the use case is 'code', only the codes guide shows, titled 'Reward Codes Redemption Guide'", () => {
  it("shows only the codes tab for the use case 'code'", () => {
    expect(guideTabsOf("code")).toEqual(["codes"]);
    expect(isCodesOnly("code")).toBe(true);
    expect(isCodesOnly("points")).toBe(false);
    expect(isCodesOnly(null)).toBe(false);
    expect(isGuideTabShown("points", "code")).toBe(false);
    expect(isGuideTabShown("codes", "code")).toBe(true);
    expect(isGuideTabShown("points", null)).toBe(true);
  });

  it("titles the guide 'Reward Codes Redemption Guide' for 'code', 'How to Redeem' otherwise", () => {
    expect(guideTitleOf("code")).toBe("codesGuide");
    expect(guideTitleOf(null)).toBe("howToRedeem");
    expect(redeemGuideTitle("code")).toBe("Reward Codes Redemption Guide");
    expect(redeemGuideTitle("points")).toBe("How to Redeem");
    expect(redeemGuideTitle(null)).toBe("How to Redeem");
    expect(redeemGuideTitle("code", textsIn(redeemGuideMessages, "fr"))).toBe(
      translations.fr.redeemGuide.codesTitle,
    );
  });
});

describe("spec §2.8: the tabs '{brand} Points Redemption' and 'Reward Codes Redemption'", () => {
  it("names the points tab after the site's points label", () => {
    const en = redeemGuideMessages.en;
    expect(fill(en.pointsTab, { points: pointsLabelOf("Points") })).toBe("Points Redemption");
    expect(fill(en.pointsTab, { points: pointsLabelOf("Acme Stars") })).toBe("Acme Stars Redemption");
    expect(en.codesTab).toBe("Reward Codes Redemption");
  });

  it("falls back to 'Points' when the site has no points label", () => {
    expect(DEFAULT_POINTS_LABEL).toBe("Points");
    expect(pointsLabelOf("")).toBe("Points");
    expect(pointsLabelOf("   ")).toBe("Points");
    expect(pointsLabelOf(null)).toBe("Points");
    expect(pointsLabelOf(" Acme Stars ")).toBe("Acme Stars");
  });
});

describe("spec §1: the two steps of the guide", () => {
  it("quotes the spec's step texts", () => {
    const en = redeemGuideMessages.en;
    expect(en.step1).toBe("add products to the cart and proceed to checkout.");
    expect(en.step2Points).toBe(
      "at checkout, select your points balance and redeem it against the cart value. Pay any additional amount through other payment modes.",
    );
    expect(en.step2Codes).toBe(
      "enter the gift card code and redeem it against the cart value without any login or signup. Pay any additional amount through other modes.",
    );
  });

  it("has steps 1 and 2: Next goes from 1 to 2 and stays at 2, Back goes from 2 to 1 and stays at 1", () => {
    expect(GUIDE_STEPS).toEqual([1, 2]);
    expect(nextGuideStep(1)).toBe(2);
    expect(nextGuideStep(2)).toBe(2);
    expect(previousGuideStep(2)).toBe(1);
    expect(previousGuideStep(1)).toBe(1);
  });

  it("quotes 'Learn more' and the support contact 'Email {email}' (spec §2.8)", () => {
    expect(redeemGuideMessages.en.learnMore).toBe("Learn more");
    expect(fill(redeemGuideMessages.en.email, { email: "help@acme.example" })).toBe(
      "Email help@acme.example",
    );
    expect(redeemGuideMessages.en.phone).toContain("{phone}");
  });
});

describe("spec §2.8, §9: the 'returning user' flag and the redeem-code tooltip timings", () => {
  it("stores the flag 4000 ms after the guide opens, as local storage returningUser = '1'", () => {
    expect(RETURNING_USER_DELAY_MS).toBe(4000);
    expect(RETURNING_USER_KEY).toBe("returningUser");
    expect(RETURNING_USER_VALUE).toBe("1");
  });

  it("closes the redeem-code tooltip after 4 s", () => {
    expect(REDEEM_TOOLTIP_CLOSE_MS).toBe(4000);
  });
});

describe("spec §2.1 '?redeem=code'", () => {
  it("recognises redeem=code among other parameters", () => {
    expect(asksForCodesGuide("?redeem=code")).toBe(true);
    expect(asksForCodesGuide("?lang=fr&redeem=code")).toBe(true);
    expect(asksForCodesGuide("redeem=code")).toBe(true);
  });

  it("ignores other values and other parameters", () => {
    expect(asksForCodesGuide("")).toBe(false);
    expect(asksForCodesGuide("?redeem=points")).toBe(false);
    expect(asksForCodesGuide("?redeem=")).toBe(false);
    expect(asksForCodesGuide("?redeemcode=code")).toBe(false);
    expect(asksForCodesGuide("?redeem=CODE")).toBe(false);
  });

  it("acts on one query string once", () => {
    expect(isNewCodesGuideRequest("?redeem=code", null)).toBe(true);
    expect(isNewCodesGuideRequest("?redeem=code", "?redeem=code")).toBe(false);
    expect(isNewCodesGuideRequest("?redeem=code&x=1", "?redeem=code")).toBe(true);
    expect(isNewCodesGuideRequest("?x=1", null)).toBe(false);
  });

  test.prop([fc.string({ maxLength: 200 }), fc.option(fc.string({ maxLength: 50 }), { nil: null })])(
    "never throws on any query string, and never acts on the one already handled",
    (search, handled) => {
      expect(() => isNewCodesGuideRequest(search, handled)).not.toThrow();
      expect(isNewCodesGuideRequest(search, search)).toBe(false);
    },
  );
});

describe("keyboard: arrow keys, Home and End move between the tabs", () => {
  const both: readonly GuideTab[] = ["points", "codes"];

  it("moves right and left, wrapping around", () => {
    expect(tabAfterKey(both, "points", "ArrowRight")).toBe("codes");
    expect(tabAfterKey(both, "codes", "ArrowRight")).toBe("points");
    expect(tabAfterKey(both, "points", "ArrowLeft")).toBe("codes");
    expect(tabAfterKey(both, "codes", "ArrowLeft")).toBe("points");
  });

  it("goes to the first with Home and the last with End", () => {
    expect(tabAfterKey(both, "codes", "Home")).toBe("points");
    expect(tabAfterKey(both, "points", "End")).toBe("codes");
  });

  it("stays on the only tab of the codes guide", () => {
    expect(tabAfterKey(["codes"], "codes", "ArrowRight")).toBe("codes");
    expect(tabAfterKey([], "codes", "End")).toBe("codes");
  });
});
