/**
 * The third-party integration's user details ({brand-c}_tp_integrations getUserDetails, spec
 * §7.5) beside its getPoints: the provider's record of a third-party points user (isThirdPartyUser),
 * refused for a store points user in the shopper's language, HTTP 401 without a session.
 */
import { tpGetPoints, tpGetUserDetails } from "@contract/balances";
import { describe, expect, it } from "vitest";
import { PROVIDER_MEMBER_ID, PROVIDER_USER_ID } from "../../server/domains/points/seed";
import { makeTestServer } from "../../server/testing";

/** Priya, the demo points user whose points the store keeps. */
const PRIYA = 1;

describe("tp_integrations getUserDetails (spec §7.5)", () => {
  const server = makeTestServer();

  it("answers Tara's record at the provider that getPoints names", async () => {
    const token = server.openSession(PROVIDER_USER_ID);
    const details = await server.call(tpGetUserDetails, {}, { token });
    const points = await server.call(tpGetPoints, {}, { token });
    expect(details.status).toBe(200);
    expect(details.data).toEqual({
      success: 1,
      data: {
        provider: "Partner Miles Club",
        member_id: PROVIDER_MEMBER_ID,
        first_name: "Tara",
        last_name: "Provider",
        email: "tara.provider@demo.example",
        tier: "Gold",
        member_since: "2024-03-15",
      },
    });
    expect(details.data?.data?.provider).toBe(points.data?.data?.provider);
  });

  it("refuses a store points user, in Spanish with lng es", async () => {
    const token = server.openSession(PRIYA);
    expect((await server.call(tpGetUserDetails, {}, { token })).data).toEqual({
      success: 0,
      message: "Not a third-party points user.",
    });
    expect((await server.call(tpGetUserDetails, {}, { token, headers: { lng: "es" } })).data).toEqual({
      success: 0,
      message: "No es un usuario de puntos de un proveedor externo.",
    });
  });

  it("answers HTTP 401 without a session (spec §8)", async () => {
    expect((await server.call(tpGetUserDetails, {})).status).toBe(401);
  });
});
