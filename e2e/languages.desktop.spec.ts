/**
 * No English left on a Spanish, French or German page (spec §3 'Language', §4 'Language': the
 * browser language picks the interface language; §9 'Languages enabled for translation: en, es,
 * fr, de'). For each language one page, its browser set to that language, opens every route once
 * in turn (e2e/support/routes.ts and the routes that need a query or a held state), first as a
 * guest and then signed in, and fails on any English table text it shows
 * (e2e/support/englishTexts.ts): a text that bypassed the message tables shows up here as a table
 * text in English, or not at all, which the code's own checks catch instead.
 */
import type { TranslatedLanguage, Translation } from "@views/i18n";
import { de } from "@views/i18n/languages/de";
import { es } from "@views/i18n/languages/es";
import { fr } from "@views/i18n/languages/fr";
import { signInMessages } from "@views/pages/signInMessages";
import {
  acceptCookies,
  DEMO_PASSWORD,
  expect,
  type Page,
  test,
  untilReady,
  waitingForReady,
} from "./fixtures";
import { englishTextsFor, englishTextsIn, PAGE_TEXTS_OPTIONS, pageTexts } from "./support/englishTexts";
import { GUEST_PAGES, SIGNED_IN_PAGES } from "./support/routes";

/** A day `offset` days from today, as the search forms write it. */
const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const STAY = `cityId=1319&city=Bangalore&country=IN&checkIn=${day(7)}&checkOut=${day(9)}&rooms=2-0`;
const FLIGHT = `trip=return&from=DEL&to=GOI&depart=${day(14)}&back=${day(18)}&adults=2&children=1&infants=1&cabin=economy`;

/** Routes a guest reaches that the resume crawl leaves out: a query, a link's keyword, a held state. */
const MORE_GUEST_PAGES = [
  "/marketplace/product-list",
  "/marketplace/custom-category",
  "/marketplace/experiences/payment",
  `/marketplace/flights/listing?${FLIGHT}`,
  `/marketplace/hotels/listing?${STAY}`,
  `/marketplace/hotels/description/7001?${STAY}`,
  "/marketplace/mobile-recharge/listing?category_id=48001&operator_id=1&circle_id=11",
  "/marketplace/maintenance",
  "/marketplace/reset-password/no-such-link",
  "/marketplace/unsubscribe/newsletter",
] as const;

/** Signed-in routes the resume crawl leaves out. */
const MORE_SIGNED_IN_PAGES = [
  "/marketplace/flights/orders",
  "/marketplace/hotels/orders",
  "/marketplace/storevouchers",
  "/marketplace/reward-redemption",
  "/marketplace/point-conversion",
  "/marketplace/cashout/transfer/1466",
  "/marketplace/cashout/transfer/1465",
  "/marketplace/switch-account",
] as const;

const translations: { readonly [L in TranslatedLanguage]: Translation } = { es, fr, de };

/** The browser language of each crawl (spec §4 'Language': its first 2 letters pick the interface's). */
const LOCALES: { readonly [L in TranslatedLanguage]: string } = { es: "es-ES", fr: "fr-FR", de: "de-DE" };

/** The shopper the signed-in pages are opened for (docs/demo-data.md). */
const SHOPPER = "priya@demo.example";

/** Opens `path` and waits until the page answers and nothing on it is still loading. */
const settle = async (page: Page, path: string) => {
  await page.goto(path);
  await untilReady(page);
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      timeout: 3_000,
    })
    .catch(() => undefined);
};

/** The English table texts `page` shows, each as 'table.key: "what the page shows"'. */
const englishOn = async (page: Page, language: TranslatedLanguage): Promise<readonly string[]> => {
  const shown = await page.evaluate(pageTexts, PAGE_TEXTS_OPTIONS);
  return englishTextsIn(shown, englishTextsFor(translations[language])).map(
    (english) => `${english.table}.${english.key}: ${JSON.stringify(english.shown)}`,
  );
};

/** Signs in on the sign-in page, its labels in `language` (spec §7.5). */
const signInIn = async (page: Page, language: TranslatedLanguage) => {
  const text = translations[language].signIn;
  expect(text.identity).not.toBe(signInMessages.en.identity);
  await page.goto("/marketplace/login");
  await page.getByLabel(text.identity).fill(SHOPPER);
  await page.getByRole("button", { name: text.continue }).click();
  await page.getByLabel(text.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: text.signIn, exact: true }).click();
  await page.waitForURL(/\/marketplace\/home$/);
};

for (const language of Object.keys(LOCALES) as TranslatedLanguage[]) {
  test(`every route in ${language} shows no English interface text`, async ({
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({
      baseURL,
      locale: LOCALES[language],
      viewport: { width: 1280, height: 800 },
      extraHTTPHeaders: extraHTTPHeaders ?? {},
    });
    await acceptCookies({ context, baseURL });
    const page = waitingForReady(await context.newPage());
    const found: string[] = [];
    const crawl = async (paths: readonly string[]) => {
      for (const path of paths) {
        await settle(page, path);
        await expect(page.getByTestId("brand-theme")).toHaveAttribute("lang", language);
        for (const english of await englishOn(page, language)) found.push(`${path} ${english}`);
      }
    };
    await crawl([...GUEST_PAGES, ...MORE_GUEST_PAGES]);
    await signInIn(page, language);
    await crawl([...SIGNED_IN_PAGES, ...MORE_SIGNED_IN_PAGES]);
    await context.close();
    expect(found, found.join("\n")).toEqual([]);
  });
}
