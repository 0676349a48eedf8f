/**
 * The reference API's mail unsubscribe (spec §7.5 'Unsubscribe mail {add_data: {un_subscribe}}')
 * and account switching (spec §7.5 'Account switching'): state kept in SQLite, sessions replaced.
 */
import { fetchUserDetails, getPoints } from "@contract/account";
import { selectAccount, unsubscribeMail } from "@contract/identity";
import { describe, expect, it } from "vitest";
import { accountModule } from "../../server/domains/account/module";
import { UnsubscribeTexts, unsubscribedMailTypes } from "../../server/domains/account/unsubscribe";
import { siteModule } from "../../server/domains/site/module";
import { makeTestServer } from "../../server/testing";

const SAM = 2;
const server = () => makeTestServer({ modules: [siteModule, accountModule] });

describe("Unsubscribe mail", () => {
  it("needs a session: HTTP 401 without one, nothing stored", async () => {
    const api = server();
    const res = await api.call(unsubscribeMail, { add_data: { un_subscribe: "offers" } });
    expect(res.status).toBe(401);
    expect(unsubscribedMailTypes(api.db, SAM)).toEqual([]);
  });

  it("keeps each kind once per user, and refuses an unknown kind", async () => {
    const api = server();
    const token = api.openSession(SAM);
    for (const kind of ["offers", "reminders", "offers"]) {
      const res = await api.call(unsubscribeMail, { add_data: { un_subscribe: kind } }, { token });
      expect(res.data?.data.unsubscribeMail).toEqual({ success: 1, message: UnsubscribeTexts.en.done });
    }
    const unknown = await api.call(unsubscribeMail, { add_data: { un_subscribe: "promo" } }, { token });
    expect(unknown.data?.data.unsubscribeMail).toEqual({
      success: 0,
      message: UnsubscribeTexts.en.unknownType,
    });
    expect([...unsubscribedMailTypes(api.db, SAM)].sort()).toEqual(["offers", "reminders"]);
  });
});

describe("select_account switches the session's company and balances", () => {
  it("the new token reads client 2002's user and points; the old one is closed", async () => {
    const api = server();
    const token = api.openSession(SAM);
    const before = await api.call(getPoints, { add_data: 1 }, { token });
    const switched = await api.call(selectAccount, { cid: 2002 }, { token });
    const newToken = switched.data?.data?.a_t ?? "";
    expect(switched.data?.success).toBe(1);
    const user = await api.call(fetchUserDetails, {}, { token: newToken });
    expect(user.data?.data.fetchUserDetails.company_id).toBe(2002);
    const after = await api.call(getPoints, { add_data: 1 }, { token: newToken });
    expect(after.data?.data.getPoints.data).not.toEqual(before.data?.data.getPoints.data);
    expect((await api.call(fetchUserDetails, {}, { token })).status).toBe(401);
  });
});
