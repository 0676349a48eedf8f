// @vitest-environment happy-dom
/**
 * The view primitives one presses: Button (its variants, its busy state with the spinner),
 * Spinner, QuantityStepper (the cart's −/+ of spec §2.5), Pager (previous/next of the reward
 * history) and Tabs (the WAI-ARIA tabs pattern: roving tabindex, arrow keys, Home, End).
 */
import { Button, Pager, QuantityStepper, Spinner, Tabs } from "@views/ui";
import { act, useState } from "react";
import { describe, expect, it } from "vitest";
import { accessibleName, getByRole } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();
const container = () => root.container();
const press = (element: HTMLElement) => act(() => element.click());
const key = (element: HTMLElement, name: string) =>
  act(() => {
    element.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));
  });

describe("Button", () => {
  it("is named by its text and drawn after its variant and size", () => {
    root.render(
      <>
        <Button>Sign In</Button>
        <Button variant="link" size="small">
          Forgot password?
        </Button>
      </>,
    );
    const signIn = getByRole(container(), "button", "Sign In");
    expect(signIn.getAttribute("type")).toBe("button");
    expect(signIn.dataset.variant).toBe("primary");
    expect(signIn.dataset.size).toBe("medium");
    const forgot = getByRole(container(), "button", "Forgot password?");
    expect(forgot.dataset.variant).toBe("link");
    expect(forgot.dataset.size).toBe("small");
  });

  it("while busy shows a spinner hidden from assistive technology, says so, keeps its name and cannot be pressed", () => {
    let presses = 0;
    root.render(
      <Button type="submit" busy onClick={() => presses++}>
        Pay
      </Button>,
    );
    const pay = getByRole(container(), "button", "Pay");
    expect(pay.getAttribute("aria-busy")).toBe("true");
    expect(pay.hasAttribute("disabled")).toBe(true);
    expect(pay.getAttribute("type")).toBe("submit");
    expect(pay.querySelector('[data-testid="spinner"]')?.getAttribute("aria-hidden")).toBe("true");
    press(pay);
    expect(presses).toBe(0);
  });

  it("once done drops the spinner and acts again", () => {
    let presses = 0;
    root.render(
      <Button variant="danger" onClick={() => presses++}>
        Remove
      </Button>,
    );
    const remove = getByRole(container(), "button", "Remove");
    expect(remove.hasAttribute("aria-busy")).toBe(false);
    expect(remove.querySelector('[data-testid="spinner"]')).toBeNull();
    press(remove);
    expect(presses).toBe(1);
  });
});

describe("Spinner", () => {
  it("is decoration, hidden from assistive technology, at the size asked", () => {
    root.render(<Spinner size="large" />);
    const spinner = container().querySelector<HTMLElement>('[data-testid="spinner"]');
    expect(spinner?.getAttribute("aria-hidden")).toBe("true");
    expect(spinner?.dataset.size).toBe("large");
  });
});

const Stepper = ({ min, max }: { readonly min: number; readonly max: number }) => {
  const [value, setValue] = useState(1);
  return (
    <QuantityStepper
      value={value}
      labels={{
        group: "Quantity of Apple AirPods",
        decrease: "Decrease the quantity of Apple AirPods",
        increase: "Increase the quantity of Apple AirPods",
      }}
      canDecrease={value > min}
      canIncrease={value < max}
      onStep={(delta) => setValue(value + delta)}
    />
  );
};

describe("QuantityStepper", () => {
  it("names its group, its buttons and its figure, and steps between the bounds", () => {
    root.render(<Stepper min={1} max={2} />);
    getByRole(container(), "group", "Quantity of Apple AirPods");
    const figure = getByRole(container(), "status", "Quantity of Apple AirPods");
    const decrease = getByRole(container(), "button", "Decrease the quantity of Apple AirPods");
    const increase = getByRole(container(), "button", "Increase the quantity of Apple AirPods");
    expect(figure.textContent).toBe("1");
    expect(decrease.getAttribute("aria-disabled")).toBe("true");

    press(decrease);
    expect(figure.textContent).toBe("1");
    press(increase);
    expect(figure.textContent).toBe("2");
    expect(increase.getAttribute("aria-disabled")).toBe("true");
    expect(decrease.getAttribute("aria-disabled")).toBe("false");
    press(increase);
    expect(figure.textContent).toBe("2");
  });
});

