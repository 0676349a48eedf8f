import { readFileSync, writeFileSync } from "node:fs";
import { storefrontReplayOptions } from "@app/system";
import { parseLog } from "@domain/eventlog/format";
import { SIGN_OFF_MESSAGE } from "@domain/session";
import { replay } from "@eventlog/replay";
import { LoginTexts } from "../server/domains/account/login";
import { expect, loginCodeFor, type Page, submitSignIn, test, waitingForReady } from "./fixtures";

/** The journey log kept for the unit suite (re-record with RECORD_JOURNEY=1). */
const JOURNEY_LOG = new URL("../tests/eventlog/journeys/sign-in-poll-logout.ndjson", import.meta.url);

const signInAs = async (page: Page, identity: string, password: string) => {
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/marketplace\/login$/);
  await submitSignIn(page, identity, password);
};

test.describe("session, sign-in and logout (spec §2.1, §4, §7.5)", () => {
  test("sign in, a 5000 ms login re-check, log out; the journey's log replays with 0 divergences, and no log outlives the logout", async ({
    page,
  }, info) => {
    await page.goto("/marketplace");
    await signInAs(page, "priya@demo.example", "Demo@1234");
    // Start-up done: the landing page after login for a user without a domain (spec §2.1).
    await expect(page).toHaveURL(/\/marketplace\/home$/);
    await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
    const flag = await page.evaluate(() => sessionStorage.getItem("s_e_t"));
    expect(flag).toBe("1");

    // The flag is read again after 5000 ms; still 1, the user stays signed in.
    await page.waitForTimeout(5600);
    await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");

    // The redirect after the sign-off is answered 204, so the page stays and its log, the logout
    // in it, can be taken; then the page goes on to the address it was sent to.
    let redirected = false;
    await page.route("**/marketplace/", async (route) => {
      redirected = true;
      await route.fulfill({ status: 204 });
    });
    await page.getByRole("button", { name: "Account menu of Priya Sharma" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByText(SIGN_OFF_MESSAGE)).toBeVisible();
    // After 500 ms, a full redirect to custom_url + '/' (spec §4 'Logout').
    await expect.poll(() => redirected).toBe(true);
    const drawer = page.getByRole("complementary", { name: "Developer tools" });
    // The drawer's code loads after the page: press until it answers.
    await expect(async () => {
      await page.keyboard.press("Control+Shift+D");
      await expect(drawer).toBeVisible({ timeout: 500 });
    }).toPass();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      drawer.getByRole("button", { name: "Download log", exact: true }).click(),
    ]);
    const path = info.outputPath("journey.ndjson");
    await download.saveAs(path);
    await page.unroute("**/marketplace/");
    await page.goto("/marketplace/");
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
    // Session storage was cleared; the new page holds only the country it chose (spec §4).
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(["ipCountryCode"]);
    // Nothing of the signed-in visit stays: no event log was kept across the logout's redirect.
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith("storefront.eventlog")),
      ),
    ).toEqual([]);
    await expect(async () => {
      await page.keyboard.press("Control+Shift+D");
      await expect(drawer).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(drawer.getByRole("button", { name: "Download log", exact: true })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Download previous page's log" })).toHaveCount(0);

    const text = readFileSync(path, "utf8");
    for (const secret of ["Demo@1234", "priya@demo.example", "9876543210"])
      expect(text).not.toContain(secret);

    const log = parseLog(text);
    const types = log.entries.map((e) => `${e.actor} ${e.event.type}`);
    expect(types).toContain("auth AUTH.SUBMIT_PASSWORD");
    expect(types).toContain("session xstate.after.5000.session.loggedIn.poll.waiting");
    expect(types).toContain("logout LOGOUT");
    expect(types).toContain("logout xstate.after.500.logout.signedOut.pause.waiting");
    const outcome = replay(log, storefrontReplayOptions());
    expect(outcome.kind === "diverged" ? outcome.divergence : outcome.kind).toBe("replayed");
    if (process.env.RECORD_JOURNEY === "1" && info.project.name === "desktop")
      writeFileSync(JOURNEY_LOG, text);
  });

  test("a mobile number signs in with the one-time code texted to it (spec §7.5)", async ({
    page,
    request,
  }) => {
    await page.goto("/marketplace/login");
    await page.getByLabel("E-mail address or mobile number").fill("9876543210");
    await page.getByRole("button", { name: "Continue" }).click();
    const field = page.getByLabel("One-time code (OTP)");
    await expect(field).toBeVisible();
    await field.fill(await loginCodeFor(request, "+91-9876543210"));
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/marketplace\/home$/);
    await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
  });

  test("a wrong password shows the server's message and keeps the user signed out", async ({ page }) => {
    await page.goto("/marketplace");
    await signInAs(page, "sam@demo.example", "not-the-password");
    await expect(page.getByRole("alert")).toHaveText(LoginTexts.en.wrongPassword);
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  });

  test("the SSO entry stores the session and follows a same-origin 'redirect' (spec §2.1)", async ({
    page,
    request,
  }) => {
    const identity = await request.post("/chef/api/public/validateUserIdentity", {
      data: { user_input: "sam@demo.example" },
    });
    const challenge = ((await identity.json()) as { data: { a_t: string } }).data.a_t;
    const login = await request.post("/chef/api/public/validatePassword", {
      data: { password: Buffer.from("Demo@1234").toString("base64") },
      headers: { a_t: challenge },
    });
    const token = ((await login.json()) as { data: { a_t: string } }).data.a_t;
    const redirect = Buffer.from("/marketplace/home").toString("base64");
    // Every call the page makes, with the page address it was made from.
    const calls: { url: string; referer: string }[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/chef/")) calls.push({ url: r.url(), referer: r.headers().referer ?? "" });
    });
    await page.goto(`/sso/?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(redirect)}`);
    await expect(page).toHaveURL(/\/marketplace\/home$/);
    await expect(page.getByTestId("user-name")).toHaveText("Sam Carter");
    expect(
      await page.evaluate(() => [sessionStorage.getItem("a_t") !== null, sessionStorage.getItem("s_e_t")]),
    ).toEqual([true, "1"]);
    const pageCookies = await page.evaluate(() => document.cookie);
    expect(pageCookies).toContain("s_e_t=1");
    // The session cookie is the server's: HttpOnly (no script sees it), SameSite=Lax.
    expect(pageCookies).not.toContain("a_t=");
    const sessionCookie = (await page.context().cookies()).find((c) => c.name === "a_t");
    expect(sessionCookie).toMatchObject({ value: token, httpOnly: true, sameSite: "Lax", path: "/" });
    // The token left the address bar before the first call: no call carries it in its Referer.
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(`${call.url} ${call.referer}`).not.toContain(token);
    // A page opened in another tab (its session storage empty) is signed in by the cookie.
    const tab = waitingForReady(await page.context().newPage());
    await tab.goto("/marketplace/home");
    await expect(tab.getByTestId("user-name")).toHaveText("Sam Carter");
    await tab.close();
  });

  test("an SSO entry without a usable token never hangs and never keeps the token in the address (spec §2.1)", async ({
    page,
  }) => {
    await page.goto("/sso/?token=not-a-session-token");
    await expect(page).toHaveURL(/\/marketplace$/);
    expect(page.url()).not.toContain("not-a-session-token");
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.goto("/sso/");
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  });

  test("an SSO 'redirect' to another origin is ignored (spec §2.1)", async ({ page, request }) => {
    const identity = await request.post("/chef/api/public/validateUserIdentity", {
      data: { user_input: "priya@demo.example" },
    });
    const challenge = ((await identity.json()) as { data: { a_t: string } }).data.a_t;
    const login = await request.post("/chef/api/public/validatePassword", {
      data: { password: Buffer.from("Demo@1234").toString("base64") },
      headers: { a_t: challenge },
    });
    const token = ((await login.json()) as { data: { a_t: string } }).data.a_t;
    const redirect = Buffer.from("https://evil.example/steal").toString("base64");
    await page.goto(`/sso/?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(redirect)}`);
    await expect(page).toHaveURL(/\/marketplace\/home$/);
    await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
  });

  test("the login flag gone while logged in: logged out and sent to custom_url with the query (spec §4)", async ({
    page,
  }) => {
    await page.goto("/marketplace");
    await signInAs(page, "priya@demo.example", "Demo@1234");
    await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
    await page.evaluate(() => {
      sessionStorage.removeItem("s_e_t");
      // biome-ignore lint/suspicious/noDocumentCookie: the test removes the login-flag cookie as another tab would
      document.cookie = "s_e_t=; path=/; max-age=0";
    });
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible({ timeout: 8000 });
    await expect(page).toHaveURL(/\/marketplace$/);
  });
});
