import { followFlows } from "@app/thirdPartyFlows";
import { makeRecording, thirdPartyRecording } from "@effects/thirdParty";
import { describe, expect, it } from "vitest";

/** A flow's snapshot as the services read it, changed by `set` (the flow's own transitions). */
const flowOf = <S extends object>(initial: S) => {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    set: (next: S) => {
      snapshot = next;
      for (const listener of listeners) listener();
    },
  };
};

const siteAt = (cookiesAccepted: boolean, pathname: string, search = "") => ({
  context: { cookiesAccepted, language: "en", location: { pathname, search } },
});

const user = {
  email: "asha@acme.example",
  first_name: "Asha",
  last_name: "Rao",
  company_id: 2002,
  client_id: 2002,
  country_code: "IN",
  // Not part of the identity: a secret the session might hold must never reach a service.
  password: "Demo@1234",
};

const sessionWith = (signedIn: boolean) => ({
  context: {
    user: signedIn ? user : null,
    points: signedIn ? { RP: [{ balance: 5000 }], currency_code: "INR", label: "Points" } : null,
    gcb: null,
  },
  hasTag: (tag: string) => tag === "startedUp",
});

describe("the services following the flows (spec §1, §2.11)", () => {
  it("send nothing before the cookie banner's consent, then start and follow the page and the user", () => {
    const recording = makeRecording();
    const site = flowOf(siteAt(false, "/marketplace"));
    const session = flowOf(sessionWith(false));
    followFlows(site, session, { layer: thirdPartyRecording(recording), salt: "salt" });

    site.set(siteAt(false, "/marketplace/vouchers"));
    session.set(sessionWith(true));
    expect(recording.entries()).toEqual([]);

    site.set(siteAt(true, "/marketplace/vouchers"));
    const after = recording.entries().map((e) => `${e.service}.${e.what}`);
    expect(after).toContain("analytics.page");
    expect(after).toContain("analytics.identify");
    const identify = recording.entries().find((e) => e.service === "analytics" && e.what === "identify");
    expect(identify?.data).toMatchObject({ pointsBalance: 5000, currency: "INR" });

    site.set(siteAt(true, "/marketplace/login"));
    expect(recording.entries().at(-1)).toMatchObject({
      service: "marketingTrackers",
      what: "page",
      data: { path: "/marketplace/login" },
    });
  });

  it("never let a secret reach a service: the SSO token in the address, the session's password", () => {
    const recording = makeRecording();
    const site = flowOf(siteAt(true, "/sso/", "?token=sso-secret-42"));
    followFlows(site, flowOf(sessionWith(true)), { layer: thirdPartyRecording(recording), salt: "salt" });
    site.set(siteAt(true, "/marketplace/rp/reset-keyword-7"));
    const sent = JSON.stringify(recording.entries());
    expect(recording.entries().length).toBeGreaterThan(0);
    expect(sent).not.toContain("sso-secret-42");
    expect(sent).not.toContain("reset-keyword-7");
    expect(sent).not.toContain("Demo@1234");
  });

  it("stop following when told", () => {
    const recording = makeRecording();
    const site = flowOf(siteAt(false, "/marketplace"));
    const stop = followFlows(site, undefined, { layer: thirdPartyRecording(recording), salt: "salt" });
    stop();
    site.set(siteAt(true, "/marketplace"));
    expect(recording.entries()).toEqual([]);
  });
});
