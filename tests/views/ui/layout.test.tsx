// @vitest-environment happy-dom
/**
 * The view primitives that lay out a page: Page, Section, Card, Toolbar and Actions keep the names
 * their callers give them; Skeleton is hidden from assistive technology; DataTable (the reward
 * history of spec §2.13) has its caption, column headings, right-aligned figures and a focusable
 * named frame; Dialog is a named modal that keeps the focus and gives it back.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Actions, Card, DataTable, Dialog, Page, Section, Skeleton, Toolbar } from "@views/ui";
import { act, useState } from "react";
import { describe, expect, it } from "vitest";
import { accessibleName, getByRole } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();
const container = () => root.container();

describe("Page, Section, Card, Toolbar, Actions", () => {
  it("render the landmarks and groups their callers name", () => {
    root.render(
      <Page aria-labelledby="title" data-width="narrow">
        <h1 id="title">My Account</h1>
        <Section aria-labelledby="orders">
          <h2 id="orders">Orders</h2>
          <Toolbar role="toolbar" aria-label="Order filters">
            <button type="button">All</button>
          </Toolbar>
          <Card aria-labelledby="order" data-flat="true">
            <h2 id="order">Order 1042</h2>
            <Actions data-stack="phone">
              <a href="/orders/1042">View order</a>
            </Actions>
          </Card>
        </Section>
      </Page>,
    );
    const page = container().firstElementChild;
    expect(page?.tagName).toBe("SECTION");
    expect(page === null ? "" : accessibleName(page)).toBe("My Account");
    expect(page?.getAttribute("data-width")).toBe("narrow");
    getByRole(container(), "toolbar", "Order filters");
    const sections = Array.from(container().querySelectorAll("section"), accessibleName);
    expect(sections).toEqual(["My Account", "Orders", "Order 1042"]);
    expect(container().querySelector('[data-stack="phone"] a')?.textContent).toBe("View order");
  });
});

describe("Page widths", () => {
  // The style sheet is extracted at build time, so the widths are read from Page's own rules.
  const sheet = readFileSync(join(import.meta.dirname, "../../../src/views/ui/Page.ts"), "utf8");
  const widthOf = (variant: string) =>
    new RegExp(`&\\[data-width="${variant}"\\] \\{\\s*max-width: ([^;]+);`).exec(sheet)?.[1];

  it("is 960 px by default, 460 px narrow (account forms), 720 px as a column (payment pages)", () => {
    expect(/^ {2}max-width: 960px;$/m.test(sheet)).toBe(true);
    expect(widthOf("narrow")).toBe("460px");
    expect(widthOf("column")).toBe("720px");
    expect(widthOf("wide")).toBe("var(--content-width)");
  });

  it("passes the width its caller asks for to the page", () => {
    root.render(
      <Page aria-label="Payment" data-width="column">
        <h1>Payment</h1>
      </Page>,
    );
    expect(container().firstElementChild?.getAttribute("data-width")).toBe("column");
  });
});

describe("Skeleton", () => {
  it("holds the place at the content's size, hidden from assistive technology", () => {
    root.render(<Skeleton width={180} height={28} />);
    const placeholder = container().querySelector<HTMLElement>("span");
    expect(placeholder?.getAttribute("aria-hidden")).toBe("true");
    expect(placeholder?.style.height).toBe("28px");
    expect(placeholder?.style.width).toBe("180px");
  });
});

interface Entry {
  readonly id: string;
  readonly date: string;
  readonly reason: string;
  readonly points: number;
}

const history = (rows: readonly Entry[]) => (
  <DataTable
    caption="Credits and debits, newest first"
    data-testid="history-table"
    placeholders={3}
    rows={rows}
    rowKey={(row) => row.id}
    columns={[
      { key: "date", header: "Date", cell: (row) => row.date },
      { key: "reason", header: "Reason", wrap: true, cell: (row) => row.reason },
      {
        key: "points",
        header: "Points",
        numeric: true,
        cell: (row) => row.points.toFixed(2),
        tone: (row) => (row.points < 0 ? "debit" : "credit"),
      },
    ]}
  />
);

describe("DataTable", () => {
  it("is captioned, in a focusable frame named after it, with column headings and figures right-aligned", () => {
    root.render(
      history([
        { id: "a", date: "01/03/2026", reason: "Order 1042", points: -250 },
        { id: "b", date: "15/02/2026", reason: "Welcome bonus", points: 1000 },
      ]),
    );
    const frame = getByRole(container(), "region", "Credits and debits, newest first");
    expect(frame.tabIndex).toBe(0);
    const table = container().querySelector('[data-testid="history-table"]');
    expect(table?.querySelector("caption")?.textContent).toBe("Credits and debits, newest first");
    const headings = Array.from(table?.querySelectorAll("th") ?? []);
    expect(headings.map((th) => [th.textContent, th.getAttribute("scope"), th.dataset.numeric])).toEqual([
      ["Date", "col", undefined],
      ["Reason", "col", undefined],
      ["Points", "col", "true"],
    ]);
    const cells = Array.from(table?.querySelectorAll("tbody tr") ?? [], (row) =>
      Array.from(
        row.querySelectorAll("td"),
        (td) => `${td.textContent}${td.dataset.numeric === "true" ? "→" : ""}`,
      ),
    );
    expect(cells).toEqual([
      ["01/03/2026", "Order 1042", "-250.00→"],
      ["15/02/2026", "Welcome bonus", "1000.00→"],
    ]);
    expect(
      Array.from(table?.querySelectorAll("td[data-tone]") ?? [], (td) => td.getAttribute("data-tone")),
    ).toEqual(["debit", "credit"]);
  });

  it("shows hidden placeholder rows until its rows arrive", () => {
    root.render(history([]));
    const rows = container().querySelectorAll("tbody tr");
    expect(rows).toHaveLength(3);
    expect(rows[0]?.querySelector("td")?.getAttribute("colspan")).toBe("3");
    expect(rows[0]?.querySelector("span")?.getAttribute("aria-hidden")).toBe("true");
  });
});

const TrackOrder = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Track Order
      </button>
      {open && (
        <Dialog
          title="Track Your Order"
          closeLabel="Close"
          onClose={() => setOpen(false)}
          data-testid="header-dialog"
        >
          <input aria-label="Order number" />
          <button type="submit">Track</button>
        </Dialog>
      )}
    </>
  );
};

describe("Dialog", () => {
  const key = (name: string, shiftKey = false) =>
    act(() => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent("keydown", { key: name, shiftKey, bubbles: true }),
      );
    });
  const openIt = () => {
    root.render(<TrackOrder />);
    const opener = getByRole(container(), "button", "Track Order");
    opener.focus();
    act(() => opener.click());
    return opener;
  };

  it("is a modal named by its title that takes the focus and keeps it", () => {
    openIt();
    const dialog = getByRole(container(), "dialog", "Track Your Order");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(dialog);
    const close = getByRole(dialog, "button", "Close");
    const track = getByRole(dialog, "button", "Track");
    // In document order: Close, the order number, Track; Tab past the last wraps to the first.
    track.focus();
    key("Tab");
    expect(document.activeElement).toBe(close);
    key("Tab", true);
    expect(document.activeElement).toBe(track);
  });

  it("closes on Escape and on Close, giving the focus back to what opened it", () => {
    const opener = openIt();
    key("Escape");
    expect(container().querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);

    openIt();
    act(() => getByRole(container(), "button", "Close").click());
    expect(container().querySelector('[role="dialog"]')).toBeNull();
  });

  it("closes on a click on the backdrop, not on one inside", () => {
    openIt();
    const dialog = getByRole(container(), "dialog", "Track Your Order");
    act(() => dialog.click());
    expect(container().querySelector('[role="dialog"]')).not.toBeNull();
    act(() => container().querySelector<HTMLElement>('[data-testid="header-dialog"]')?.click());
    expect(container().querySelector('[role="dialog"]')).toBeNull();
  });

  it("is 520 px wide unless asked to be wide (880 px) for a grid of cards", () => {
    openIt();
    expect(getByRole(container(), "dialog", "Track Your Order").dataset.width).toBeUndefined();
    root.render(
      <Dialog title="Pricing Plans" closeLabel="Close" onClose={() => undefined} width="wide">
        <p>Starter</p>
      </Dialog>,
    );
    expect(getByRole(container(), "dialog", "Pricing Plans").dataset.width).toBe("wide");
  });
});
