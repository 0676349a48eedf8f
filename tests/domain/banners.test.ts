import type { Banner, BannerModule } from "@contract/site";
import { bannersFor, isBannerLive, utcMillisOf } from "@domain/banners";
import { describe, expect, it } from "vitest";

const banner = (url: string, times: { activeTime?: string; expiryTime?: string } = {}): Banner => ({
  isExternal: false,
  image: "/catalogue/banner.svg",
  mobile_image: "/catalogue/banner-mobile.svg",
  url,
  category: "voucher",
  type: "category",
  ...times,
});

const winter = banner("/vouchers/?category_id=698", {
  activeTime: "2026-10-01T00:00:00Z",
  expiryTime: "2027-01-31T23:59:59Z",
});
const always = banner("/experiences/sunset-kayaking-in-bangalore/61022");
const expired = banner("/vouchers/description/reel-cinema-gift-card/51270", {
  activeTime: "2025-10-01T00:00:00Z",
  expiryTime: "2025-12-31T23:59:59Z",
});
const hungary = banner("/vouchers/description/threads-fashion-gift-card/40601", {
  activeTime: "2026-11-01T00:00:00Z",
  expiryTime: "2026-12-31T23:59:59Z",
});

const module: BannerModule = {
  India: { homepage: [winter, always], voucher: [expired] },
  Hungary: { homepage: [hungary] },
};

describe("spec §4 'Banners': shown only when now lies between activeTime and expiryTime (UTC)", () => {
  it("at the exact activeTime instant it shows", () => {
    expect(isBannerLive(winter, "2026-10-01T00:00:00.000Z")).toBe(true);
  });

  it("1 ms before activeTime it does not", () => {
    expect(isBannerLive(winter, "2026-09-30T23:59:59.999Z")).toBe(false);
  });

  it("at the exact expiryTime instant it shows", () => {
    expect(isBannerLive(winter, "2027-01-31T23:59:59.000Z")).toBe(true);
  });

  it("1 ms after expiryTime it does not", () => {
    expect(isBannerLive(winter, "2027-01-31T23:59:59.001Z")).toBe(false);
  });

  it("times are UTC: 05:29 in India (UTC+05:30) on 1 October is still 30 September in UTC", () => {
    expect(isBannerLive(winter, "2026-10-01T05:29:59+05:30")).toBe(false);
    expect(isBannerLive(winter, "2026-10-01T05:30:00+05:30")).toBe(true);
  });

  it("a time without a zone is read as UTC", () => {
    const noZone = banner("/x", { activeTime: "2026-10-01 00:00:00", expiryTime: "2026-10-02 00:00:00" });
    expect(isBannerLive(noZone, "2026-10-01T00:00:00Z")).toBe(true);
    expect(isBannerLive(noZone, "2026-09-30T23:59:59Z")).toBe(false);
  });
});

describe("spec §4 'Banners': a banner lacking either time is always shown", () => {
  it("no times", () => {
    expect(isBannerLive(always, "1999-01-01T00:00:00Z")).toBe(true);
  });

  it("only an activeTime, or only an expiryTime", () => {
    expect(isBannerLive(banner("/a", { activeTime: "2030-01-01T00:00:00Z" }), "2026-11-25T00:00:00Z")).toBe(
      true,
    );
    expect(isBannerLive(banner("/b", { expiryTime: "2020-01-01T00:00:00Z" }), "2026-11-25T00:00:00Z")).toBe(
      true,
    );
  });

  it("times that cannot be read hide a timed banner", () => {
    expect(
      isBannerLive(banner("/c", { activeTime: "soon", expiryTime: "later" }), "2026-11-25T00:00:00Z"),
    ).toBe(false);
    expect(isBannerLive(winter, "not a time")).toBe(false);
  });
});

describe("spec §3 banners are grouped by country name, then by page", () => {
  const now = "2026-11-25T10:00:00Z";

  it("India's homepage on 25 November 2026: the winter banner and the untimed one", () => {
    expect(bannersFor(module, "India", "homepage", now)).toEqual([winter, always]);
  });

  it("India's voucher page: the expired banner is gone", () => {
    expect(bannersFor(module, "India", "voucher", now)).toEqual([]);
  });

  it("Hungary's homepage", () => {
    expect(bannersFor(module, "Hungary", "homepage", now)).toEqual([hungary]);
  });

  it("a country or page without banners has none", () => {
    expect(bannersFor(module, "Germany", "homepage", now)).toEqual([]);
    expect(bannersFor(module, "India", "lounge", now)).toEqual([]);
  });

  it("the country name matches ignoring case", () => {
    expect(bannersFor(module, "india", "homepage", now)).toEqual([winter, always]);
  });
});

describe("reading UTC instants", () => {
  it.each([
    ["2026-10-01T00:00:00Z", Date.UTC(2026, 9, 1)],
    ["2026-10-01", Date.UTC(2026, 9, 1)],
    ["2026-10-01T05:30:00+05:30", Date.UTC(2026, 9, 1)],
    ["2026-10-01T00:00:00.5Z", Date.UTC(2026, 9, 1, 0, 0, 0, 500)],
    ["2026-02-30T00:00:00Z", null],
    ["2026-13-01T00:00:00Z", null],
    ["yesterday", null],
  ])("%s", (text, millis) => {
    expect(utcMillisOf(text)).toBe(millis);
  });
});
