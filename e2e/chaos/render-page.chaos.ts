/**
 * A page whose first screen could not be rendered on the server (a renderer that failed or ran
 * out of its budget: the fault `renderPage`, server/core/pages.ts `RENDER_FAULT`) is sent without
 * HTML, and the browser starts it as it would any page: the landing page shows its categories and
 * a product page opens. Recorded as a cell of the chaos table (./reporter.ts).
 */
import { acceptCookies, expect, test } from "../fixtures";
import type { CellRecord } from "./harness";

test.beforeEach(acceptCookies);

test("a page sent without its first screen starts in the browser and works", async ({
  page,
  context,
  request,
  extraHTTPHeaders,
}, info) => {
  const client = extraHTTPHeaders?.["x-forwarded-for"] ?? "";
  expect(client).not.toBe("");
  await request.post("/__faults", { data: { operation: "renderPage", client } });
  const sent = new Map<string, string>();
  await context.route(
    (url) => url.pathname === "/marketplace",
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      sent.set(route.request().url(), body);
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
  try {
    await page.goto("/marketplace");
    const html = sent.get(page.url()) ?? "";
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("storefront-start");
    await expect(page.getByTestId("categories-vouchers")).toBeVisible();
    await page.locator('main a[href*="/vouchers/description/"]').first().click();
    await expect(page).toHaveURL(/\/vouchers\/description\/[^/]+\/\d+$/);
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
    const cell: CellRecord = {
      journey: "page start",
      call: "renderPage",
      fault: "no HTML",
      outcome: "browser start → done",
      ok: true,
    };
    info.annotations.push({ type: "chaos-cell", description: JSON.stringify(cell) });
  } finally {
    await request.delete(`/__faults?client=${client}`);
  }
});
