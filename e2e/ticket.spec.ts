/**
 * 'Raise a Ticket' (spec §1 'Customers: Raise a Ticket', §5 'E-mail'): a shopper signs in, raises
 * a ticket from the footer with the technical log of the visit attached, and `npm run replay --
 * ticket:<id>` replays the stored log with 0 divergences; the stored log holds none of the
 * secrets the journey typed. A failed sending keeps the form and sends again.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { parseLog } from "@domain/eventlog/format";
import { DEMO_PASSWORD, expect, type Page, signIn, test } from "./fixtures";
import { E2E_ADMIN_TOKEN, operatorHeaders } from "./operator";

const run = promisify(execFile);

const PASSWORD = DEMO_PASSWORD;
const SIGN_IN_EMAIL = "priya@demo.example";
const REPLY_EMAIL = "priya.reply@demo.example";
const REWARD_CODE = "DEMO-1111-AAAA-0001";

const signInAs = async (page: Page) => {
  await signIn(page, SIGN_IN_EMAIL);
  await expect(page).toHaveURL(/\/marketplace\/home$/);
  await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
};

const openTicketForm = async (page: Page) => {
  await page.getByTestId("site-footer").getByRole("button", { name: "Raise a Ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Raise a Ticket" });
  await expect(dialog.getByLabel("Subject")).toBeVisible();
  return dialog;
};

test.describe("Raise a Ticket with the visit's log (spec §1 'Customers')", () => {
  test("a ticket carries the redacted log of a short journey, which replays with 0 divergences", async ({
    page,
    baseURL,
    request,
  }) => {
    await signInAs(page);
    // A reward code looked up in the balance checker is a secret of the log too.
    await page.getByTestId("site-footer").getByRole("button", { name: "Check Reward Code Balance" }).click();
    const checker = page.getByRole("dialog", { name: "Reward Codes Balance Checker" });
    await checker.getByLabel("Reward Code").fill(REWARD_CODE);
    await checker.getByRole("button", { name: "Check Voucher Balance" }).click();
    await expect(checker.getByTestId("balance-code")).toHaveText(REWARD_CODE);
    await page.keyboard.press("Escape");
    await expect(checker).toBeHidden();

    const dialog = await openTicketForm(page);
    const attach = dialog.getByRole("checkbox", { name: "Attach a technical log of this visit" });
    await expect(attach).toBeChecked();
    // 'What is in it?': the kinds of step and what is removed.
    await dialog.getByText("What is in it?").click();
    const contents = dialog.getByTestId("ticket-log-contents");
    await expect(contents).toContainText(
      "Passwords, codes, tokens, e-mails, phones, names, addresses and order keys are removed from it.",
    );
    await expect(contents.getByText("AUTH.SUBMIT_PASSWORD", { exact: true })).toBeVisible();

    // An e-mail that is not one is refused before sending (spec §5).
    await dialog.getByLabel("Subject").fill("Gift card page");
    await dialog.getByLabel("What happened").fill("The list did not show my code SHOP-1234.");
    await dialog.getByLabel("E-mail for a reply").fill("priya.reply@");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await dialog.getByLabel("E-mail for a reply").fill(REPLY_EMAIL);

    // The shopper can read the log before sending: redacted.
    await dialog.getByRole("button", { name: "Show the log" }).click();
    const shown = (await dialog.getByTestId("ticket-log").textContent()) ?? "";
    expect(shown).toContain('"kind":"header"');
    for (const secret of [PASSWORD, SIGN_IN_EMAIL, REPLY_EMAIL, REWARD_CODE, "DEMO1111AAAA0001"])
      expect(shown).not.toContain(secret);

    await dialog.getByRole("button", { name: "Send" }).click();
    const done = dialog.getByText(/^Thank you\. Your ticket (TKT-\d+) has been sent/);
    await expect(done).toBeVisible();
    const ticketId = /TKT-\d+/.exec((await done.textContent()) ?? "")?.[0];
    expect(ticketId).toBeDefined();

    // The stored ticket: its log holds none of the typed secrets.
    // The operator reads it back (the ticket reader answers no one else).
    expect((await request.get(`/__tickets/${ticketId}`)).status()).toBe(404);
    const stored = await request.get(`/__tickets/${ticketId}`, { headers: operatorHeaders });
    expect(stored.status()).toBe(200);
    const ticket = (await stored.json()) as {
      log: string | null;
      reply_email: string;
      log_truncated: boolean;
    };
    expect(ticket.reply_email).toBe(REPLY_EMAIL);
    expect(ticket.log_truncated).toBe(false);
    const log = ticket.log ?? "";
    for (const secret of [
      PASSWORD,
      SIGN_IN_EMAIL,
      REPLY_EMAIL,
      REWARD_CODE,
      "DEMO1111AAAA0001",
      "SHOP-1234",
      "Gift card page",
    ])
      expect(log).not.toContain(secret);
    const types = parseLog(log).entries.map((e) => `${e.actor} ${e.event.type}`);
    expect(types).toContain("auth AUTH.SUBMIT_PASSWORD");
    expect(types).toContain("ticket TICKET.EMAIL");

    // `npm run replay -- ticket:<id>` fetches it from the running reference API, with the
    // operator's token, and replays it.
    const outcome = await run(
      "npx",
      ["tsx", "scripts/replay.ts", `ticket:${ticketId}`, "--api", baseURL ?? ""],
      {
        env: { ...process.env, STOREFRONT_ADMIN_TOKEN: E2E_ADMIN_TOKEN },
      },
    ).then(
      ({ stdout }) => ({ status: 0, output: stdout }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        status: error.code ?? -1,
        output: `${error.stdout ?? ""}${error.stderr ?? ""}`,
      }),
    );
    // On a failure the command's last lines say why (a divergence, a refused log).
    expect({ status: outcome.status, end: outcome.output.trim().split("\n").slice(-6) }).toEqual({
      status: 0,
      end: expect.arrayContaining([expect.stringMatching(/^replayed \d+ events, 0 divergences$/)]),
    });
  });

  test("a failed sending says so and keeps the form; sending again works", async ({ page }) => {
    await page.goto("/marketplace");
    await page.route("**/tickets/raise", (route) => route.fulfill({ status: 503, body: "{}" }), { times: 1 });
    const dialog = await openTicketForm(page);
    await dialog.getByLabel("Subject").fill("Checkout");
    await dialog.getByLabel("What happened").fill("The page froze.");
    await dialog.getByLabel("E-mail for a reply").fill(REPLY_EMAIL);
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Your ticket could not be sent. Please try again.");
    await expect(dialog.getByLabel("Subject")).toHaveValue("Checkout");
    await expect(dialog.getByLabel("What happened")).toHaveValue("The page froze.");
    await expect(dialog.getByLabel("E-mail for a reply")).toHaveValue(REPLY_EMAIL);
    await dialog.getByRole("button", { name: "Send again" }).click();
    await expect(dialog.getByText(/^Thank you\. Your ticket TKT-\d+ has been sent/)).toBeVisible();
  });
});
