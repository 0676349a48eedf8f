import { describe, expect, it } from "vitest";
import { mobileDigitsOf, mobileOwnerOf } from "../../../server/domains/account/store";
import { makeTestServer } from "../../../server/testing";

describe("a mobile number belongs to one account per client", () => {
  it("reads the national digits whatever the dialling code or spacing", () => {
    expect(mobileDigitsOf("91-9845012345")).toBe("9845012345");
    expect(mobileDigitsOf("98450 12345")).toBe("9845012345");
    expect(mobileDigitsOf("1-9845012345")).toBe("9845012345");
  });

  it("finds Priya's number under another dialling code in her client, and not in another client", () => {
    const server = makeTestServer();
    const priya = server.db
      .prepare("SELECT id, client_id FROM users WHERE email = 'priya@demo.example'")
      .get() as {
      id: number;
      client_id: number;
    };
    expect(mobileOwnerOf(server.db, priya.client_id, "1-9876543210")?.email).toBe("priya@demo.example");
    expect(mobileOwnerOf(server.db, priya.client_id, "9876543210", priya.id)).toBeUndefined();
    expect(mobileOwnerOf(server.db, 999_999, "9876543210")).toBeUndefined();
  });
});
