/**
 * Account journeys at 1280 px and 390 px (spec §7.5 'Login and verification', 'Password reset',
 * §5 'Password', §8 429 rows): forgot password → the mailed link (the reference API's outbox) →
 * a new password → sign in with it, the link refused once used; the OTP step's 'Resend code'
 * countdown and the HTTP 429 texts.
 */
import { Texts } from "@errors/catalogue";
import { ResetTexts } from "../server/domains/account/reset";
import { expect, loginCodeFor, type Page, submitSignIn, test } from "./fixtures";

const LIMIT_START = "Limit exceeded, please try again in sometime. If it reoccurs, please reach out to ";

const toIdentityStep = async (page: Page, identity: string) => {
  await page.goto("/marketplace/login");
  await page.getByLabel("E-mail address or mobile number").fill(identity);
  await page.getByRole("button", { name: "Continue" }).click();
};

test.describe("accounts", () => {
  test("forgot password → mailed link → new password (§5 rule shown live) → sign in with it; the link works once", async ({
    page,
    request,
  }, info) => {
    const email = "tp@demo.example";
    const newPassword = `Theo-${info.project.name}-2026`;
    await toIdentityStep(page, email);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("status")).toHaveText(ResetTexts.en.mailed);

    const outbox = (await (await request.get(`/__outbox?to=${email}`)).json()) as {
      mails: { kind: string; link: string }[];
    };
    const link = outbox.mails[0]?.link ?? "";
    expect(outbox.mails[0]?.kind).toBe("reset-password");
    expect(link).toMatch(/\/marketplace\/rp\/[^/]+$/);

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    const field = page.getByLabel("New password");
    const save = page.getByRole("button", { name: "Save password" });
    await field.fill("short");
    await expect(page.getByText("at least one digit (missing)")).toBeVisible();
    await expect(page.getByText("at least 8 characters (missing)")).toBeVisible();
    await expect(save).toBeDisabled();
    await field.fill(newPassword);
    await expect(page.getByText("at least one digit (done)")).toBeVisible();
    await save.click();
    await expect(page.getByRole("status")).toHaveText(ResetTexts.en.done);

    await page.getByRole("link", { name: "Sign In" }).last().click();
    await expect(page).toHaveURL(/\/marketplace\/login$/);
    await submitSignIn(page, email, newPassword);
    await expect(page.getByTestId("user-name")).toHaveText("Theo Third-Party");

    // Used once: the same link now says so and offers a new one; so does an unknown one.
    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveText(ResetTexts.en.used);
    await expect(page.getByRole("link", { name: "Get a new link" })).toBeVisible();
    await page.goto("/marketplace/reset-password/no-such-link");
    await expect(page.getByRole("alert")).toHaveText(ResetTexts.en.unknown);
  });

  test("'Resend code' after its countdown; HTTP 429 on the resend is a message, on the code an error toast that closes after 5 s", async ({
    page,
    request,
  }) => {
    // The server spaces resends by the page's 30 s on its own clock, which the page's fake one
    // does not move: the journey waits that long for real before its resend is sent.
    test.setTimeout(90_000);
    await page.clock.install();
    await toIdentityStep(page, "2025550147");
    const countdown = page.getByTestId("resend-countdown");
    await expect(countdown).toHaveText(/^Resend code in \d+ s$/);
    const sentAt = Date.now();
    await page.clock.runFor(31_000);
    await expect(countdown).toBeHidden();

    await request.post("/__faults", { data: { operation: "resendLoginOtp", status: 429, times: 1 } });
    await page.getByRole("button", { name: "Resend code" }).click();
    await expect(page.getByRole("alert")).toContainText(LIMIT_START);
    // Asked again, it sends: the countdown starts over.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, sentAt + 31_000 - Date.now())));
    await page.getByRole("button", { name: "Resend code" }).click();
    await expect(countdown).toHaveText("Resend code in 30 s");

    await request.post("/__faults", { data: { operation: "validateLoginOtp", status: 429, times: 1 } });
    await page.getByLabel("One-time code (OTP)").fill(await loginCodeFor(request, "+1-2025550147"));
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const toast = page.getByRole("alert");
    await expect(toast).toContainText(LIMIT_START);
    await page.clock.runFor(5_000);
    await expect(toast).toBeHidden();

    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByTestId("user-name")).toHaveText("Sam Carter");
    expect(Texts.limitExceeded.startsWith(LIMIT_START)).toBe(true);
  });
});
