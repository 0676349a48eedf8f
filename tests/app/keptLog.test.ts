// @vitest-environment happy-dom
/**
 * The event log a page keeps for the next one (builds that offer the developer drawer): kept when
 * the page goes away, and none at all once the shopper signed off on the page (spec §4 'Logout':
 * nothing of the signed-in visit stays on the device).
 */
import { keepLogAcrossPageLoads, PREVIOUS_LOG_MAX_CHARS } from "@app/boot";
import { PREVIOUS_LOG_KEY } from "@effects/session";
import { describe, expect, it } from "vitest";

const leavePage = () => window.dispatchEvent(new Event("pagehide"));

describe("the log kept across a page load", () => {
  it("is this page's log when it goes away; none when too large, none once the shopper signed off here", () => {
    localStorage.setItem(PREVIOUS_LOG_KEY, "the previous page's log");
    let text: string | null = "this page's log";
    expect(keepLogAcrossPageLoads(() => text)).toBe("the previous page's log");
    leavePage();
    expect(localStorage.getItem(PREVIOUS_LOG_KEY)).toBe("this page's log");

    text = "x".repeat(PREVIOUS_LOG_MAX_CHARS + 1);
    leavePage();
    expect(localStorage.getItem(PREVIOUS_LOG_KEY)).toBeNull();

    // Signed off on this page: no log is kept, the previous page's neither.
    localStorage.setItem(PREVIOUS_LOG_KEY, "a log of the signed-in visit");
    text = null;
    leavePage();
    expect(Object.keys(localStorage)).toEqual([]);
  });
});
