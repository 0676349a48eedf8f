/**
 * The maintenance switch, the rewards API catalogue and plans, the KYB checks and the '/common'
 * page of the reference API (spec §1, §2.3, §2.4 'Pricing Plans', §7.2, §7.3 getPlans, §7.8 plumApi).
 */
import { fetchPlatformSetting } from "@contract/site";
import { getCommonPage, getKybStatus, getPlans, plumApi } from "@contract/storeInfo";
import { describe, expect, it } from "vitest";
import { setMaintenance } from "../../server/domains/storeInfo/module";
import { makeTestServer } from "../../server/testing";
import { operatorHeaders, TEST_ADMIN_TOKEN } from "../support/operator";

const maintenanceOf = async (server: ReturnType<typeof makeTestServer>, site: string) => {
  const answer = (await server.call(fetchPlatformSetting, { urlPrefix: site })).data?.data
    .fetchPlatformSetting;
  return answer?.success === 1 ? answer.data.maintenance : undefined;
};

describe("the maintenance switch (spec §2.3 '/maintenance')", () => {
  it("reports maintenance in the platform settings, for every site or for one", async () => {
    const server = makeTestServer();
    expect(await maintenanceOf(server, "marketplace")).toBe(0);
    setMaintenance(server.db, true, "members");
    expect(await maintenanceOf(server, "members")).toBe(1);
    expect(await maintenanceOf(server, "marketplace")).toBe(0);
    setMaintenance(server.db, true);
    expect(await maintenanceOf(server, "marketplace")).toBe(1);
    setMaintenance(server.db, false);
    setMaintenance(server.db, false, "members");
    expect(await maintenanceOf(server, "members")).toBe(0);
  });

  it("the operator turns it for one site; anyone else gets 404 and nothing changes", async () => {
    const server = makeTestServer({ config: { adminToken: TEST_ADMIN_TOKEN } });
    const post = (body: unknown, headers: Record<string, string>, address?: string) =>
      server.post("/__admin/maintenance", JSON.stringify(body), headers, address);
    // Without a socket (not from this machine), or without the token, the switch is refused.
    expect((await post({ on: true }, operatorHeaders)).status).toBe(404);
    expect((await post({ on: true }, {}, "127.0.0.1")).status).toBe(404);
    expect(await maintenanceOf(server, "marketplace")).toBe(0);
    expect(await post({ on: true, site: "members" }, operatorHeaders, "127.0.0.1")).toEqual({
      status: 200,
      json: { maintenance: 1 },
    });
    expect(await maintenanceOf(server, "members")).toBe(1);
    expect(await server.get("/__admin/maintenance?site=members", operatorHeaders, "127.0.0.1")).toEqual({
      status: 200,
      json: { maintenance: 1 },
    });
    expect((await post({ on: "yes" }, operatorHeaders, "127.0.0.1")).status).toBe(400);
  });
});

describe("the rewards API catalogue (spec §7.8 plumApi, §7.3 getPlans)", () => {
  it("pages the products a client orders by API, each with its code and values", async () => {
    const server = makeTestServer();
    const first = (await server.call(plumApi, { add_data: { limit: 2, offset: 0 } })).data?.data.plumApi;
    expect(first?.success).toBe(1);
    expect(first?.data?.products).toHaveLength(2);
    const product = first?.data?.products[0];
    expect(product?.api_code).toBe(`PLUM-${product?.product_id}`);
    expect(product?.denominations.length).toBeGreaterThan(0);
    const second = (await server.call(plumApi, { add_data: { limit: 2, offset: 2 } })).data?.data.plumApi;
    expect(second?.data?.products[0]?.product_id).not.toBe(product?.product_id);
    expect(second?.data?.total).toBe(first?.data?.total);
  });

  it("answers three plans, the last without a call limit", async () => {
    const server = makeTestServer();
    const plans = (await server.call(getPlans, {})).data?.data.getPlans.data ?? [];
    expect(plans.map((p) => p.plan_id)).toEqual(["starter", "growth", "enterprise"]);
    expect(plans[2]?.calls_per_month).toBeNull();
  });
});

describe("KYB status and the '/common' page (spec §7.2, §2.3)", () => {
  it("needs a session for the KYB status", async () => {
    const server = makeTestServer();
    const answer = await server.call(getKybStatus, {});
    expect(answer.status).toBe(401);
  });

  it("answers a site's own page, else the marketplace's", async () => {
    const server = makeTestServer();
    const acme = (await server.call(getCommonPage, { urlPrefix: "acme" })).data?.data.getCommonPage;
    expect(acme?.data?.title).toBe("About Acme Rewards");
    const other = (await server.call(getCommonPage, { urlPrefix: "outsider" })).data?.data.getCommonPage;
    expect(other?.data?.title).toBe("About this store");
  });
});
