/**
 * '/redirect-perks' at 1280 px and 390 px (spec §2.3 'redirecting to perks stores', §1: 'A
 * 'Redirecting To Perks Stores' notice says that perk stores reuse the user's existing store
 * credentials for checkout'): the notice, then the perks store (the site's perks listing). The
 * page's clock is held, so the notice is read before the redirect's delay runs out.
 */
import { PERKS_REDIRECT_DELAY_MS } from "../src/domain/perks";
import { expect, test } from "./fixtures";

test("the 'Redirecting To Perks Stores' notice, then the perks store", async ({ page }) => {
  await page.clock.install();
  await page.goto("/marketplace/redirect-perks");
  const notice = page.getByTestId("redirect-perks");
  await expect(notice.getByRole("heading", { name: "Redirecting To Perks Stores" })).toBeVisible();
  await expect(notice.getByRole("status")).toHaveText(
    "Perk stores use your existing store credentials for checkout: there is nothing to sign in to again.",
  );
  await expect(notice.getByRole("link", { name: "Go to the perks store now" })).toHaveAttribute(
    "href",
    "/marketplace/perks",
  );
  await expect(page).toHaveURL(/\/marketplace\/redirect-perks$/);
  await page.clock.runFor(PERKS_REDIRECT_DELAY_MS);
  await expect(page).toHaveURL(/\/marketplace\/perks$/);
});
