import { readFileSync } from "node:fs";
import { parseLog } from "@domain/eventlog/format";
import { LATE_FLOWS } from "@machines/flows";
import { acceptCookies, expect, holdBack, type Locator, type Page, test } from "./fixtures";

const JOURNEY_LOG = new URL("../tests/eventlog/journeys/sign-in-poll-logout.ndjson", import.meta.url)
  .pathname;

/**
 * The developer drawer's charts tab: every machine of the storefront is drawn, and the chart of
 * Track Your Order (spec §2.10, §4 'Track order') follows the running flow live as the header's
 * dialog is opened and submitted.
 */

test.beforeEach(acceptCookies);

const openCharts = async (page: Page, path: string) => {
  await page.goto(`${path}?devtools=1`);
  const drawer = page.getByRole("complementary", { name: "Developer tools" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("tab", { name: "Charts" }).click();
  await expect(drawer.getByRole("tab", { name: "Charts" })).toHaveAttribute("aria-selected", "true");
  return drawer;
};

/** The chart's elements of a state id (inside the chart's shadow root). */
const state = (drawer: Locator, id: string) => drawer.locator(`[data-state="${id}"]`);
const transition = (drawer: Locator, id: string) => drawer.locator(`g.transition[data-transition="${id}"]`);
const active = (drawer: Locator) => drawer.locator('[data-state][data-active="true"]');

const LATE: ReadonlySet<string> = new Set(LATE_FLOWS);

test.describe("developer drawer: machine charts", () => {
  test("every machine of the picker is drawn with its states", async ({ page }) => {
    const drawer = await openCharts(page, "/marketplace");
    const picker = drawer.getByLabel("Machine");
    const machines = await picker
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o instanceof HTMLOptionElement ? o.value : "")));
    expect(machines).toEqual(
      expect.arrayContaining(["root", "session", "site", "cart", "checkout", "trackOrder", "balanceChecker"]),
    );
    for (const machine of machines) {
      await picker.selectOption(machine);
      const svg = drawer.locator(`svg[data-machine="${machine}"]`);
      await expect(svg).toHaveCount(1, { timeout: 15_000 });
      expect(await svg.locator("[data-state]").count()).toBeGreaterThan(0);
      await expect(state(drawer, machine)).toHaveCount(1);
      await expect(drawer.getByTestId("chart-mode")).toHaveText("Live");
      // The running actor of the machine (its systemId is the machine's id) shows its states; a
      // late flow is not running on the landing page until its screen or dialog first needs it.
      if (LATE.has(machine)) await expect(active(drawer)).toHaveCount(0);
      else await expect(active(drawer).first()).toBeAttached();
    }
  });

  test("Track Order: the highlight follows the dialog live (acme asks for a captcha first, spec §4)", async ({
    page,
  }) => {
    const drawer = await openCharts(page, "/acme");
    await drawer.getByLabel("Machine").selectOption("trackOrder");
    await expect(drawer.locator('svg[data-machine="trackOrder"]')).toHaveCount(1, { timeout: 15_000 });
    // Before the dialog first opens the flow does not run yet: nothing is highlighted.
    await expect(active(drawer)).toHaveCount(0);

    // Opening the dialog from the header spawns the flow: the form waits for its first step, no
    // toast (the open dialog is the root's; the flow hears DIALOG.OPEN after the facts). The
    // phone list the flow asks for at once (spec §7.2 getCountryList) is held back until the
    // dialog's own step is seen.
    const releasePhoneList = await holdBack(page, /\/getCountryList$/);
    await page.getByTestId("site-header").getByRole("button", { name: "Track Order" }).click();
    const dialog = page.getByRole("dialog", { name: "Track Your Order" });
    await expect(dialog).toBeVisible();
    await expect(state(drawer, "trackOrder.toast.hidden")).toHaveAttribute("data-active", "true");
    await expect(state(drawer, "trackOrder.form.captcha")).not.toHaveAttribute("data-active", "true");
    await expect(drawer.getByTestId("chart-active")).toHaveText("form.editing, toast.hidden");
    // The root of the flow takes the dialog's event.
    await expect(drawer.locator('[data-taken="true"][data-source="trackOrder"]').first()).toBeAttached();
    await expect(drawer.getByTestId("chart-taken")).toContainText("trackOrder: DIALOG.OPEN");
    await expect(state(drawer, "trackOrder.form.editing")).toHaveAttribute("data-active", "true");
    // The phone list arrives: the flow's root takes it, the form stays where it was.
    releasePhoneList();
    await expect(drawer.getByTestId("chart-taken")).toContainText(
      "trackOrder: onDone(loadPhoneList) / takePhoneList",
    );
    await expect(state(drawer, "trackOrder.form.editing")).toHaveAttribute("data-active", "true");

    // Verify: with showCts on, the form moves to the captcha (the drawer covers the page's lower
    // half, so the button is pressed from the keyboard).
    await dialog.getByLabel("Order ID").fill("7004101");
    const verify = dialog.getByRole("button", { name: "Verify" });
    await expect(verify).toBeEnabled();
    await verify.focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByTestId("captcha-challenge")).toBeVisible();
    await expect(state(drawer, "trackOrder.form.captcha")).toHaveAttribute("data-active", "true");
    await expect(state(drawer, "trackOrder.form.editing")).not.toHaveAttribute("data-active", "true");
    await expect(drawer.getByTestId("chart-active")).toHaveText("form.captcha, toast.hidden");
    await expect(transition(drawer, "trackOrder.form.editing|TRACK_ORDER.SUBMIT|0")).toHaveAttribute(
      "data-taken",
      "true",
    );
    await expect(drawer.locator('[data-taken="true"][data-source="trackOrder"]')).toHaveCount(0);

    // Cancelling the captcha goes back to the form.
    const cancel = dialog.getByTestId("captcha-challenge").getByRole("button", { name: "Cancel" });
    await cancel.focus();
    await page.keyboard.press("Enter");
    await expect(state(drawer, "trackOrder.form.editing")).toHaveAttribute("data-active", "true");
    await expect(transition(drawer, "trackOrder.form.captcha|CAPTCHA.CANCEL|0")).toHaveAttribute(
      "data-taken",
      "true",
    );
  });

  test("a loaded log: the chart shows the replayed states at the chosen step and the transition it took", async ({
    page,
  }) => {
    const drawer = await openCharts(page, "/marketplace");
    await drawer.getByLabel("Machine").selectOption("auth");
    await expect(drawer.locator('svg[data-machine="auth"]')).toHaveCount(1, { timeout: 15_000 });
    await expect(drawer.getByTestId("chart-mode")).toHaveText("Live");

    const entries = parseLog(readFileSync(JOURNEY_LOG, "utf8")).entries;
    const last = entries[entries.length - 1]?.step ?? 0;
    const checking =
      entries.find((e) => e.actor === "auth" && e.event.type === "AUTH.SUBMIT_PASSWORD")?.step ?? 0;
    await drawer.getByRole("tab", { name: "Load a log" }).click();
    await drawer.locator('input[type="file"]').setInputFiles(JOURNEY_LOG);
    await drawer.getByRole("slider", { name: "Step" }).fill(String(checking));
    await expect(drawer.getByText(`${checking} / ${last}`)).toBeVisible();

    await drawer.getByRole("tab", { name: "Charts" }).click();
    await expect(drawer.getByTestId("chart-mode")).toHaveText(`Step ${checking} of ${last}`);
    await expect(state(drawer, "auth.passwordStep.checking")).toHaveAttribute("data-active", "true");
    await expect(state(drawer, "auth.passwordStep.editing")).not.toHaveAttribute("data-active", "true");
    // Of the two alternatives (a blank password is refused in place), the one into passwordStep.checking.
    await expect(transition(drawer, "auth.passwordStep.editing|AUTH.SUBMIT_PASSWORD|1")).toHaveAttribute(
      "data-taken",
      "true",
    );
    await expect(drawer.locator('[data-taken="true"]')).toHaveCount(1);

    // One step back: the password form, and the step's own event.
    await drawer.getByRole("button", { name: "Previous" }).click();
    await expect(drawer.getByTestId("chart-mode")).toHaveText(`Step ${checking - 1} of ${last}`);
    await expect(state(drawer, "auth.passwordStep.editing")).toHaveAttribute("data-active", "true");
    await expect(transition(drawer, "auth.passwordStep.editing|AUTH.SUBMIT_PASSWORD|1")).not.toHaveAttribute(
      "data-taken",
      "true",
    );
  });
});
