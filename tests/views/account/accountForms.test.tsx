// @vitest-environment happy-dom
/**
 * The pieces the account forms share: the new password with its rule (spec §5 'Password': no
 * spaces, a digit, 8+ characters), on the reset and sign-up pages, and 'Resend code' after its
 * countdown (spec §7.5), on the sign-in and sign-up pages.
 */
import { NewPasswordField, ResendCode } from "@views/account/PasswordRules";
import { act, useState } from "react";
import { describe, expect, it } from "vitest";
import { accessibleName, getByRole } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();
const container = () => root.container();

/** Types `value` into `input` as a browser does: the value changes, then an input event. */
const type = (input: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });

const described = (element: Element): string =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");

const Password = () => {
  const [value, setValue] = useState("");
  return <NewPasswordField label="New password" value={value} onChange={setValue} />;
};

const passwordInput = (): HTMLInputElement => {
  const input = container().querySelector("input");
  if (!(input instanceof HTMLInputElement)) throw new Error("no input");
  return input;
};

describe("NewPasswordField", () => {
  it("is a new password named by its label and described by the rule, each clause missing while it is empty", () => {
    root.render(<Password />);
    const input = passwordInput();
    expect(accessibleName(input)).toBe("New password");
    expect(input.type).toBe("password");
    expect(input.name).toBe("new-password");
    expect(input.autocomplete).toBe("new-password");
    expect(described(input)).toBe(
      "Your password needs:• no spaces (missing)• at least one digit (missing)• at least 8 characters (missing)",
    );
  });

  it("marks each clause done as the password meets it", () => {
    root.render(<Password />);
    const input = passwordInput();
    type(input, "secret1");
    expect(input.value).toBe("secret1");
    expect(described(input)).toBe(
      "Your password needs:✓ no spaces (done)✓ at least one digit (done)• at least 8 characters (missing)",
    );
    type(input, "secret 12");
    expect(described(input)).toBe(
      "Your password needs:• no spaces (missing)✓ at least one digit (done)✓ at least 8 characters (done)",
    );
  });
});

const TEXTS = {
  resend: "Resend code",
  resending: "Sending a new code…",
  resendIn: "Resend code in {seconds} s",
};

describe("ResendCode", () => {
  it("counts down while a new code cannot be asked for, with no button", () => {
    root.render(
      <ResendCode ready={false} resending={false} seconds={27} texts={TEXTS} onResend={() => {}} />,
    );
    expect(container().querySelector('[data-testid="resend-countdown"]')?.textContent).toBe(
      "Resend code in 27 s",
    );
    expect(container().querySelector("button")).toBeNull();
  });

  it("offers 'Resend code' once the countdown has run out, and asks for a code when pressed", () => {
    let asked = 0;
    root.render(
      <ResendCode
        ready
        resending={false}
        seconds={0}
        texts={TEXTS}
        onResend={() => {
          asked++;
        }}
      />,
    );
    const button = getByRole(container(), "button", "Resend code");
    expect(button.dataset.variant).toBe("link");
    act(() => button.click());
    expect(asked).toBe(1);
    expect(container().querySelector('[data-testid="resend-countdown"]')).toBeNull();
  });

  it("rests while the new code is being sent, saying so", () => {
    root.render(<ResendCode ready={false} resending seconds={30} texts={TEXTS} onResend={() => {}} />);
    const button = getByRole(container(), "button", "Sending a new code…");
    expect(button.hasAttribute("disabled")).toBe(true);
  });
});
