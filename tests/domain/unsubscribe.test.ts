/** The kinds of mail the unsubscribe page knows (spec §2.3 '/unsubscribe/:mailType'). */
import { isMailType, MAIL_TYPES } from "@domain/unsubscribe";
import { describe, expect, it } from "vitest";

describe("isMailType", () => {
  it.each(MAIL_TYPES)("knows %s", (type) => {
    expect(isMailType(type)).toBe(true);
  });

  it.each(["", "OFFERS", "offers ", "promo", "../offers", "newsletter/1"])("does not know %j", (type) => {
    expect(isMailType(type)).toBe(false);
  });
});
