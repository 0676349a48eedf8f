import {
  cartBadge,
  DEFAULT_EXTERNAL_LINKS,
  descriptionBackHref,
  HEADER_SCROLL_THRESHOLD_PX,
  type HeaderFacts,
  type HeaderModel,
  headerModel,
  INITIAL_HEADER_SCROLL,
  nextHeaderScroll,
  ordersPath,
  type ProfileMenuItem,
  trackOrderPagePath,
  trackOrderPrefix,
} from "@domain/header";
import { dialogMessages } from "@views/dialogs/messages";
import { fill } from "@views/i18n";
import { layoutMessages } from "@views/layout/messages";
import { describe, expect, it } from "vitest";
import { formsOf, textsIn } from "../support/i18n";

const DEFAULT_SECTIONS = [
  "experiences",
  "vouchers",
  "perks",
  "merchandises",
  "swag",
  "flights",
  "lounge",
  "charity",
];

const guest: HeaderFacts = {
  loggedIn: false,
  isAdmin: false,
  adminPanelAccess: false,
  offer_marketplace: false,
  displayCatalogInPoints: false,
  isThirdPartyUser: false,
  userJourneyUseCase: null,
  linkedAccountCount: 0,
  user_login_type: null,
  fullName: null,
  sections: DEFAULT_SECTIONS,
  urlPrefix: "marketplace",
  sitePrefix: "/marketplace",
  availablePoints: 0,
  pointsLabel: "Points",
  pointsTooltip: null,
  cartCount: 0,
  pathname: "/marketplace",
  isMobile: false,
  externalLinks: DEFAULT_EXTERNAL_LINKS,
};

const member: HeaderFacts = {
  ...guest,
  loggedIn: true,
  userJourneyUseCase: "points",
  linkedAccountCount: 1,
  user_login_type: "1",
  fullName: "Priya Sharma",
  availablePoints: 1250,
};

const profileItems = (model: HeaderModel): readonly ProfileMenuItem[] =>
  model.account?.kind === "profile" ? model.account.items : [];
const itemIds = (model: HeaderModel): string[] => profileItems(model).map((item) => item.id);
const itemHref = (model: HeaderModel, id: ProfileMenuItem["id"]): string | undefined => {
  const item = profileItems(model).find((i) => i.id === id);
  return item !== undefined && "href" in item ? item.href : undefined;
};

describe("spec §2.4: the header hides when scrolling down and shows when scrolling up, with a 10 px threshold", () => {
  it("uses a 10 px threshold", () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(10);
    expect(nextHeaderScroll(INITIAL_HEADER_SCROLL, 9)).toEqual(INITIAL_HEADER_SCROLL);
    expect(nextHeaderScroll(INITIAL_HEADER_SCROLL, 10)).toEqual({ y: 10, hidden: true });
    expect(nextHeaderScroll({ y: 200, hidden: true }, 190)).toEqual({ y: 190, hidden: false });
  });
});

describe("spec §2.4: Help Center and Bulk Orders are external links; Bulk Orders hidden for third-party point users (spec §6)", () => {
  it("shows both to everyone else", () => {
    const model = headerModel(member);
    expect(model.helpCenterHref).toBe(DEFAULT_EXTERNAL_LINKS.helpCenter);
    expect(model.bulkOrdersHref).toBe(DEFAULT_EXTERNAL_LINKS.bulkOrders);
  });
  it("hides Bulk Orders for a third-party point user, keeps Help Center", () => {
    const model = headerModel({ ...member, isThirdPartyUser: true });
    expect(model.bulkOrdersHref).toBeNull();
    expect(model.helpCenterHref).toBe(DEFAULT_EXTERNAL_LINKS.helpCenter);
  });
});

