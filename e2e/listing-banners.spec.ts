import { expect, test } from "./fixtures";

/**
 * The gift-card listing's banners in the browser (spec §7.2 'Store banners (fetchBannersList)',
 * 'Banner product ids (check_banner_product_id)', §4 'Banners'), against the reference API's
 * demo data: India's gift-card page has three product banners, Reel Cinema's (51270, expired
 * since 2025), the Fashion Gift Card's (40211, sold in India) and the Threads Fashion Gift Card's
 * (40601, sold only in Hungary).
 */

test("spec §7.2: the gift-card listing shows the banner of a product India has, never one India lacks", async ({
  page,
}) => {
  await page.goto("/marketplace/vouchers");
  await expect(page.getByRole("heading", { level: 1, name: "Gift Cards" })).toBeVisible();
  const banners = page.getByRole("main").getByRole("list", { name: "Banners" });
  await expect(banners).toBeVisible();
  const links = banners.getByRole("link");
  await expect(links).toHaveCount(1);
  await expect(links.first()).toHaveAttribute(
    "href",
    "/marketplace/vouchers/description/fashion-gift-card/40211",
  );
  await expect(links.first()).toHaveAccessibleName("Banner 1 of 1");
  await expect(banners.locator('a[href$="/threads-fashion-gift-card/40601"]')).toHaveCount(0);
  // spec §4: the expired Reel Cinema banner stays hidden too.
  await expect(banners.locator('a[href$="/reel-cinema-gift-card/51270"]')).toHaveCount(0);

  await links.first().click();
  await expect(page).toHaveURL(/\/marketplace\/vouchers\/description\/fashion-gift-card\/40211$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fashion Gift Card" })).toBeVisible();
});

test("spec §3 'Banner': the experiences page shows the banners of its page, the experience page of India", async ({
  page,
}) => {
  await page.goto("/marketplace/experiences");
  await expect(page.getByRole("heading", { level: 1, name: "Experiences" })).toBeVisible();
  const banners = page.getByRole("main").getByRole("list", { name: "Banners" });
  const links = banners.getByRole("link");
  await expect(links).toHaveCount(1);
  await expect(links.first()).toHaveAttribute(
    "href",
    "/marketplace/experiences/sunset-kayaking-in-bangalore/61022",
  );
  await links.first().click();
  await expect(page).toHaveURL(/\/marketplace\/experiences\/sunset-kayaking-in-bangalore\/61022$/);
});
