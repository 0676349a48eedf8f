// @vitest-environment happy-dom
/**
 * The mobile-recharge and cash-out pages' helpers: the query's whole numbers
 * (`?category_id={product_id}`, spec §2.6) and a field's refusal, said at once inside the field.
 */
import { numberOrNull, refusalOf } from "@views/topup/parts";
import { Field } from "@views/ui/Field";
import { describe, expect, it } from "vitest";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();

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

describe("refusalOf", () => {
  it("is nothing for an accepted value", () => {
    expect(refusalOf(null)).toBeUndefined();
  });

  it("says the refusal as an alert in the field's error, which the control points to", () => {
    const refusal = "Please enter a mobile number of 10 digits for this country.";
    root.render(
      <Field id="mobile" label="Mobile number" error={refusalOf(refusal)}>
        {(control) => <input {...control} />}
      </Field>,
    );
    const alert = root.container().querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(refusal);
    const input = root.container().querySelector("input");
    expect(input?.getAttribute("aria-invalid")).toBe("true");
    expect(input?.getAttribute("aria-describedby")).toBe("mobile-error");
    expect(
      root
        .container()
        .querySelector("#mobile-error")
        ?.contains(alert ?? null),
    ).toBe(true);
  });
});
