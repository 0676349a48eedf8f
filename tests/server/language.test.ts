/**
 * The reference API answers in the shopper's language: the `lng` header of every call (spec §7.1)
 * picks en, es, fr or de (spec §9 'Languages enabled for translation'); the API's own texts come
 * in it where the API has them, else in English (spec §3 'Language': default en).
 */
import { fetchGiftVoucherBalance } from "@contract/balances";
import { getCommonPage, getKybStatus } from "@contract/storeInfo";
import { describe, expect, it } from "vitest";
import {
  everyLanguage,
  inLanguage,
  requestLanguage,
  storedTextIn,
  storedTexts,
} from "../../server/core/language";
import { makeTestServer } from "../../server/testing";

/** Priya, the demo points user with 13 ledger entries (server/domains/points/seed.ts). */
const PRIYA = 1;

describe("the request's language (server/core/language.ts)", () => {
  it("reads en, es, fr and de from the lng header, in any case and with a region", () => {
    expect(requestLanguage("es")).toBe("es");
    expect(requestLanguage("FR")).toBe("fr");
    expect(requestLanguage("de-DE")).toBe("de");
    expect(requestLanguage(" en ")).toBe("en");
  });

  it("answers English without a header, and for a language the API does not speak", () => {
    expect(requestLanguage(undefined)).toBe("en");
    expect(requestLanguage("")).toBe("en");
    expect(requestLanguage("pt")).toBe("en");
    expect(requestLanguage("ja-JP")).toBe("en");
  });

  it("reads a text in the language asked for, else in English", () => {
    expect(inLanguage({ en: "Points", es: "Puntos" }, "es")).toBe("Puntos");
    expect(inLanguage({ en: "Points", es: "Puntos" }, "de")).toBe("Points");
    expect(everyLanguage((language) => `${language}!`)).toEqual({
      en: "en!",
      es: "es!",
      fr: "fr!",
      de: "de!",
    });
  });

  it("stores a seed text by language and reads it back in one, falling back to English", () => {
    const stored = storedTexts({ en: "Monthly award", fr: "Récompense mensuelle" });
    expect(storedTextIn(stored, "fr")).toBe("Récompense mensuelle");
    expect(storedTextIn(stored, "es")).toBe("Monthly award");
    // A plain text (written before texts had languages) is the same in every language.
    expect(storedTextIn("Monthly award", "de")).toBe("Monthly award");
    expect(storedTextIn("{not json", "de")).toBe("{not json");
  });
});

describe("the points history's reasons follow the lng header (spec §7.6 fetchGiftVoucherBalance)", () => {
  const server = makeTestServer();
  const token = server.openSession(PRIYA);
  const reasonsIn = async (lng: string | undefined) => {
    const answer = await server.call(
      fetchGiftVoucherBalance,
      { input_params: { limit: 20, type: "points", offset: 0 } },
      { token, headers: lng === undefined ? {} : { lng } },
    );
    const ledger = answer.data?.data.fetchGiftVoucherBalance;
    if (ledger?.success !== 1) throw new Error("the ledger was refused");
    return (ledger.data?.entries ?? []).map((entry) => entry.reason);
  };

  it("answers the seeded reasons and an order's debit in English by default", async () => {
    const reasons = await reasonsIn("en");
    expect(reasons[0]).toBe("Monthly award");
    expect(reasons).toContain("Redeemed on order 100118");
    expect(reasons.at(-1)).toBe("Welcome bonus");
  });

  it("answers them in Spanish, French and German", async () => {
    const es = await reasonsIn("es");
    expect(es[0]).toBe("Premio mensual");
    expect(es).toContain("Canjeados en el pedido 100118");
    expect(es.at(-1)).toBe("Bono de bienvenida");

    const fr = await reasonsIn("fr");
    expect(fr[0]).toBe("Récompense mensuelle");
    expect(fr).toContain("Utilisés pour la commande 100118");
    expect(fr.at(-1)).toBe("Prime de bienvenue");

    const de = await reasonsIn("de");
    expect(de[0]).toBe("Monatliche Prämie");
    expect(de).toContain("Eingelöst für Bestellung 100118");
    expect(de.at(-1)).toBe("Willkommensbonus");
  });

  it("falls back to English for a language the API does not speak", async () => {
    expect((await reasonsIn("pt"))[0]).toBe("Monthly award");
    expect((await reasonsIn(undefined))[0]).toBe("Monthly award");
  });
});

describe("the '/common' page follows the lng header (spec §2.3 '/common')", () => {
  const server = makeTestServer();
  const pageIn = async (urlPrefix: string, lng: string) => {
    const answer = (await server.call(getCommonPage, { urlPrefix }, { headers: { lng } })).data?.data
      .getCommonPage;
    return answer?.success === 1 ? answer.data : undefined;
  };

  it("answers the marketplace's page in each language, every section translated", async () => {
    const en = await pageIn("marketplace", "en");
    expect(en?.title).toBe("About this store");
    expect(en?.sections[0]?.heading).toBe("Rewards made simple");
    const es = await pageIn("marketplace", "es");
    expect(es?.title).toBe("Acerca de esta tienda");
    expect(es?.sections.map((section) => section.heading)).toEqual([
      "Recompensas sin complicaciones",
      "Pagar el resto",
      "¿Necesitas ayuda?",
    ]);
    expect((await pageIn("marketplace", "fr"))?.title).toBe("À propos de cette boutique");
    const de = await pageIn("marketplace", "de");
    expect(de?.title).toBe("Über diesen Shop");
    expect(de?.sections[2]?.heading).toBe("Brauchst du Hilfe?");
  });

  it("answers a site's own page in the language, a site without one the marketplace's, English otherwise", async () => {
    expect((await pageIn("acme", "es"))?.title).toBe("Acerca de Acme Rewards");
    expect((await pageIn("acme", "de"))?.sections[1]?.heading).toBe("Fragen");
    expect((await pageIn("outsider", "fr"))?.title).toBe("À propos de cette boutique");
    expect((await pageIn("acme", "pt"))?.title).toBe("About Acme Rewards");
  });
});

describe("the KYB status's reason follows the lng header (spec §7.2 KYB status)", () => {
  const server = makeTestServer();
  /** Mia, an admin of company 5179, whose check was rejected (server/domains/storeInfo/module.ts). */
  const token = server.openSession(6);
  const reasonIn = async (lng: string) => {
    const answer = (await server.call(getKybStatus, {}, { token, headers: { lng } })).data?.data
      .get_kyb_status_for_kyb;
    return answer?.success === 1 ? answer.data?.reason : undefined;
  };

  it("answers the rejection's reason in English, Spanish, French and German", async () => {
    expect(await reasonIn("en")).toBe("The certificate of incorporation is not legible.");
    expect(await reasonIn("es")).toBe("El certificado de constitución no es legible.");
    expect(await reasonIn("fr")).toBe("Le certificat de constitution n'est pas lisible.");
    expect(await reasonIn("de")).toBe("Die Gründungsurkunde ist nicht lesbar.");
  });
});
