/**
 * The error catalogue follows the language switcher (spec §3 'Language', §4 'Language', §8): on
 * /marketplace the shopper picks Español in the site's language switcher, and a catalogue error
 * then shows in Spanish, word for word as the catalogue's Spanish table has it.
 */
import { acceptCookies, expect, type Page, test } from "./fixtures";

let visitor = 0;

test.beforeEach(async ({ context, page, baseURL }) => {
  // The cookie banner stays away (spec §2.11).
  await acceptCookies({ context, baseURL });
  // Each journey is its own visitor for the API's per-address lookup limit (spec §8 HTTP 429).
  visitor += 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${200 + visitor}` });
});

/** Opens /marketplace and picks Español in the header's language switcher. */
const inSpanish = async (page: Page) => {
  await page.goto("/marketplace");
  const switcher = page.getByTestId("site-header").getByTestId("language-switcher").getByRole("combobox");
  await switcher.selectOption({ label: "Español" });
  await expect(switcher).toHaveValue("es");
  await expect(page.getByTestId("brand-theme")).toHaveAttribute("lang", "es");
};

test("balance checker: an unknown reward code shows the field error in Spanish", async ({ page }) => {
  await inSpanish(page);
  await page
    .getByTestId("site-footer")
    .getByRole("button", { name: "Consultar saldo del código de recompensa" })
    .click();
  const checker = page.getByTestId("balance-checker");
  await expect(checker).toBeVisible();
  await checker.getByLabel("Código de recompensa").fill("DEMO-9999-ZZZZ-0001");
  await checker.getByRole("button", { name: "Consultar saldo del vale" }).click();
  await expect(checker.getByTestId("balance-field-error")).toHaveText(
    "El código introducido no es válido. ¡Inténtalo de nuevo!",
  );
  await expect(checker.getByTestId("balance-code-input")).toHaveAttribute("aria-invalid", "true");
});

test("track order: an order id that is not digits only shows its error in Spanish", async ({ page }) => {
  await inSpanish(page);
  await page.getByTestId("site-header").getByRole("button", { name: "Seguir pedido" }).click();
  const form = page.getByTestId("track-order-form");
  await expect(form).toBeVisible();
  await form.getByLabel("ID del pedido").fill("abc");
  await form.getByRole("button", { name: "Verificar" }).click();
  await expect(form.getByRole("alert")).toHaveText("El número de pedido no es válido. Inténtalo de nuevo");
});
