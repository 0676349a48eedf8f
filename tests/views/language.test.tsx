// @vitest-environment happy-dom
/**
 * Switching the interface language (spec §3 'Language', §4 'Language'): English ships with the
 * views; another language's texts load when the site flow picks it. Until they have loaded the
 * page stays in the language it was in (never blank, never message keys); then it re-renders in
 * the new language.
 */
import { cartMessages } from "@views/cart/messages";
import { LanguageProvider, loadLanguage, useLanguage, useMessages } from "@views/i18n";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { mountedRoot } from "../support/dom";
import { translations } from "../support/i18n";

/** A view that shows one text of the cart's table, marked with the language it renders in. */
const CartTitle = () => <h1 lang={useLanguage()}>{useMessages(cartMessages).title}</h1>;

const root = mountedRoot();

const show = (language: "en" | "es" | "fr" | "de") =>
  root.render(
    <LanguageProvider language={language}>
      <CartTitle />
    </LanguageProvider>,
  );

const heading = () => root.container().querySelector("h1");

describe("spec §4 'Language': the views follow the site flow's language once its texts have loaded", () => {
  it("renders English at once, then Spanish once the Spanish texts are in", async () => {
    show("en");
    expect(heading()?.textContent).toBe("Your Cart");

    show("es");
    // The Spanish module has not arrived in this render: the page keeps its English text.
    expect(heading()?.textContent).toBe("Your Cart");
    expect(heading()?.getAttribute("lang")).toBe("en");

    await act(async () => {
      await loadLanguage("es");
    });
    expect(heading()?.textContent).toBe(translations.es.cart.title);
    expect(heading()?.textContent).toBe("Tu carrito");
    expect(heading()?.getAttribute("lang")).toBe("es");
  });

  it("keeps the language shown while the next one loads, and goes back to English at once", async () => {
    show("es");
    await act(async () => {
      await loadLanguage("es");
    });
    expect(heading()?.textContent).toBe("Tu carrito");

    show("de");
    expect(heading()?.textContent).toBe("Tu carrito");
    await act(async () => {
      await loadLanguage("de");
    });
    expect(heading()?.textContent).toBe(translations.de.cart.title);

    show("en");
    expect(heading()?.textContent).toBe("Your Cart");
  });
});

describe("spec §4 'Language': the page's <html lang> follows the language the views render in", () => {
  it("sets document.documentElement.lang once the language's texts are in, and back to English", async () => {
    show("en");
    expect(document.documentElement.lang).toBe("en");

    show("fr");
    // The French texts are not in yet: the page is still English, and says so.
    expect(document.documentElement.lang).toBe("en");
    await act(async () => {
      await loadLanguage("fr");
    });
    expect(heading()?.textContent).toBe(translations.fr.cart.title);
    expect(document.documentElement.lang).toBe("fr");

    show("es");
    await act(async () => {
      await loadLanguage("es");
    });
    expect(heading()?.textContent).toBe("Tu carrito");
    expect(document.documentElement.lang).toBe("es");

    show("de");
    await act(async () => {
      await loadLanguage("de");
    });
    expect(document.documentElement.lang).toBe("de");

    show("en");
    expect(heading()?.textContent).toBe("Your Cart");
    expect(document.documentElement.lang).toBe("en");
  });
});
