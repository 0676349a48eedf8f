/**
 * Free perks and airline miles on their detail pages (spec §7.6 freePerkCreateOrder and
 * validate_miles_memberId, §3 Order 'an airline-loyalty member id'), against the reference API's
 * demo data: Priya claims the free 'Weekend Hotel Deal' (44004), not bought, and a second claim
 * answers the first; Leo's 'SkyHigh Airline Miles' (47001) go to his cart only with a member id
 * the airline knows (SKY1234567). Leo's cart is no other journey's: theirs keep their counts.
 */
import { expect, type Page, signIn, test } from "./fixtures";

const signInAs = async (page: Page, email: string, name: string) => {
  await signIn(page, email);
  await expect(page.getByTestId("user-name")).toHaveText(name);
};

test.describe("free perks and airline miles (spec §7.6)", () => {
  test("a free perk is claimed with its code and partner link; claiming it again answers the same claim", async ({
    page,
  }) => {
    await signInAs(page, "priya@demo.example", "Priya Sharma");
    await page.goto("/marketplace/perks/description/weekend-hotel-deal/44004");
    await expect(page.getByRole("heading", { level: 1, name: "Weekend Hotel Deal" })).toBeVisible();
    // Claimed, not bought: no cart buttons.
    await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    await page.getByRole("button", { name: "Claim" }).click();
    const code = page.getByTestId("perk-code");
    await expect(code).toHaveText(/^PERK-[A-Z2-9]{10}$/);
    const first = await code.textContent();
    await expect(page.getByRole("link", { name: "Redeem on the partner's site" })).toHaveAttribute(
      "href",
      /^https:\/\/hotels\.partner\.example\/weekend-deal\?code=PERK-[A-Z2-9]{10}$/,
    );

    await page.reload();
    await page.getByRole("button", { name: "Claim" }).click();
    await expect(page.getByTestId("perk-code")).toHaveText(first ?? "");
  });

  test("a miles product refuses a malformed and an unknown member id, then goes to the cart with a known one", async ({
    page,
  }) => {
    await signInAs(page, "leo@demo.example", "Leo Martin");
    await page.goto("/marketplace/airmiles/description/skyhigh-airline-miles/47001");
    await expect(page.getByRole("heading", { level: 1, name: "SkyHigh Airline Miles" })).toBeVisible();
    const add = page.getByRole("button", { name: "Add to Cart" });
    await expect(add).toBeDisabled();

    const field = page.getByLabel("Airline member id");
    const check = page.getByRole("button", { name: "Check member id" });
    await field.fill("abc");
    await check.click();
    await expect(page.getByTestId("member-id-error")).toHaveText(
      "A member id is 6 to 16 letters and digits, with at least one digit.",
    );
    await field.fill("SKY0000000");
    await check.click();
    await expect(page.getByTestId("member-id-error")).toHaveText("The airline does not know this member id.");
    await expect(add).toBeDisabled();

    await field.fill("SKY1234567");
    await check.click();
    await expect(page.getByText("Member id accepted.")).toBeVisible();
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByText("Added to your cart.")).toBeVisible();
  });
});
