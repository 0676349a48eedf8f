/**
 * Validate identity and user association (getUserAssoc, spec §7.5 'Other identity calls'): the
 * signed-in identity's user at a client, its own or a linked account's; refused in the shopper's
 * language for a client it has no user at; HTTP 401 without a session (spec §8).
 */
import { getUserAssoc } from "@contract/identity";
import { describe, expect, it } from "vitest";
import { makeTestServer } from "../../server/testing";

/** Priya (client 1001, no linked accounts) and Sam (clients 1001, 2002 and 5179, linked). */
const PRIYA = 1;
const SAM = 2;

describe("getUserAssoc {user_assoc: {cid}} (spec §7.5)", () => {
  const server = makeTestServer();
  const assoc = async (userId: number | null, cid: number, lng?: string) =>
    server.call(
      getUserAssoc,
      { user_assoc: { cid } },
      {
        ...(userId === null ? {} : { token: server.openSession(userId) }),
        headers: lng === undefined ? {} : { lng },
      },
    );

  it("answers the client of each of Sam's linked accounts", async () => {
    for (const cid of [1001, 2002, 5179]) {
      const answer = (await assoc(SAM, cid)).data?.data.getUserAssoc;
      expect(answer?.success).toBe(1);
      expect(answer?.data?.cid).toBe(cid);
      expect(answer?.data?.name).not.toBe("");
    }
  });

  it("answers an unlinked user's own client, and refuses another client in English and in German", async () => {
    expect((await assoc(PRIYA, 1001)).data?.data.getUserAssoc.success).toBe(1);
    expect((await assoc(PRIYA, 2002)).data?.data.getUserAssoc).toEqual({
      success: 0,
      message: "Your sign-in is not associated with a user of this client.",
    });
    expect((await assoc(SAM, 4242, "de")).data?.data.getUserAssoc).toEqual({
      success: 0,
      message: "Deine Anmeldung ist mit keinem Nutzer dieses Kunden verknüpft.",
    });
  });

  it("answers HTTP 401 without a session (spec §8)", async () => {
    expect((await assoc(null, 1001)).status).toBe(401);
  });
});