describe("spec §2.4: Track Order goes to /{urlPrefix or marketplace}/orders when logged in, else opens the modal", () => {
  it("logged in: the orders page under the urlPrefix", () => {
    expect(headerModel({ ...member, urlPrefix: "acme" }).trackOrder).toEqual({
      kind: "link",
      href: "/acme/orders",
    });
  });
  it("logged in without a urlPrefix: '/marketplace/orders'", () => {
    expect(trackOrderPrefix(null)).toBe("/marketplace");
    expect(trackOrderPrefix("")).toBe("/marketplace");
    expect(headerModel({ ...member, urlPrefix: null }).trackOrder).toEqual({
      kind: "link",
      href: "/marketplace/orders",
    });
  });
  it("logged out: the Track Your Order dialog", () => {
    expect(headerModel(guest).trackOrder).toEqual({ kind: "dialog", dialog: "trackOrder" });
  });
  it("the tracking page is /{urlPrefix or marketplace}/track-order", () => {
    expect(trackOrderPagePath("acme")).toBe("/acme/track-order");
    expect(trackOrderPagePath(null)).toBe("/marketplace/track-order");
  });
});

describe("spec §6: 'Check reward code Balance' shows only with a use case set and logged out; hidden for third-party users", () => {
  it("shows for a guest with a use case", () => {
    expect(headerModel({ ...guest, userJourneyUseCase: "code" }).showBalanceChecker).toBe(true);
    expect(headerModel({ ...guest, userJourneyUseCase: "points" }).showBalanceChecker).toBe(true);
  });
  it("hidden without a use case, when logged in, or for a third-party user", () => {
    expect(headerModel(guest).showBalanceChecker).toBe(false);
    expect(headerModel(member).showBalanceChecker).toBe(false);
    expect(
      headerModel({ ...guest, userJourneyUseCase: "code", isThirdPartyUser: true }).showBalanceChecker,
    ).toBe(false);
  });
});

describe("spec §6: 'How to Redeem?' is hidden when displayCatalogInPoints is on and for third-party users", () => {
  it("shows by default", () => {
    expect(headerModel(guest).showRedeemGuide).toBe(true);
  });
  it("hidden by displayCatalogInPoints", () => {
    expect(headerModel({ ...guest, displayCatalogInPoints: true }).showRedeemGuide).toBe(false);
  });
  it("hidden for a third-party user", () => {
    expect(headerModel({ ...member, isThirdPartyUser: true }).showRedeemGuide).toBe(false);
  });
});

describe("spec §2.4, §9: the cart badge reads '9+' above 9", () => {
  it.each([
    [0, null],
    [1, "1"],
    [9, "9"],
    [10, "9+"],
    [42, "9+"],
  ])("%i items: %s", (count, badge) => {
    expect(cartBadge(count)).toBe(badge);
    expect(headerModel({ ...guest, cartCount: count }).cart.badge).toBe(badge);
  });
  it("the cart is under the site prefix", () => {
    expect(headerModel({ ...guest, sitePrefix: "/acme" }).cart.href).toBe("/acme/cart");
  });
});

describe("spec §2.4: the profile menu (Profile with the full name, Orders, Reward History, Logout)", () => {
  it("lists the entries in order with their targets", () => {
    const model = headerModel({ ...member, sitePrefix: "/acme" });
    expect(model.account).toMatchObject({ kind: "profile", fullName: "Priya Sharma" });
    expect(itemIds(model)).toEqual(["profile", "orders", "rewardHistory", "logout"]);
    expect(itemHref(model, "profile")).toBe("/acme/profile");
    expect(itemHref(model, "orders")).toBe("/acme/orders");
    expect(itemHref(model, "rewardHistory")).toBe("/acme/reward-history");
  });
});

describe("spec §2.4: Orders goes to /experiences/orders when none of vouchers, merchandises, cashout, lounge, airmiles, topup or charity is enabled", () => {
  it.each(["vouchers", "merchandises", "merchandise", "cashout", "lounge", "airmiles", "topup", "charity"])(
    "'%s' enabled: /orders",
    (section) => {
      expect(ordersPath(["experiences", section])).toBe("/orders");
    },
  );
  it("only experiences and perks: /experiences/orders", () => {
    expect(ordersPath(["experiences", "perks", "swag", "flights", "hotels"])).toBe("/experiences/orders");
    expect(itemHref(headerModel({ ...member, sections: ["experiences", "perks"] }), "orders")).toBe(
      "/marketplace/experiences/orders",
    );
  });
});

