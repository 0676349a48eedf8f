import { readFileSync } from "node:fs";
import { parseLog } from "@domain/eventlog/format";
import { START_FLOWS } from "@machines/flows";
import { expect, startsInBrowser, test } from "./fixtures";

const JOURNEY_LOG = new URL("../tests/eventlog/journeys/sign-in-poll-logout.ndjson", import.meta.url)
  .pathname;

test.describe("developer drawer", () => {
  test("?devtools=1 opens it; it lists events live, loads a log and steps through it", async ({ page }) => {
    // A page that starts in the browser lists its flows' starts (a resumed page's log starts from
    // the server's snapshot instead).
    await startsInBrowser(page);
    await page.goto("/marketplace?devtools=1");
    const drawer = page.getByRole("complementary", { name: "Developer tools" });
    await expect(drawer).toBeVisible();
    // Live: the start of the root and of every flow spawned at start is listed.
    await expect(drawer.getByRole("cell", { name: "xstate.init" })).toHaveCount(START_FLOWS.length + 1);
    // The viewport enters the system as an event when the window is resized.
    const size = page.viewportSize() ?? { width: 1280, height: 800 };
    await page.setViewportSize({ width: size.width - 40, height: size.height });
    await expect(drawer.getByRole("cell", { name: "ENV.VIEWPORT" }).first()).toBeVisible();
    // The page's last content can be scrolled above the open drawer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByTestId("site-footer").boundingBox();
    const panel = await drawer.boundingBox();
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual((panel?.y ?? 0) + 1);

    await drawer.getByRole("tab", { name: "Load a log" }).click();
    await drawer.locator('input[type="file"]').setInputFiles(JOURNEY_LOG);
    // The kept journey: its length, and the step at which the password is being checked.
    const entries = parseLog(readFileSync(JOURNEY_LOG, "utf8")).entries;
    const total = entries.length;
    const checking =
      entries.find((e) => e.actor === "auth" && e.event.type === "AUTH.SUBMIT_PASSWORD")?.step ?? 0;
    await expect(drawer.getByText(new RegExp(`^\\d+ / ${total}$`))).toBeVisible();
    const slider = drawer.getByRole("slider", { name: "Step" });
    await slider.fill(String(checking - 1));
    await expect(drawer.getByText(`${checking - 1} / ${total}`)).toBeVisible();
    await drawer.getByRole("button", { name: "Next" }).click();
    await expect(drawer.getByText(`${checking} / ${total}`)).toBeVisible();
    await drawer.getByRole("button", { name: "Next" }).click();
    await drawer.getByRole("button", { name: "Previous" }).click();
    await expect(drawer.getByText(`${checking} / ${total}`)).toBeVisible();
    // Every actor's state at the chosen step: after the password is sent it is being checked.
    await expect(drawer.getByLabel("State at the chosen step")).toContainText("checking");

    // Escape closes it; the shortcut opens it again.
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await page.keyboard.press("Control+Shift+D");
    await expect(drawer).toBeVisible();
  });

  test("offered but not asked for, its code is not loaded; the shortcut loads it and moves the focus into it", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/marketplace");
    await expect(page.getByRole("heading", { name: "GIFT CARDS & MORE" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => /\/(DevDrawer|devtools|machines)-/.test(path))).toEqual([]);

    await page.keyboard.press("Control+Shift+D");
    const drawer = page.getByRole("complementary", { name: "Developer tools" });
    await expect(drawer).toBeVisible();
    await expect(drawer).toBeFocused();
    expect(scripts.some((path) => /\/DevDrawer-/.test(path))).toBe(true);
    // Once loaded, the drawer's own shortcut closes it.
    await page.keyboard.press("Control+Shift+D");
    await expect(drawer).toBeHidden();
  });

  test("a malformed log is refused with its line number, nothing crashes", async ({ page }) => {
    await page.goto("/marketplace?devtools=1");
    const drawer = page.getByRole("complementary", { name: "Developer tools" });
    await drawer.getByRole("tab", { name: "Load a log" }).click();
    await drawer.locator('input[type="file"]').setInputFiles({
      name: "broken.ndjson",
      mimeType: "application/x-ndjson",
      buffer: Buffer.from('{"kind":"header"}\n'),
    });
    await expect(drawer.getByText(/^refused: malformed log, line 1: bad header/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "GIFT CARDS & MORE" })).toBeVisible();
  });
});
