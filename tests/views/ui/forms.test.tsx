// @vitest-environment happy-dom
/**
 * The view primitives of a form: Field (its label names the control, its hint and its error
 * describe it, an error marks it invalid), Form, Alert (role alert for a refusal, status for a
 * success or an information) and Note (no role unless live).
 */
import { Alert, Field, Form, Note } from "@views/ui";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { accessibleName, getByRole } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();
const container = () => root.container();
const described = (element: Element): string =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");

describe("Field", () => {
  it("names its control by its label, with no description and valid when it has neither hint nor error", () => {
    root.render(<Field label="E-mail address">{(control) => <input type="email" {...control} />}</Field>);
    const input = getByRole(container(), "textbox", "E-mail address");
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });

  it("is described by its hint, then by its hint and its error, and is invalid with an error", () => {
    const hint = "The 10 digits after the country code";
    root.render(
      <Field label="Mobile number" hint={hint} id="topup-phone">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = getByRole(container(), "textbox", "Mobile number");
    expect(input.id).toBe("topup-phone");
    expect(described(input)).toBe(hint);
    expect(input.hasAttribute("aria-invalid")).toBe(false);

    root.render(
      <Field label="Mobile number" hint={hint} error="Enter a valid mobile number" id="topup-phone">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(described(input)).toBe(`${hint} | Enter a valid mobile number`);
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("gives each field its own ids", () => {
    root.render(
      <>
        <Field label="First name" error="Required">
          {(control) => <input {...control} />}
        </Field>
        <Field label="Last name" error="Required">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    const first = getByRole(container(), "textbox", "First name");
    const last = getByRole(container(), "textbox", "Last name");
    expect(first.id).not.toBe(last.id);
    expect(first.getAttribute("aria-describedby")).not.toBe(last.getAttribute("aria-describedby"));
  });
});

describe("Form", () => {
  it("is a form named as its caller names it, submitting its fields", () => {
    let submitted = 0;
    root.render(
      <Form
        aria-label="Sign In"
        onSubmit={(event) => {
          event.preventDefault();
          submitted++;
        }}
      >
        <button type="submit">Sign In</button>
      </Form>,
    );
    const form = getByRole(container(), "form", "Sign In");
    if (!(form instanceof HTMLFormElement)) throw new Error("the form is not a form element");
    form.requestSubmit();
    expect(submitted).toBe(1);
  });
});

describe("Alert", () => {
  it("announces a refusal at once (role alert), in the danger variant by default", () => {
    root.render(<Alert>Incorrect e-mail address or password</Alert>);
    const alert = container().querySelector<HTMLElement>('[role="alert"]');
    expect(alert?.textContent).toBe("Incorrect e-mail address or password");
    expect(alert?.dataset.variant).toBe("danger");
  });

  it("announces a success or an information politely (role status)", () => {
    root.render(
      <>
        <Alert variant="success">Your password has been changed</Alert>
        <Alert variant="info">Codes are checked one at a time</Alert>
      </>,
    );
    const statuses = Array.from(
      container().querySelectorAll('[role="status"]'),
      (element) => element.textContent,
    );
    expect(statuses).toEqual(["Your password has been changed", "Codes are checked one at a time"]);
    expect(container().querySelector('[role="alert"]')).toBeNull();
  });

  it("leaves the role to a wrapper that already announces", () => {
    root.render(
      <div role="alert">
        <Alert announce={false}>The service is unavailable</Alert>
      </div>,
    );
    expect(container().querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it("hands its paragraph to a ref, so a page can move the focus to it", () => {
    const notice = createRef<HTMLParagraphElement>();
    root.render(
      <Alert ref={notice} tabIndex={-1}>
        Remove the items from another country to pay
      </Alert>,
    );
    notice.current?.focus();
    expect(notice.current?.tagName).toBe("P");
    expect(document.activeElement?.textContent).toBe("Remove the items from another country to pay");
  });
});

describe("Note", () => {
  it("is quiet text with no role unless live, then alert in the danger tone and status otherwise", () => {
    root.render(<Note>No history yet</Note>);
    expect(container().querySelector("p")?.hasAttribute("role")).toBe(false);
    expect(container().querySelector("p")?.dataset.tone).toBe("muted");

    root.render(
      <>
        <Note live>Loading the history…</Note>
        <Note live tone="danger">
          The code has expired
        </Note>
      </>,
    );
    expect(container().querySelector('[role="status"]')?.textContent).toBe("Loading the history…");
    expect(accessibleName(container().querySelector('[role="alert"]') ?? document.body)).toBe(
      "The code has expired",
    );
  });
});