describe("spec §6: 'Switch Account' shows with more than one linked account and user_login_type not '2'", () => {
  it("two accounts, login type '1': shown, to /switch-account", () => {
    const model = headerModel({ ...member, linkedAccountCount: 2 });
    expect(itemHref(model, "switchAccount")).toBe("/marketplace/switch-account");
  });
  it("one account: hidden", () => {
    expect(itemIds(headerModel({ ...member, linkedAccountCount: 1 }))).not.toContain("switchAccount");
  });
  it("user_login_type '2': hidden", () => {
    expect(itemIds(headerModel({ ...member, linkedAccountCount: 3, user_login_type: "2" }))).not.toContain(
      "switchAccount",
    );
  });
});

describe("spec §6: 'Switch to Admin' opens /admin in a new tab, only for an admin with adminPanelAccess", () => {
  it("admin with adminPanelAccess: shown", () => {
    const items = profileItems(headerModel({ ...member, isAdmin: true, adminPanelAccess: true }));
    expect(items).toContainEqual({ id: "switchToAdmin", href: "/admin", newTab: true });
  });
  it.each([
    [true, false],
    [false, true],
  ])("isAdmin %s, adminPanelAccess %s: hidden", (isAdmin, adminPanelAccess) => {
    expect(itemIds(headerModel({ ...member, isAdmin, adminPanelAccess }))).not.toContain("switchToAdmin");
  });
});

describe("spec §6: a guest sees Sign In", () => {
  it("links to the site's sign-in page", () => {
    expect(headerModel({ ...guest, sitePrefix: "/acme" }).account).toEqual({
      kind: "signIn",
      href: "/acme/login",
    });
    expect(headerModel(guest).pointsPill).toBeNull();
  });
});

describe("spec §2.4: the points pill links to /reward-redemption with available points, otherwise to /points", () => {
  it("with points", () => {
    expect(headerModel(member).pointsPill).toMatchObject({
      href: "/marketplace/reward-redemption",
      points: 1250,
    });
  });
  it("without points", () => {
    expect(headerModel({ ...member, availablePoints: 0 }).pointsPill?.href).toBe("/marketplace/points");
  });
  it("carries the site's points label, e.g. 'Acme Stars'", () => {
    expect(headerModel({ ...member, pointsLabel: "Acme Stars" }).pointsPill?.label).toBe("Acme Stars");
  });
});

describe("spec §6: the points pill is hidden when offer_marketplace is set", () => {
  it("hidden, the profile menu stays", () => {
    const model = headerModel({ ...member, offer_marketplace: true });
    expect(model.pointsPill).toBeNull();
    expect(model.account?.kind).toBe("profile");
  });
});

describe("spec §6: the login and points area is hidden when the use case is 'code'", () => {
  it("no Sign In for a guest redeeming a code", () => {
    expect(headerModel({ ...guest, userJourneyUseCase: "code" }).account).toBeNull();
  });
  it("no profile menu and no points pill for a user with use case 'code'", () => {
    const model = headerModel({ ...member, userJourneyUseCase: "code" });
    expect(model.account).toBeNull();
    expect(model.pointsPill).toBeNull();
  });
});

describe("spec §2.4 mobile header: a back arrow on description pages", () => {
  it.each([
    ["/acme/vouchers/description/amazon-pay/1204", "/acme/vouchers"],
    ["/acme/perks/description/spa/77/1", "/acme/perks"],
    ["/acme/merchandise/bottle/9001", "/acme/merchandises"],
    ["/acme/experiences/balloon/4411", "/acme/experiences"],
    ["/acme/hotels/description/55399", "/acme/hotels"],
  ])("%s goes back to %s", (pathname, back) => {
    expect(descriptionBackHref(pathname, "/acme")).toBe(back);
    expect(headerModel({ ...guest, sitePrefix: "/acme", pathname, isMobile: true }).mobile.back).toEqual({
      href: back,
    });
  });
  it("elsewhere the phone header links to the menu page '/mobile-menu'", () => {
    expect(headerModel({ ...guest, sitePrefix: "/acme", isMobile: true }).mobile).toMatchObject({
      menuHref: "/acme/mobile-menu",
      back: null,
    });
  });
  it("no back arrow on listings, or on desktop", () => {
    expect(descriptionBackHref("/acme/vouchers", "/acme")).toBeNull();
    expect(
      headerModel({
        ...guest,
        sitePrefix: "/acme",
        pathname: "/acme/vouchers/description/a/1",
        isMobile: false,
      }).mobile.back,
    ).toBeNull();
  });
});

