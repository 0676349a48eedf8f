/** How a watched page shows a redacted value (docs/event-log.md, 'Watching a log'). */
import { maskRedacted, REDACTED_MARK, redactedTitle } from "@domain/eventlog/marks";
import { describe, expect, it } from "vitest";

const NAME = "[redacted:name:0123456789abcdef]";
const EMAIL = "[redacted:email:fedcba9876543210]";

describe("a redacted value on a watched page", () => {
  it("shows as a visible mark, naming each kind it hides, with no part of the marker", () => {
    const masked = maskRedacted(`Hello ${NAME} ${NAME}, we wrote to ${EMAIL}.`);
    expect(masked).toEqual({
      text: `Hello ${REDACTED_MARK} ${REDACTED_MARK}, we wrote to ${REDACTED_MARK}.`,
      kinds: ["name", "name", "email"],
    });
    expect(masked?.text).not.toContain("0123456789abcdef");
    expect(redactedTitle(masked?.kinds ?? [])).toBe("Redacted in the log: name, email");
  });

  it("masks the initials taken from redacted names, not showing the marker's bracket as a letter", () => {
    expect(maskRedacted("[[")).toEqual({ text: "••", kinds: ["initials"] });
    expect(maskRedacted("[ [")).toEqual({ text: "• •", kinds: ["initials"] });
  });

  it("leaves a text without markers as it is", () => {
    expect(maskRedacted("25,000.00 Points")).toBeNull();
    expect(maskRedacted("[redacted:name:short]")).toBeNull();
    expect(maskRedacted("[a]")).toBeNull();
  });
});
