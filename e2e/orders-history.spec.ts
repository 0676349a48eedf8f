/**
 * The order tabs at 1280 px and 390 px (spec §2.3 YOUR_ORDERS and EXPERIENCE_ORDERS, §4
 * transaction statuses, §5 'Masking', §7.5 'Resend voucher', §9 page size 10): Priya pages
 * through her orders, reveals and copies a voucher code, resends the voucher, and opens her
 * experience orders and her perks orders (a mixed order holding a perk among them), and asks
 * for a new one-time code of the order whose vouchers need one (spec §7.5 'Resend OTP', §8 429),
 * and shows her bookings alone (spec §7.6 getBookingHistory, §9 'booking history 10'). Other journeys place orders as Priya, so this one names seeded orders by id
 * and counts nothing.
 */
import { readFile } from "node:fs/promises";
import { expect, type Page, submitSignIn, test } from "./fixtures";

const signInFromOrders = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page).toHaveURL(/\/marketplace\/login\?redirect=/);
  await submitSignIn(page, "priya@demo.example");
};

const orderIds = async (page: Page): Promise<string[]> =>
  page
    .getByRole("list", { name: "Orders", exact: true })
    .locator(":scope > li[data-testid]")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-testid") ?? ""));

test.describe("the order tabs", () => {
  test("Priya pages through her orders; page 2 shows others and Back returns to page 1", async ({ page }) => {
    await signInFromOrders(page, "/marketplace/orders");
    await expect(page).toHaveURL(/\/marketplace\/orders$/);
    await expect(page.getByRole("heading", { level: 2, name: /^Page 1 of \d+$/ })).toBeVisible();
    const first = await orderIds(page);
    expect(first).toHaveLength(10);

    await page
      .getByRole("navigation", { name: "Pages of orders" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\/marketplace\/orders\?page=2$/);
    await expect(page.getByRole("heading", { level: 2, name: /^Page 2 of \d+$/ })).toBeVisible();
    const second = await orderIds(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((id) => first.includes(id))).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(/\/marketplace\/orders$/);
    await expect(page.getByRole("heading", { level: 2, name: /^Page 1 of \d+$/ })).toBeVisible();
    expect(await orderIds(page)).toEqual(first);

    // Reload keeps the page; a page beyond the last shows the last one.
    await page.goto("/marketplace/orders?page=2");
    await expect(page.getByRole("heading", { level: 2, name: /^Page 2 of \d+$/ })).toBeVisible();
    await page.goto("/marketplace/orders?page=99");
    await expect(page).toHaveURL(/\/marketplace\/orders\?page=\d$/);
    const last = page.getByRole("heading", { level: 2, name: /^Page (\d+) of \1$/ });
    await expect(last).toBeVisible();
    // 'Download CSV' saves every order: the header, then the oldest seeded order among them.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("orders.csv");
    const csv = await readFile((await download.path()) ?? "", "utf8");
    expect(csv.startsWith("Order,Date,Type,Status,Items,")).toBe(true);
    expect(csv).toContain("\r\n7003001,2026-01-05,voucher,success,Fashion Gift Card × 1,INR,960.00,960.00,");
    await expect(
      page.getByRole("status").filter({ hasText: /^Your file with \d+ orders is ready\.$/ }),
    ).toBeVisible();
    // The oldest seeded order is on the last page, failed orders say so in words. Orders placed
    // by earlier journeys move the page boundary: the failed one may be a page before.
    await expect(page.getByTestId("order-7003001")).toBeVisible();
    const failed = page.getByTestId("order-7003003");
    if ((await failed.count()) === 0)
      await page
        .getByRole("navigation", { name: "Pages of orders" })
        .getByRole("link", { name: "Previous" })
        .click();
    await expect(failed.getByText("Failed", { exact: true })).toBeVisible();

    // A free perk's order says it was free, not 'Paid with' ₹0.00 (spec §7.6 freePerkCreateOrder).
    await page.goto("/marketplace/perks/orders");
    const freePerk = page.getByTestId("order-7003019");
    await expect(freePerk.getByTestId("order-free")).toHaveText("TotalFree");
    await expect(freePerk).not.toContainText("Paid with");
    await expect(freePerk).not.toContainText("₹0.00");
  });

  test("Priya reveals and copies a voucher code, then resends the voucher", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInFromOrders(page, "/marketplace/orders");
    await expect(page.getByRole("heading", { level: 2, name: /^Page 1 of \d+$/ })).toBeVisible();
    // Order 7003026 is Priya's newest seeded gift-card order: on page 1, or later when other
    // journeys have ordered since.
    const order = page.getByTestId("order-7003026");
    for (let step = 0; step < 5 && (await order.count()) === 0; step += 1) {
      await page
        .getByRole("navigation", { name: "Pages of orders" })
        .getByRole("link", { name: "Next" })
        .click();
      await expect(page.getByTestId("orders-loading")).toHaveCount(0);
    }
    await expect(order).toBeVisible();
    await expect(order.getByText("Success", { exact: true })).toBeVisible();
    await expect(order.getByRole("link", { name: "Track order 7003026" })).toBeVisible();

    const code = order.getByTestId("voucher-code").first();
    await expect(code).toHaveText("GCxxxxxxxx0Q");
    await order.getByRole("button", { name: "Reveal code of Fashion Gift Card" }).click();
    await expect(code).toHaveText("GC7003026L0N0Q");
    await order.getByRole("button", { name: "Copy code of Fashion Gift Card" }).click();
    await expect(
      order.getByRole("status").filter({ hasText: "Code copied to the clipboard." }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("GC7003026L0N0Q");

    await order.getByRole("button", { name: "Resend voucher of order 7003026" }).click();
    await expect(
      order.getByText("We have sent the vouchers of order 7003026 to your e-mail address again."),
    ).toBeVisible();
    const outbox = (await (await request.get("/__outbox?to=priya@demo.example")).json()) as {
      mails: { kind: string; body: string }[];
    };
    expect(outbox.mails.some((m) => m.kind === "resend-voucher" && m.body.includes("GC7003026L0N0Q"))).toBe(
      true,
    );
  });

  test("Priya asks for a new one-time code of the order whose vouchers need one; HTTP 429 says the spec §8 text (spec §7.5 'Resend OTP')", async ({
    page,
    request,
  }) => {
    await signInFromOrders(page, "/marketplace/orders");
    await expect(page.getByRole("heading", { level: 2, name: /^Page 1 of \d+$/ })).toBeVisible();
    // Order 7003021 (a Dining Gift Card) is on page 1 or a later one, as other journeys order.
    const order = page.getByTestId("order-7003021");
    for (let step = 0; step < 5 && (await order.count()) === 0; step += 1) {
      await page
        .getByRole("navigation", { name: "Pages of orders" })
        .getByRole("link", { name: "Next" })
        .click();
      await expect(page.getByTestId("orders-loading")).toHaveCount(0);
    }
    await expect(order).toBeVisible();
    await expect(order.getByText("These vouchers open with a one-time code we mail to you.")).toBeVisible();
    // Only that order offers it.
    await expect(page.getByRole("button", { name: /^Resend OTP of order / })).toHaveCount(1);

    const resendOtp = order.getByRole("button", { name: "Resend OTP of order 7003021" });
    await resendOtp.click();
    await expect(
      order.getByText("We have sent a new one-time code for order 7003021 to your e-mail address."),
    ).toBeVisible();
    const outbox = (await (await request.get("/__outbox?to=priya@demo.example")).json()) as {
      mails: { kind: string; body: string }[];
    };
    expect(outbox.mails.some((m) => m.kind === "resend-otp" && /\b\d{6}\b/.test(m.body))).toBe(true);

    await request.post("/__faults", { data: { operation: "resendOtp", status: 429, times: 1 } });
    await resendOtp.click();
    await expect(
      order.getByText(
        /^Limit exceeded, please try again in sometime\. If it reoccurs, please reach out to \S+@\S+\. Thank you for your patience\.$/,
      ),
    ).toBeVisible();
  });

  test("Priya shows her bookings alone: experiences, flights and hotels, 10 a page, the choice kept in the URL (spec §7.6 getBookingHistory)", async ({
    page,
  }) => {
    await signInFromOrders(page, "/marketplace/orders");
    await expect(page.getByRole("heading", { level: 2, name: /^Page 1 of \d+$/ })).toBeVisible();
    const show = page.getByRole("navigation", { name: "Show" });
    await expect(show.getByRole("link", { name: "All orders" })).toHaveAttribute("aria-current", "true");
    await show.getByRole("link", { name: "Bookings" }).click();
    await expect(page).toHaveURL(/\/marketplace\/orders\?show=bookings$/);
    await expect(show.getByRole("link", { name: "Bookings" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { level: 2, name: /^Page 1 of \d+$/ })).toBeVisible();
    await expect(page.getByTestId("orders-loading")).toHaveCount(0);
    // Priya's seeded bookings; orders other journeys placed since are numbered above 7004106.
    const seededBookings = [
      7003002, 7003008, 7003014, 7003020, 7004103, 7003004, 7003010, 7003017, 7003024, 7003005, 7003011,
      7003016, 7003022,
    ];
    const first = await orderIds(page);
    expect(first).toHaveLength(10);
    for (const id of first) {
      const orderId = Number(id.replace("order-", ""));
      expect(seededBookings.includes(orderId) || orderId > 7004106).toBe(true);
    }
    await page
      .getByRole("navigation", { name: "Pages of orders" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\/marketplace\/orders\?show=bookings&page=2$/);
    await expect(page.getByRole("heading", { level: 2, name: /^Page 2 of \d+$/ })).toBeVisible();
    await expect(page.getByTestId("order-7003026")).toHaveCount(0);

    await show.getByRole("link", { name: "All orders" }).click();
    await expect(page).toHaveURL(/\/marketplace\/orders$/);
    await expect(show.getByRole("link", { name: "All orders" })).toHaveAttribute("aria-current", "true");
  });

  test("the experiences tab lists Priya's experience orders only", async ({ page }) => {
    await signInFromOrders(page, "/marketplace/experiences/orders");
    await expect(page).toHaveURL(/\/marketplace\/experiences\/orders$/);
    await expect(page.getByRole("heading", { level: 1, name: "Experience Orders" })).toBeVisible();
    await expect(page.getByTestId("order-7004103")).toBeVisible();
    await expect(page.getByTestId("order-7003002")).toBeVisible();
    await expect(page.getByTestId("order-7003026")).toHaveCount(0);
    await expect(page.getByTestId("order-7003008").getByText("Failed", { exact: true })).toBeVisible();
  });

  test("the perks tab lists Priya's perk orders and her mixed order holding a perk", async ({ page }) => {
    await signInFromOrders(page, "/marketplace/perks/orders");
    await expect(page).toHaveURL(/\/marketplace\/perks\/orders$/);
    await expect(page.getByRole("heading", { level: 1, name: "Perks Orders" })).toBeVisible();
    // 7003027: the FitZone Gym Month Pass beside a charity, Plant a Tree (one mixed order).
    const mixed = page.getByTestId("order-7003027");
    await expect(mixed).toBeVisible();
    await expect(mixed).toContainText("FitZone Gym Month Pass");
    await expect(mixed).toContainText("Plant a Tree");
    // A gift-card order is not a perk order.
    await expect(page.getByTestId("order-7003026")).toHaveCount(0);
  });
});