const HistoryPager = ({ pages, busy = false }: { readonly pages: number; readonly busy?: boolean }) => {
  const [page, setPage] = useState(1);
  return (
    <Pager
      label="Pages of the reward history"
      page={page}
      pages={pages}
      busy={busy}
      onPage={setPage}
      texts={{ previous: "Previous", next: "Next", position: `Page ${page} of ${pages}` }}
    />
  );
};

describe("Pager", () => {
  it("is a named navigation that moves page by page and rests at the ends", () => {
    root.render(<HistoryPager pages={2} />);
    const pager = getByRole(container(), "navigation", "Pages of the reward history");
    const previous = getByRole(pager, "button", "Previous");
    const next = getByRole(pager, "button", "Next");
    expect(pager.textContent).toContain("Page 1 of 2");
    expect(previous.hasAttribute("disabled")).toBe(true);
    press(next);
    expect(pager.textContent).toContain("Page 2 of 2");
    expect(next.hasAttribute("disabled")).toBe(true);
    expect(previous.hasAttribute("disabled")).toBe(false);
  });

  it("rests while a page loads, and shows nothing for a single page", () => {
    root.render(<HistoryPager pages={3} busy />);
    expect(getByRole(container(), "button", "Next").hasAttribute("disabled")).toBe(true);
    root.render(<HistoryPager pages={1} />);
    expect(container().querySelector("nav")).toBeNull();
  });
});

type Tab = "points" | "codes" | "help";

const GuideTabs = () => {
  const [tab, setTab] = useState<Tab>("points");
  return (
    <Tabs
      label="Redemption guides"
      tabs={[
        { id: "points", label: "Points Redemption" },
        { id: "codes", label: "Reward Codes Redemption" },
        { id: "help", label: "Help" },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      <p>{`The ${tab} guide`}</p>
    </Tabs>
  );
};

describe("Tabs", () => {
  const tab = (name: string) => getByRole(container(), "tab", name);
  const panel = () => {
    const found = container().querySelector<HTMLElement>('[role="tabpanel"]');
    if (found === null) throw new Error("no tab panel");
    return found;
  };

  it("is a named tab list with only the selected tab in the tab order, its panel named by it", () => {
    root.render(<GuideTabs />);
    getByRole(container(), "tablist", "Redemption guides");
    expect(tab("Points Redemption").getAttribute("aria-selected")).toBe("true");
    expect(tab("Points Redemption").tabIndex).toBe(0);
    expect(tab("Reward Codes Redemption").getAttribute("aria-selected")).toBe("false");
    expect(tab("Reward Codes Redemption").tabIndex).toBe(-1);
    expect(accessibleName(panel())).toBe("Points Redemption");
    expect(tab("Points Redemption").getAttribute("aria-controls")).toBe(panel().id);
  });

  it("moves with the arrow keys (wrapping round), Home and End, selecting and focusing the tab", () => {
    root.render(<GuideTabs />);
    key(tab("Points Redemption"), "ArrowRight");
    expect(tab("Reward Codes Redemption").getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tab("Reward Codes Redemption"));
    expect(accessibleName(panel())).toBe("Reward Codes Redemption");
    expect(panel().textContent).toBe("The codes guide");

    key(tab("Reward Codes Redemption"), "End");
    expect(document.activeElement).toBe(tab("Help"));
    key(tab("Help"), "ArrowRight");
    expect(document.activeElement).toBe(tab("Points Redemption"));
    key(tab("Points Redemption"), "ArrowLeft");
    expect(document.activeElement).toBe(tab("Help"));
    key(tab("Help"), "Home");
    expect(tab("Points Redemption").getAttribute("aria-selected")).toBe("true");
    expect(tab("Help").tabIndex).toBe(-1);
  });

  it("selects a tab on a click", () => {
    root.render(<GuideTabs />);
    press(tab("Help"));
    expect(tab("Help").getAttribute("aria-selected")).toBe("true");
    expect(panel().textContent).toBe("The help guide");
  });
});
