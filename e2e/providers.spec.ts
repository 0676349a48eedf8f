/**
 * Payment providers, the maintenance page and the rewards API catalogue, at both widths (spec §1
 * 'Ways to pay' and 'Other features', §2.3 provider callback pages, '/maintenance',
 * '/rewards-api-catalogue', §2.4 'Pricing Plans', §7.6). The payment journey is a guest's with a
 * gift card of its own per width; the maintenance switch is the 'members' site's only, so the
 * other journeys' sites stay open.
 */
import AxeBuilder from "@axe-core/playwright";
import { acceptCookies, expect, type Page, test } from "./fixtures";
import { operatorHeaders } from "./operator";

test.beforeEach(acceptCookies);

/** The page's violations at rest: motion reduced, so the search box's hint is never read mid-fade. */
const violationsOf = async (page: Page) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  return (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({
    rule: v.id,
    nodes: v.nodes.map((n) => n.target.join(" ")),
  }));
};

const setMaintenance = async (page: Page, on: boolean) => {
  const answer = await page.request.post("/__admin/maintenance", {
    data: { on, site: "members" },
    headers: operatorHeaders,
  });
  expect(answer.ok()).toBe(true);
};

test("a guest pays the rest through Provider B and returns through its callback page to the status page", async ({
  page,
}, info) => {
  // Each width its own gift card, so the two journeys hold in any order.
  const card =
    info.project.name === "phone"
      ? "/marketplace/vouchers/description/shopping-gift-card/28501"
      : "/marketplace/vouchers/description/fashion-gift-card/40211";
  await page.goto(card);
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to your cart.")).toBeVisible();
  await page.goto("/marketplace/checkout");
  await page.getByLabel("First name").fill("Asha");
  await page.getByLabel("Last name").fill("Rao");
  await page.getByLabel("E-mail").fill("asha.rao@example.com");

  const choice = page.getByTestId("provider-choice");
  await expect(choice.getByRole("radio", { name: "Card payment" })).toBeChecked();
  await choice.getByRole("radio", { name: "Provider B (cards and pay later)" }).check();
  await expect(page).toHaveURL(/\/marketplace\/checkout$/);
  await page.getByTestId("pay-button").click();

  // The provider's own page, reached through the order's payment token.
  await expect(page).toHaveURL(/\/provider\/provider-b\/pay\/[A-Za-z0-9_-]+$/);
  await expect(
    page.getByRole("heading", { name: "Pay with Provider B (cards and pay later)" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  // Back through '/provider-b-payment-callback' to the status page (spec §2.3).
  await expect(page).toHaveURL(/\/marketplace\/payment-status\/voucher\/\d+\/[^/]+$/);
  await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "paid");
});

test("a provider callback with a tampered key says the link is not valid, and opens no status page", async ({
  page,
}) => {
  await page.goto(
    "/marketplace/provider-a-payment-callback?order_id=999999&key=tampered-key-123&status=success",
  );
  const invalid = page.getByTestId("payment-invalid");
  await expect(invalid).toContainText("This payment link is not valid.");
  await expect(invalid).toContainText("the payment provider does not know this order");
  await expect(page).toHaveURL(/\/provider-a-payment-callback\?/);
});

test("the maintenance switch shows the maintenance page; clearing it, Try again returns where the shopper was", async ({
  page,
}) => {
  await setMaintenance(page, true);
  try {
    await page.goto("/members/cart");
    await expect(page).toHaveURL(/\/members\/maintenance\?from=%2Fmembers%2Fcart$/);
    await expect(page.getByRole("heading", { name: "We'll be back soon" })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
    // Still under maintenance: Try again keeps the page.
    await page.getByTestId("maintenance-retry").click();
    await expect(page.getByTestId("maintenance-retry")).toHaveText("Try again");
    await expect(page).toHaveURL(/\/members\/maintenance\?/);
  } finally {
    await setMaintenance(page, false);
  }
  await page.getByTestId("maintenance-retry").click();
  await expect(page).toHaveURL(/\/members\/cart$/);
  await expect(page.getByTestId("maintenance-page")).toHaveCount(0);
});

test("the rewards API catalogue lists products by API code; its header's Pricing Plans opens the plans", async ({
  page,
}) => {
  await page.goto("/marketplace/rewards-api-catalogue");
  await expect(page.getByRole("heading", { name: "Rewards API Catalogue", level: 1 })).toBeVisible();
  await expect(
    page
      .getByTestId("api-products")
      .getByText(/PLUM-\d+/)
      .first(),
  ).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await page.getByTestId("site-header").getByRole("button", { name: "Pricing Plans" }).click();
  const plans = page.getByRole("dialog", { name: "Pricing Plans" });
  await expect(plans.getByTestId("pricing-plan")).toHaveCount(3);
  await expect(plans).toContainText("Starter");
  await expect(plans).toContainText("Unlimited API calls");
  await page.keyboard.press("Escape");
  await expect(plans).toHaveCount(0);
});
