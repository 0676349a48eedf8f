// @vitest-environment happy-dom
/**
 * Texts that say a count (spec §3 'Language', §9 'Languages enabled for translation: en, es, fr,
 * de'): the form is the one `Intl.PluralRules` picks in the interface language, so no page says
 * '1 times left', '1 rooms' or 'Quedan 1 horarios'.
 */
import { SITE_LANGUAGES } from "@domain/language";
import { experiencesMessages } from "@views/experiences/messages";
import { flightsMessages } from "@views/flights/messages";
import { hotelsMessages } from "@views/hotels/messages";
import { LanguageProvider, loadLanguage, type Messages, useMessages } from "@views/i18n";
import { plural, usePlural } from "@views/i18n/plural";
import { layoutMessages } from "@views/layout/messages";
import { listingMessages } from "@views/listing/messages";
import { balancesMessages } from "@views/profile/balances/messages";
import { ordersMessages } from "@views/profile/orders/messages";
import { storeInfoMessages } from "@views/storeInfo/messages";
import { topupMessages } from "@views/topup/messages";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { mountedRoot } from "../../support/dom";
import { textsIn } from "../../support/i18n";

describe("a plural text says the form of its count's category, in all four languages", () => {
  it.each([
    ["en", ["0 times left", "1 time left", "2 times left"]],
    ["es", ["quedan 0 horarios", "queda 1 horario", "quedan 2 horarios"]],
    // French counts 0 with 1: '0 horaire'.
    ["fr", ["encore 0 horaire", "encore 1 horaire", "encore 2 horaires"]],
    ["de", ["noch 0 Zeiten", "noch 1 Zeit", "noch 2 Zeiten"]],
  ] as const)("%s: an experience date's times left for 0, 1, 2", (language, said) => {
    const text = textsIn(experiencesMessages, language).slotsLeft;
    expect([0, 1, 2].map((n) => plural(text, n, language))).toEqual(said);
  });

  it.each([
    ["en", ["0 rooms", "1 room", "2 rooms"]],
    ["es", ["0 habitaciones", "1 habitación", "2 habitaciones"]],
    ["fr", ["0 chambre", "1 chambre", "2 chambres"]],
    ["de", ["0 Zimmer", "1 Zimmer", "2 Zimmer"]],
  ] as const)("%s: a hotel search's rooms for 0, 1, 2", (language, said) => {
    const text = textsIn(hotelsMessages, language).roomCount;
    expect([0, 1, 2].map((n) => plural(text, n, language))).toEqual(said);
  });

  it.each([
    ["en", ["Cart, 0 items", "Cart, 1 item", "Cart, 2 items"]],
    ["es", ["Carrito, 0 artículos", "Carrito, 1 artículo", "Carrito, 2 artículos"]],
    ["fr", ["Panier, 0 article", "Panier, 1 article", "Panier, 2 articles"]],
    ["de", ["Warenkorb, 0 Artikel", "Warenkorb, 1 Artikel", "Warenkorb, 2 Artikel"]],
  ] as const)("%s: the cart link's name for 0, 1, 2", (language, said) => {
    const text = textsIn(layoutMessages, language).cartWithCount;
    expect([0, 1, 2].map((n) => plural(text, n, language))).toEqual(said);
  });

  it("fills the other placeholders, and a count written for the page replaces the bare number", () => {
    const en = experiencesMessages.en;
    expect(plural(en.categoryLimit, 1, "en", { name: "Adult", min: 0 })).toBe(
      "Adult: choose between 0 and 1 guest.",
    );
    expect(plural(en.categoryLimit, 4, "en", { name: "Adult", min: 1 })).toBe(
      "Adult: choose between 1 and 4 guests.",
    );
    expect(plural(en.count, 1200, "en", { count: "1,200" })).toBe("1,200 experiences");
  });

  it("a booked stay says its nights and rooms each in its own number (spec §2.3 Hotels_Orders)", () => {
    const en = ordersMessages.en;
    expect(plural(en.nights, 2, "en")).toBe("2 nights");
    expect(plural(en.rooms, 1, "en")).toBe("1 room");
    expect(plural(textsIn(ordersMessages, "de").nights, 1, "de")).toBe("1 Nacht");
  });
});

/** An experience time's seats left, as the detail page says them. */
const SeatsLeft = ({ n }: { readonly n: number }) => {
  const text = useMessages(experiencesMessages);
  const count = usePlural();
  return <p>{count(text.seatsLeft, n)}</p>;
};

describe("usePlural says a count in the language the page shows", () => {
  const root = mountedRoot();
  const show = (language: "en" | "es" | "fr", n: number) =>
    root.render(
      <LanguageProvider language={language}>
        <SeatsLeft n={n} />
      </LanguageProvider>,
    );

  it("picks the form by the shown language's rules", async () => {
    show("en", 1);
    expect(root.container().textContent).toBe("1 seat left");
    show("en", 0);
    expect(root.container().textContent).toBe("0 seats left");
    await act(async () => {
      await Promise.all([loadLanguage("es"), loadLanguage("fr")]);
    });
    show("es", 1);
    expect(root.container().textContent).toBe("queda 1 plaza");
    show("fr", 0);
    expect(root.container().textContent).toBe("encore 0 place");
  });
});

describe("every count-bearing English text goes through the plural forms", () => {
  /** The tables with counts in their texts. */
  const tables: readonly Messages[] = [
    experiencesMessages.en,
    hotelsMessages.en,
    layoutMessages.en,
    ordersMessages.en,
    listingMessages.en,
    balancesMessages.en,
    topupMessages.en,
    flightsMessages.en,
    storeInfoMessages.en,
  ];

  it("no plain text puts {count} before a word (one form cannot fit 1 and 2)", () => {
    expect(SITE_LANGUAGES).toEqual(["en", "es", "fr", "de"]);
    for (const table of tables) {
      for (const [key, message] of Object.entries(table)) {
        if (typeof message !== "string") continue;
        // '{count} on' (filters switched on) reads the same for every count.
        expect(/\{count\} (?!on$)\p{L}/u.test(message), key).toBe(false);
      }
    }
  });
});
