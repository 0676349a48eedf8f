/**
 * The two answers of every call of the reference API (spec §7.1), as they go on the wire: the
 * storefront and the recorded journeys read them field by field, in this order.
 */

import { describe, expect, it } from "vitest";
import { ok, refused } from "../../server/core/answers";

describe("spec §7.1 answers on the wire", () => {
  it("a refusal is success 0 and its words", () => {
    expect(JSON.stringify(refused("Order not found"))).toBe('{"success":0,"message":"Order not found"}');
  });

  it("a refusal's extra fields follow its words", () => {
    expect(JSON.stringify(refused("Invalid reward code", { data: { Error: true, Code: "GV-1" } }))).toBe(
      '{"success":0,"message":"Invalid reward code","data":{"Error":true,"Code":"GV-1"}}',
    );
    expect(JSON.stringify(refused("Current password is wrong", { code: "WRONG_CURRENT_PASSWORD" }))).toBe(
      '{"success":0,"message":"Current password is wrong","code":"WRONG_CURRENT_PASSWORD"}',
    );
  });

  it("an accepted call is success 1 and its data", () => {
    expect(JSON.stringify(ok({ order_id: 5001, status: 1 }))).toBe(
      '{"success":1,"data":{"order_id":5001,"status":1}}',
    );
  });
});
