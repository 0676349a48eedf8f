/**
 * The third-party services of spec §1 behind the cookie banner's consent (spec §2.11), in the
 * demo build, which names no service and records what would have been sent: the developer
 * drawer's 'Third parties' tab shows the recording.
 */
import { expect, type Page, signIn, test } from "./fixtures";

const thirdPartyTab = async (page: Page) => {
  const drawer = page.getByRole("complementary", { name: "Developer tools" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("tab", { name: "Third parties" }).click();
  return drawer.getByRole("region", { name: "Third-party services" });
};

test.describe("the third-party services", () => {
  test("send nothing before consent; after it they start, and a sign-in identifies the user with the points balance", async ({
    page,
  }, testInfo) => {
    await page.goto("/marketplace?devtools=1");
    const before = await thirdPartyTab(page);
    await expect(before.getByText("Nothing has been sent to a third-party service.")).toBeVisible();
    await expect(before.getByText("0 messages sent to third-party services")).toBeVisible();
    await expect(page.getByTestId("chat-widget")).toHaveCount(0);

    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "OK", exact: true }).click();
    await page.goto("/marketplace?devtools=1");
    const started = await thirdPartyTab(page);
    const startRow = started.getByRole("row").filter({ hasText: "fingerprint" });
    await expect(startRow).toContainText("start");
    await expect(started.getByRole("row").filter({ hasText: "marketingTrackers" })).toContainText(
      '{"path":"/marketplace?devtools=1"}',
    );
    // spec §1: the chat widget is hidden on mobile (991 px or less, spec §9).
    if (testInfo.project.name === "phone") {
      await expect(page.getByRole("button", { name: "Chat with us" })).toHaveCount(0);
    } else {
      await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible();
    }

    await page.keyboard.press("Escape");
    await signIn(page, "priya@demo.example");
    await expect(page.getByTestId("user-name")).toBeVisible();
    await page.goto("/marketplace?devtools=1");
    const signedIn = await thirdPartyTab(page);
    const identify = signedIn
      .getByRole("row")
      .filter({ hasText: "analytics" })
      .filter({ hasText: "identify" });
    // spec §1: the analytics identify carries the profile, points balance, currency and expiry.
    await expect(identify).toContainText('"email":"priya@demo.example"');
    await expect(identify).toContainText('"pointsBalance":25000');
    await expect(identify).toContainText('"currency":"INR"');
    await expect(identify).toContainText('"expiry":"');
    // No secret leaves: not the password the shopper typed.
    await expect(signedIn).not.toContainText("Demo@1234");
  });
});
