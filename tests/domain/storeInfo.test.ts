/** The maintenance page's way back, the rewards API paging and the KYB states (spec §1, §2.3, §7.2). */
import { kybDayOf, kybToneOf } from "@domain/kyb";
import { isUnderMaintenance, maintenancePath, pageCountOf, returnPathOf } from "@domain/storeInfo";
import { describe, expect, it } from "vitest";

describe("the maintenance page (spec §2.3 '/maintenance')", () => {
  it("remembers where the shopper was, query included", () => {
    expect(maintenancePath("/acme", "/acme/vouchers?page=2")).toBe(
      "/acme/maintenance?from=%2Facme%2Fvouchers%3Fpage%3D2",
    );
  });

  it("returns to a path of this origin only, never to another site or back to itself", () => {
    expect(returnPathOf("/marketplace/checkout", "/marketplace")).toBe("/marketplace/checkout");
    expect(returnPathOf("/acme/vouchers?page=2", "/acme")).toBe("/acme/vouchers?page=2");
    expect(returnPathOf(undefined, "/marketplace")).toBe("/marketplace");
    expect(returnPathOf("https://evil.example/", "/marketplace")).toBe("/marketplace");
    expect(returnPathOf("//evil.example/x", "/marketplace")).toBe("/marketplace");
    expect(returnPathOf("/\\evil.example", "/marketplace")).toBe("/marketplace");
    expect(returnPathOf("/marketplace/maintenance?from=/x", "/marketplace")).toBe("/marketplace");
    expect(returnPathOf("/a\nb", "/marketplace")).toBe("/marketplace");
  });

  it("is shown while the settings say maintenance 1 only", () => {
    expect(isUnderMaintenance({ maintenance: 1 })).toBe(true);
    expect(isUnderMaintenance({ maintenance: 0 })).toBe(false);
    expect(isUnderMaintenance({})).toBe(false);
  });
});

describe("the rewards API catalogue's pages", () => {
  it("counts at least one page, rounding up", () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(12)).toBe(1);
    expect(pageCountOf(13)).toBe(2);
    expect(pageCountOf(25, 5)).toBe(5);
  });
});

describe("the KYB states (spec §7.2 get_kyb_status_for_kyb)", () => {
  it("tells done, waiting, refused and what asks the admin to act", () => {
    expect(kybToneOf("verified")).toBe("done");
    expect(kybToneOf("in_review")).toBe("waiting");
    expect(kybToneOf("rejected")).toBe("refused");
    expect(kybToneOf("not_started")).toBe("action");
    expect(kybToneOf("documents_pending")).toBe("action");
  });

  it("shows the day of the last change, none for a missing or broken time", () => {
    expect(kybDayOf("2026-11-20T10:00:00.000Z")).toBe("2026-11-20");
    expect(kybDayOf(null)).toBeNull();
    expect(kybDayOf("yesterday")).toBeNull();
  });
});
