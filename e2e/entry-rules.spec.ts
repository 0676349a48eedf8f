/**
 * The rules of how a shopper enters the store (spec §2.1), at 1280 px and 390 px, against the
 * reference API's demo data: a '/{site}/{sub}' path whose second segment is a section name opens
 * that section of the site, and one whose second segment is not is read as a site of its own;
 * the '{vendor}_wallet_id' query parameter is kept for the session and sent with the user points
 * call; a reset-password link without its site is sent to '/marketplace{path}' when the site's
 * platform settings cannot be loaded (spec §2.1, §8 'Platform setting failure').
 */
import { ResetTexts } from "../server/domains/account/reset";
import { acceptCookies, expect, signIn, test, visitorAddress } from "./fixtures";

test.beforeEach(acceptCookies);

test("'/{site}/{sub}': a section name as the second segment opens that section of the site, any other is no page of it (spec §2.1)", async ({
  page,
}) => {
  // 'vouchers' is a known section name: the site is 'acme', the section 'vouchers'.
  await page.goto("/acme/vouchers");
  const header = page.getByTestId("site-header");
  await expect(header.getByRole("img", { name: "Acme Rewards" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Gift Cards" })).toBeVisible();
  await expect(page.getByTestId("listing-count")).toHaveText("Showing 1–12 of 23");
  // Acme shows its catalogue in its own points, 'Acme Stars' (docs/demo-data.md).
  await expect(
    page.getByTestId("listing-card").filter({ hasText: "Orbit Shopping Gift Card" }),
  ).toContainText("From 485.00 Acme Stars");
  await expect(
    page.getByTestId("category-nav").getByRole("link", { name: "Gift Card", exact: true }),
  ).toHaveAttribute("aria-current", "page");

  // 'india' is no section name: '/acme/india' is the site 'acme/india' ('/:keyword/:keyword'),
  // and Acme's own custom_route '/:keyword' has no page 'india': the 404 page (spec §2.11).
  await page.goto("/acme/india");
  await expect(page.getByRole("heading", { level: 1, name: "Oh no! Error 404" })).toBeVisible();
  await expect(page.getByText("We are trying hard to fix it. Shop through other pages.")).toBeVisible();
});

test("'?vendor_wallet_id' is kept in session storage and sent with the user points call (spec §2.1)", async ({
  page,
}) => {
  await page.goto("/marketplace/login?vendor_wallet_id=W-4242");
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("vendor_wallet_id"))).toBe("W-4242");

  const pointsCall = page.waitForRequest(
    (request) => request.method() === "POST" && /\/getPoints$/.test(request.url()),
  );
  await signIn(page, "priya@demo.example");
  const sent: unknown = (await pointsCall).postDataJSON();
  expect(sent).toMatchObject({ variables: { add_data: 1, vendor_wallet_id: "W-4242" } });
  // The points answered for the wallet are the shopper's.
  await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
  await expect(page.getByTestId("points-pill")).toHaveText("25,000.00 Points");
});

test("a reset-password link without its site goes to '/marketplace{path}' when the platform settings fail (spec §2.1, §8)", async ({
  page,
}, info) => {
  const client = visitorAddress(info);
  await page.request.post("/__faults", {
    data: { operation: "fetchPlatformSetting", status: 503, times: 1, client },
  });
  try {
    await page.goto("/rp/no-such-link");
    await expect(page).toHaveURL(/\/marketplace\/rp\/no-such-link$/);
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(ResetTexts.en.unknown);
    await expect(page.getByRole("link", { name: "Get a new link" })).toBeVisible();
  } finally {
    await page.request.delete(`/__faults?client=${client}`);
  }
});
