/**
 * The client admin's KYB status on the PROFILE tab (spec §1 'Other features', §6 Admin, §7.2
 * get_kyb_status_for_kyb), at 1280 px and 390 px: Ada Admin's company 1001 is under review since
 * 2026-11-20 (docs/demo-data.md 'KYB'); the card says it is loading while the call is pending.
 * A shopper who is no admin has no such card.
 */
import { acceptCookies, expect, signIn, test } from "./fixtures";

test.beforeEach(acceptCookies);

test("an admin reads the company's KYB status on the PROFILE tab, after its loader", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await expect(page.getByTestId("user-name")).toHaveText("Ada Admin");

  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/get_kyb_status_for_kyb$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/marketplace/profile");
  const card = page.getByTestId("kyb-card");
  await expect(card.getByRole("heading", { level: 2, name: "Business verification (KYB)" })).toBeVisible();
  // While the call is pending the card says so (a section loader, spec §2.11 'Loaders').
  await expect(card.getByRole("status", { name: "Loading the verification status…" })).toBeAttached();
  await expect(card.getByTestId("kyb-state")).toHaveCount(0);
  release();
  await expect(card.getByTestId("kyb-state")).toHaveText("Under review: we are checking your documents.");
  await expect(card.getByText("Last updated 2026-11-20")).toBeVisible();
  await expect(card.getByRole("status", { name: "Loading the verification status…" })).toHaveCount(0);
});

test("a shopper who is no admin has no KYB card", async ({ page }) => {
  await signIn(page, "priya@demo.example");
  await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
  await page.goto("/marketplace/profile");
  await expect(page.getByRole("heading", { level: 2, name: "Your details" })).toBeVisible();
  await expect(page.getByText("Business verification (KYB)")).toHaveCount(0);
});
