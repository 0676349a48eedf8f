/**
 * Mail unsubscribe at 1280 px and 390 px (spec §2.3 '/unsubscribe/:mailType', §7.5 'Unsubscribe
 * mail {add_data: {un_subscribe}}'): the page names the mails, a signed-in shopper confirms and
 * is told it is done; an unknown mail type says so; a signed-out one is asked to sign in.
 */
import { expect, type Page, signIn, test } from "./fixtures";

const signInAs = async (page: Page, identity: string) => {
  await signIn(page, identity);
  await expect(page.getByTestId("user-name")).toBeVisible();
};

test.describe("unsubscribe", () => {
  test("a signed-in shopper sees which mails stop, confirms, and is told it is done", async ({ page }) => {
    await signInAs(page, "nina@demo.example");
    await page.goto("/marketplace/unsubscribe/newsletter");
    await expect(page.getByRole("heading", { name: "Unsubscribe from e-mails" })).toBeVisible();
    await expect(page.getByText("You will no longer receive these e-mails:")).toBeVisible();
    await expect(page.getByText("Newsletter", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "You have been unsubscribed. You will no longer receive these e-mails.",
    );
  });

  test("an unknown mail type says so; a signed-out shopper is asked to sign in", async ({ page }) => {
    await page.goto("/marketplace/unsubscribe/promo");
    await expect(page.getByRole("alert")).toHaveText(
      "This kind of e-mail is not known. Please check the link in your e-mail.",
    );
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
    await page.goto("/marketplace/unsubscribe/offers");
    await expect(page.getByText("Offers and promotions")).toBeVisible();
    await expect(page.getByText("Please sign in to choose which e-mails you receive.")).toBeVisible();
  });
});
