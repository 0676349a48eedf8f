/**
 * The page speaks the shopper's language (spec §3 'Language', §4 'Language', §9 'Languages
 * enabled for translation: en, es, fr, de'): picking Español in the header's switcher sets
 * `<html lang>` to 'es', and from then on the reference API answers its own texts in Spanish (the
 * client sends the choice in the `lng` header, spec §7.1), as the '/common' page shows.
 */
import { acceptCookies, expect, submitSignIn, test, waitingForReady } from "./fixtures";

let visitor = 0;

test.beforeEach(async ({ context, page, baseURL }) => {
  // The cookie banner stays away (spec §2.11).
  await acceptCookies({ context, baseURL });
  // Each journey is its own visitor for the API's per-address lookup limit (spec §8 HTTP 429).
  visitor += 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${180 + visitor}` });
});

test("switching to Español sets <html lang> and the '/common' page comes in Spanish", async ({ page }) => {
  await page.goto("/marketplace");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  const switcher = page.getByTestId("site-header").getByTestId("language-switcher").getByRole("combobox");
  await switcher.selectOption({ label: "Español" });
  await expect(switcher).toHaveValue("es");
  await expect(page.getByTestId("brand-theme")).toHaveAttribute("lang", "es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  // The choice is kept (spec §3 'wglang'): the next page opens in Spanish, its API texts too.
  await page.goto("/marketplace/common");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const common = page.getByTestId("common-page");
  await expect(common.getByRole("heading", { level: 1 })).toHaveText("Acerca de esta tienda");
  await expect(common.getByRole("heading", { level: 2 }).first()).toHaveText(
    "Recompensas sin complicaciones",
  );

  // And back: English again, on the page and in <html lang>.
  await switcher.selectOption({ label: "English" });
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("signed in, the points tab reads 'Tus Puntos' once Español is picked, not 'Tus Points'", async ({
  page,
}) => {
  // spec §3 customText: the marketplace's points label, which the API answers in the language.
  await page.goto("/marketplace/orders");
  await expect(page).toHaveURL(/\/marketplace\/login\?redirect=/);
  await submitSignIn(page, "priya@demo.example");
  await expect(page).toHaveURL(/\/marketplace\/orders$/);
  await expect(page.getByRole("link", { name: "Your Points", exact: true }).first()).toBeVisible();

  const switcher = page.getByTestId("site-header").getByTestId("language-switcher").getByRole("combobox");
  await switcher.selectOption({ label: "Español" });
  await expect(page.getByRole("link", { name: "Tus Puntos", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Tus Points", exact: true })).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("a Spanish browser that chose nothing reads the API's own texts in Spanish too (spec §4, §7.1 lng)", async ({
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  const context = await browser.newContext({
    baseURL,
    locale: "es-ES",
    extraHTTPHeaders: { ...extraHTTPHeaders, "x-forwarded-for": "198.51.100.177" },
  });
  await acceptCookies({ context, baseURL });
  const page = waitingForReady(await context.newPage());
  await page.goto("/marketplace");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  // A move within the page: the client itself asks for the '/common' page, the API's own text.
  await page.evaluate(() => {
    history.pushState(null, "", "/marketplace/common");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  const common = page.getByTestId("common-page");
  await expect(common.getByRole("heading", { level: 1 })).toHaveText("Acerca de esta tienda");
  await context.close();
});

test('a page the server renders for a Spanish browser says lang="es" in its first bytes', async ({
  request,
}) => {
  // spec §4 'Language': the marketplace allows several languages, so the browser's language decides.
  const spanish = await request.get("/marketplace", {
    headers: { "accept-language": "es-ES,es;q=0.9", "x-forwarded-for": "198.51.100.179" },
  });
  expect(await spanish.text()).toMatch(/<html lang="es"/);
  // Acme allows one language only: its pages are English whatever the browser speaks.
  const acme = await request.get("/acme", {
    headers: { "accept-language": "es-ES,es;q=0.9", "x-forwarded-for": "198.51.100.178" },
  });
  expect(await acme.text()).toMatch(/<html lang="en"/);
});
