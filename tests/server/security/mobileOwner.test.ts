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

describe("the demo accounts", () => {
  it("hold no mobile number twice within one client", () => {
    const server = makeTestServer();
    const users = server.db.prepare("SELECT id, client_id, contact FROM users").all() as {
      id: number;
      client_id: number;
      contact: string;
    }[];
    const seen = new Map<string, number>();
    const shared: string[] = [];
    for (const user of users) {
      const key = `${user.client_id}:${mobileDigitsOf(user.contact)}`;
      const other = seen.get(key);
      if (other !== undefined) shared.push(`${key} (users ${other} and ${user.id})`);
      seen.set(key, user.id);
    }
    expect(shared).toEqual([]);
  });
});
