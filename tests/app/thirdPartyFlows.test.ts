import { followFlows, TRANSLATION_INIT_POLL_MS, TRANSLATION_INIT_TRIES } from "@app/thirdPartyFlows";
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

/** Timers a test moves by hand: `tick` runs what is due after `ms`. */
const manualTimers = () => {
  let now = 0;
  let next = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  return {
    set: (run: () => void, ms: number) => {
      next += 1;
      due.set(next, { at: now + ms, run });
      return next;
    },
    clear: (timer: unknown) => {
      due.delete(Number(timer));
    },
    tick: (ms: number) => {
      now += ms;
      for (const [id, timer] of [...due]) {
        if (timer.at <= now) {
          due.delete(id);
          timer.run();
        }
      }
    },
    pending: () => due.size,
  };
};

describe("spec §9 'translation-service init poll 500 ms': the language waits until the translation service has started", () => {
  const consentedSite = (language: string) => ({
    context: { cookiesAccepted: true, language, location: { pathname: "/marketplace", search: "" } },
  });
  const translationSent = (recording: ReturnType<typeof makeRecording>) =>
    recording
      .entries()
      .filter((e) => e.service === "translation")
      .map((e) => e.data);

  it("asks every 500 ms; the other services do not wait; once started the language goes, then each change at once", () => {
    expect(TRANSLATION_INIT_POLL_MS).toBe(500);
    const recording = makeRecording();
    const timers = manualTimers();
    let ready = false;
    const site = flowOf(consentedSite("es"));
    followFlows(site, undefined, {
      layer: thirdPartyRecording(recording),
      salt: "salt",
      translationReady: () => ready,
      timers,
    });
    expect(translationSent(recording)).toEqual([]);
    expect(recording.entries().some((e) => e.service === "analytics")).toBe(true);

    timers.tick(499);
    ready = true;
    expect(translationSent(recording)).toEqual([]);
    timers.tick(1);
    expect(translationSent(recording)).toEqual([{ language: "es" }]);

    site.set(consentedSite("fr"));
    expect(translationSent(recording)).toEqual([{ language: "es" }, { language: "fr" }]);
    expect(timers.pending()).toBe(0);
  });

  it("held changes go in their order; after 20 asks (10 s) they are dropped, and a later change asks again", () => {
    expect(TRANSLATION_INIT_TRIES).toBe(20);
    const recording = makeRecording();
    const timers = manualTimers();
    let ready = false;
    const site = flowOf(consentedSite("es"));
    followFlows(site, undefined, {
      layer: thirdPartyRecording(recording),
      salt: "salt",
      translationReady: () => ready,
      timers,
    });
    site.set(consentedSite("de"));
    timers.tick(500);
    expect(translationSent(recording)).toEqual([]);
    for (let ask = 2; ask <= 20; ask += 1) timers.tick(500);
    expect(timers.pending()).toBe(0);
    ready = true;
    timers.tick(500);
    expect(translationSent(recording)).toEqual([]);

    ready = false;
    site.set(consentedSite("fr"));
    expect(timers.pending()).toBe(1);
    ready = true;
    timers.tick(500);
    expect(translationSent(recording)).toEqual([{ language: "fr" }]);
  });

  it("stopping the following stops the asking", () => {
    const timers = manualTimers();
    const stop = followFlows(flowOf(consentedSite("es")), undefined, {
      layer: thirdPartyRecording(makeRecording()),
      salt: "salt",
      translationReady: () => false,
      timers,
    });
    expect(timers.pending()).toBe(1);
    stop();
    expect(timers.pending()).toBe(0);
  });
});