describe("spec §2.4 mobile header: the cart icon is hidden on checkout paths", () => {
  it.each(["/marketplace/checkout", "/marketplace/vouchers/checkout"])("hidden on %s", (pathname) => {
    expect(headerModel({ ...guest, pathname, isMobile: true }).cart.visible).toBe(false);
  });
  it("shown on other paths, and on desktop checkout", () => {
    expect(headerModel({ ...guest, pathname: "/marketplace/cart", isMobile: true }).cart.visible).toBe(true);
    expect(headerModel({ ...guest, pathname: "/marketplace/checkout", isMobile: false }).cart.visible).toBe(
      true,
    );
  });
});

describe("spec §2.4 mobile header: the 'Choose Options' sheet with 'Check Reward History' and 'Check Point Conversion'", () => {
  it("for a signed-in user", () => {
    expect(headerModel(member).mobile.options).toEqual({
      rewardHistoryHref: "/marketplace/reward-history",
      pointConversionHref: "/marketplace/point-conversion",
    });
    expect(headerModel(guest).mobile.options).toBeNull();
  });
});

describe("spec §2.4: the header's texts", () => {
  const en = layoutMessages.en;
  it("quotes the spec", () => {
    expect(en.helpCenter).toBe("Help Center");
    expect(en.trackOrder).toBe("Track Order");
    expect(en.bulkOrders).toBe("Bulk Orders");
    expect(en.checkBalance).toBe("Check reward code Balance");
    expect(en.howToRedeem).toBe("How to Redeem?");
    expect(en.signIn).toBe("Sign In");
    expect(en.profile).toBe("Profile");
    expect(en.orders).toBe("Orders");
    expect(en.rewardHistory).toBe("Reward History");
    expect(en.logout).toBe("Logout");
    expect(en.switchAccount).toBe("Switch Account");
    expect(en.switchToAdmin).toBe("Switch to Admin");
    expect(en.chooseOptions).toBe("Choose Options");
    expect(en.checkRewardHistory).toBe("Check Reward History");
    expect(en.checkPointConversion).toBe("Check Point Conversion");
    expect(en.pricingPlans).toBe("Pricing Plans");
  });
  it("fills the points tooltip lines", () => {
    expect(fill(en.pointRate, { factor: "1", rate: "0.50000", CUR: "INR" })).toBe(
      "1 Reward Point = 0.50000 INR",
    );
    expect(fill(en.totalValue, { CUR: "INR", value: "625.00" })).toBe("Total Value = INR 625.00");
  });
  it("every language has a text for every key", () => {
    for (const language of ["es", "fr", "de"] as const) {
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        for (const form of formsOf(textsIn(layoutMessages, language)[key])) {
          expect(form.trim(), `${language}.${key}`).not.toBe("");
        }
      }
    }
  });
});

describe("spec §2.8, §2.9, §2.10: the titles of the header's dialogs", () => {
  it("quotes the spec", () => {
    expect(dialogMessages.en.trackOrder).toBe("Track Your Order");
    expect(dialogMessages.en.balanceChecker).toBe("Reward Codes Balance Checker");
    expect(dialogMessages.en.redeemGuideCodes).toBe("Reward Codes Redemption Guide");
  });
  it("every language has a text for every key", () => {
    for (const language of ["es", "fr", "de"] as const) {
      for (const key of Object.keys(dialogMessages.en) as (keyof typeof dialogMessages.en)[]) {
        expect(textsIn(dialogMessages, language)[key].trim(), `${language}.${key}`).not.toBe("");
      }
    }
  });
});
