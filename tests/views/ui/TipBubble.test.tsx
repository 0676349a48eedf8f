// @vitest-environment happy-dom
/**
 * The tooltip's bubble (spec §2.9 'Redeemed By: {usedBy}'): it carries the text and the role and
 * id its caller gives it, so the button it explains can be described by it.
 */
import { TipBubble } from "@views/ui/TipBubble";
import { describe, expect, it } from "vitest";
import { roleOf } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();

describe("TipBubble", () => {
  it("says its text as the tooltip its caller names, and hides when asked", () => {
    root.render(
      <>
        <button type="button" aria-describedby="redeemed-by">
          i
        </button>
        <TipBubble id="redeemed-by" role="tooltip">
          Redeemed By: priya@example.com
        </TipBubble>
      </>,
    );
    const button = root.container().querySelector("button");
    const bubble = document.getElementById(button?.getAttribute("aria-describedby") ?? "");
    if (bubble === null) throw new Error("no bubble");
    expect(roleOf(bubble)).toBe("tooltip");
    expect(bubble.tagName).toBe("SPAN");
    expect(bubble.textContent).toBe("Redeemed By: priya@example.com");
    expect(bubble.hidden).toBe(false);

    root.render(
      <TipBubble id="redeemed-by" role="tooltip" hidden>
        Redeemed By: priya@example.com
      </TipBubble>,
    );
    expect(document.getElementById("redeemed-by")?.hidden).toBe(true);
  });
});
