// @vitest-environment happy-dom
/**
 * The mobile-recharge and cash-out pages' helpers: the query's whole numbers
 * (`?category_id={product_id}`, spec §2.6) and the typed field of both forms, named by its label,
 * described by its hint, and saying a refusal at once (spec §5 'Phone lengths', §8), and the choice
 * of an operator or a circle, whose placeholder stands for none; their money and points in the
 * site's language, as the header shows the points.
 */
import { LanguageContext } from "@views/i18n";
import { ChoiceField, numberOrNull, TextField, useAmountTexts } from "@views/topup/parts";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { accessibleName, getByRole } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";
import { shownIn } from "../../support/i18n";

const root = mountedRoot();
const container = () => root.container();

describe("numberOrNull", () => {
  it("reads a whole number and nothing else", () => {
    expect(numberOrNull("1466")).toBe(1466);
    expect(numberOrNull(undefined)).toBeNull();
    expect(numberOrNull(null)).toBeNull();
    expect(numberOrNull("")).toBeNull();
    expect(numberOrNull("12a")).toBeNull();
    expect(numberOrNull("-3")).toBeNull();
  });
});

describe("TextField", () => {
  it("is named by its label, described by its hint, and hands on what is typed", () => {
    const typed: string[] = [];
    root.render(
      <TextField
        label="UPI id"
        hint="For example name@okbank"
        error={null}
        name="upiId"
        value=""
        onValue={(value) => typed.push(value)}
      />,
    );
    const input = getByRole(container(), "textbox", "UPI id");
    expect(input.getAttribute("name")).toBe("upiId");
    expect(input.getAttribute("autocomplete")).toBe("off");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    const hint = container().querySelector(`#${CSS.escape(input.getAttribute("aria-describedby") ?? "")}`);
    expect(hint?.textContent).toBe("For example name@okbank");
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      setValue?.call(input, "ravi@okbank");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(typed).toEqual(["ravi@okbank"]);
  });

  it("says a refusal at once, marks the input invalid and points it to the refusal", () => {
    const refusal = "This OTP is not correct. Please check it and try again.";
    root.render(
      <TextField
        label="OTP"
        error={refusal}
        name="otp"
        inputMode="numeric"
        maxLength={6}
        value="12"
        onValue={() => {}}
      />,
    );
    const input = getByRole(container(), "textbox", "OTP");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("maxlength")).toBe("6");
    const alert = container().querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(refusal);
    const described = container().querySelector(
      `#${CSS.escape(input.getAttribute("aria-describedby") ?? "")}`,
    );
    expect(described?.contains(alert)).toBe(true);
  });
});

describe("ChoiceField", () => {
  const circles = [
    { value: 7, name: "Karnataka" },
    { value: 9, name: "Mumbai" },
  ];
  const chooseIn = (select: HTMLSelectElement, value: string) =>
    act(() => {
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });

  it("offers the placeholder and the choices, and hands on an id or none", () => {
    const chosen: (number | null)[] = [];
    root.render(
      <ChoiceField
        label="Circle (region)"
        error={null}
        value={null}
        placeholder="Choose the circle"
        options={circles}
        onChoose={(id) => chosen.push(id)}
      />,
    );
    const select = container().querySelector("select");
    if (select === null) throw new Error("no select");
    expect(accessibleName(select)).toBe("Circle (region)");
    expect(Array.from(select.options, (option) => [option.value, option.text])).toEqual([
      ["", "Choose the circle"],
      ["7", "Karnataka"],
      ["9", "Mumbai"],
    ]);
    chooseIn(select, "9");
    chooseIn(select, "");
    expect(chosen).toEqual([9, null]);
  });

  it("without a placeholder shows the chosen id, and a refusal marks it invalid", () => {
    root.render(
      <ChoiceField
        label="Operator"
        error="Choose the operator."
        value={7}
        options={circles}
        onChoose={() => {}}
      />,
    );
    const select = container().querySelector("select");
    expect(select?.options.length).toBe(2);
    expect(select?.value).toBe("7");
    expect(select?.getAttribute("aria-invalid")).toBe("true");
    expect(container().querySelector('[role="alert"]')?.textContent).toBe("Choose the operator.");
  });
});

/** The cash-out page's figures: 23,060 rupees and 23,060 points. */
const Amounts = () => {
  const { priceText, pointsText } = useAmountTexts();
  return (
    <p>
      <span data-testid="price">{priceText(23060, "INR")}</span>
      <span data-testid="points">{pointsText(23060)}</span>
    </p>
  );
};

describe("useAmountTexts", () => {
  const shown = (testId: string) => container().querySelector(`[data-testid="${testId}"]`)?.textContent;

  it("writes money and points as the header's points pill does in Spanish: '23.060,00'", () => {
    root.render(
      <LanguageContext.Provider value={shownIn("es")}>
        <Amounts />
      </LanguageContext.Provider>,
    );
    expect(shown("points")).toBe("23.060,00");
    expect(shown("price")).toBe("23.060,00\u00a0INR");
  });

  it("and in English: '₹23,060.00', '23,060.00'", () => {
    root.render(<Amounts />);
    expect(shown("points")).toBe("23,060.00");
    expect(shown("price")).toBe("₹23,060.00");
  });
});
