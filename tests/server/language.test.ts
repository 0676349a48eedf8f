/**
 * The reference API answers in the shopper's language: the `lng` header of every call (spec §7.1)
 * picks en, es, fr or de (spec §9 'Languages enabled for translation'); the API's own texts come
 * in it where the API has them, else in English (spec §3 'Language': default en).
 */
import { getPoints } from "@contract/account";
import { fetchGiftVoucherBalance } from "@contract/balances";
import {
  createHotelItinerary,
  fetchHotelInformation,
  fetchHotelItinerary,
  searchHotels,
} from "@contract/hotels";
import { fetchPlatformSetting } from "@contract/site";
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

describe("hotels answer their policies and refusals in the shopper's language (spec §7.7 hotels)", () => {
  const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
  const stay = { check_in: "2026-12-01", check_out: "2026-12-03", rooms: [{ adults: 2, children: 0 }] };
  const server = makeTestServer({ now: () => NOW });
  /** The demo shopper who books hotels in the hotel tests (tests/server/hotels.test.ts). */
  const token = server.openSession(90);

  const ratesIn = async (lng: string) => {
    const hotels =
      (await server.call(searchHotels, { searchParameters: { city_id: 1319, ...stay } })).data?.data
        .search_hotels.data?.hotels ?? [];
    const hotelId = hotels[0]?.hotel_id ?? 0;
    const info = (
      await server.call(
        fetchHotelInformation,
        { fetchHotelInformationParameters: { hotel_id: hotelId, ...stay } },
        { headers: { lng } },
      )
    ).data?.data.fetch_hotel_information.data;
    return { hotelId, rates: info?.rates ?? [] };
  };

  it("words a rate's cancellation policy in each language", async () => {
    const en = await ratesIn("en");
    const refundable = en.rates.findIndex((rate) => rate.cancellation_policy.startsWith("Free cancellation"));
    const nonRefundable = en.rates.findIndex((rate) => rate.cancellation_policy.startsWith("Non-refundable"));
    expect(refundable).toBeGreaterThanOrEqual(0);
    expect(nonRefundable).toBeGreaterThanOrEqual(0);
    expect(en.rates[refundable]?.cancellation_policy).toBe(
      "Free cancellation until 2 days before check-in; after that the first night is charged. Check-in 2026-12-01.",
    );
    const es = (await ratesIn("es")).rates;
    expect(es[refundable]?.cancellation_policy).toBe(
      "Cancelación gratuita hasta 2 días antes de la entrada; después se cobra la primera noche. Entrada el 2026-12-01.",
    );
    expect(es[nonRefundable]?.cancellation_policy).toBe("No reembolsable: si se cancela, se cobra el total.");
    const fr = (await ratesIn("fr")).rates;
    expect(fr[nonRefundable]?.cancellation_policy).toBe(
      "Non remboursable : le montant total est facturé en cas d'annulation.",
    );
    const de = (await ratesIn("de")).rates;
    expect(de[refundable]?.cancellation_policy).toBe(
      "Kostenlose Stornierung bis 2 Tage vor der Anreise; danach wird die erste Nacht berechnet. Anreise am 2026-12-01.",
    );
  });

  it("keeps an itinerary's policy in every language: it reads in the language of each call", async () => {
    const { hotelId, rates } = await ratesIn("en");
    const rate = rates.find((r) => r.cancellation_policy.startsWith("Non-refundable"));
    if (rate === undefined) throw new Error("no non-refundable rate");
    const created = (
      await server.call(
        createHotelItinerary,
        { itinerary: { hotel_id: hotelId, rate_id: rate.rate_id, ...stay, total_minor: rate.total_minor } },
        { token, headers: { lng: "fr" } },
      )
    ).data?.data.create_itinerary;
    expect(created?.data?.cancellation_policy).toBe(
      "Non remboursable : le montant total est facturé en cas d'annulation.",
    );
    const id = created?.data?.itinerary_id ?? "";
    const policyIn = async (lng: string) =>
      (await server.call(fetchHotelItinerary, { itinerary_id: id }, { token, headers: { lng } })).data?.data
        .fetch_itinerary.data?.cancellation_policy;
    expect(await policyIn("de")).toBe(
      "Nicht erstattungsfähig: Bei Stornierung wird der volle Betrag berechnet.",
    );
    expect(await policyIn("en")).toBe("Non-refundable: the full total is charged if cancelled.");
  });

  it("refuses a stay in the shopper's language", async () => {
    const refusalIn = async (lng: string) =>
      (
        await server.call(
          searchHotels,
          { searchParameters: { city_id: 1319, ...stay, check_out: "2026-11-30" } },
          { headers: { lng } },
        )
      ).data?.data.search_hotels;
    expect(await refusalIn("en")).toMatchObject({
      success: 0,
      message: "The check-out date must be after the check-in date.",
    });
    expect(await refusalIn("es")).toMatchObject({
      success: 0,
      message: "La fecha de salida debe ser posterior a la de entrada.",
    });
    expect(await refusalIn("fr")).toMatchObject({
      success: 0,
      message: "La date de départ doit être postérieure à la date d'arrivée.",
    });
    expect(await refusalIn("de")).toMatchObject({
      success: 0,
      message: "Das Abreisedatum muss nach dem Anreisedatum liegen.",
    });
  });
});

describe("a site's settings answer the texts a shopper reads in the lng header's language (spec §3 Platform settings)", () => {
  const server = makeTestServer();
  const settingsIn = async (urlPrefix: string, lng: string) => {
    const answer = (await server.call(fetchPlatformSetting, { urlPrefix }, { headers: { lng } })).data?.data
      .fetchPlatformSetting;
    if (answer?.success !== 1) throw new Error(`no settings for ${urlPrefix}`);
    return answer.data;
  };

  it("the points label and the pay button of the marketplace in each language ('Points', 'Pay Now' in English)", async () => {
    expect((await settingsIn("marketplace", "en"))?.customText).toEqual({
      rewardPoints: "Points",
      payNowButton: "Pay Now",
    });
    expect((await settingsIn("marketplace", "es"))?.customText).toEqual({
      rewardPoints: "Puntos",
      payNowButton: "Pagar ahora",
    });
    expect((await settingsIn("marketplace", "fr"))?.customText).toEqual({
      rewardPoints: "Points",
      payNowButton: "Payer maintenant",
    });
    expect((await settingsIn("marketplace", "de"))?.customText).toEqual({
      rewardPoints: "Punkte",
      payNowButton: "Jetzt bezahlen",
    });
  });

  it("a brand's own points keep their name; its pay button and custom category are translated", async () => {
    expect((await settingsIn("acme", "de"))?.customText).toEqual({
      rewardPoints: "Acme Stars",
      payNowButton: "Sicher bezahlen",
    });
    const members = await settingsIn("members", "es");
    expect(members?.customText.rewardPoints).toBe("Puntos de socio");
    expect(members?.customCatalogFilterGroupName).toBe("Selección para socios");
    expect((await settingsIn("members", "pt"))?.customCatalogFilterGroupName).toBe("Member Picks");
  });

  it("a shopper's points carry the site's label in the language too (spec §3 User points: label)", async () => {
    const token = server.openSession(PRIYA);
    const labelIn = async (lng: string) => {
      const answer = (await server.call(getPoints, { add_data: 1 }, { token, headers: { lng } })).data?.data
        .getPoints;
      return answer?.success === 1 ? answer.data?.label : undefined;
    };
    expect(await labelIn("en")).toBe("Points");
    expect(await labelIn("es")).toBe("Puntos");
    expect(await labelIn("de")).toBe("Punkte");
  });
});
