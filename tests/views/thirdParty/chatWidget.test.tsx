// @vitest-environment happy-dom
/**
 * The chat widget's launcher (spec §1 'a customer-messaging chat widget, hidden on mobile'): shown
 * at a desktop's widths, none at a phone's (991 px or less, spec §9 'Breakpoints'); in the demo
 * build it opens a note, in a configured one it links to the chat service in a new tab.
 */
import { siteMachine } from "@machines/site";
import { ChatWidget } from "@views/thirdParty/ChatWidget";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { mountedRoot } from "../../support/dom";

const siteAt = (width: number) =>
  createActor(siteMachine, {
    input: {
      location: { origin: "http://localhost", pathname: "/marketplace", search: "" },
      viewport: { width, height: 800 },
      language: "en-GB",
      loggedIn: false,
      inIframe: false,
      features: { perksCompanies: null, cashout: true },
    },
  });

describe("the chat widget's launcher", () => {
  const root = mountedRoot();

  it("shows at a desktop's width (992 px) and opens a note in the demo build", () => {
    root.render(<ChatWidget site={siteAt(992)} chatUrl={null} />);
    const button = root.container().querySelector("button");
    expect(button?.textContent).toBe("Chat with us");
    act(() => button?.click());
    expect(root.container().querySelector('[role="status"]')?.textContent).toContain(
      "Chat is not set up in this demo build",
    );
  });

  it("is not shown at a phone's width (991 px)", () => {
    root.render(<ChatWidget site={siteAt(991)} chatUrl={null} />);
    expect(root.container().querySelector('[data-testid="chat-widget"]')).toBeNull();
  });

  it("links to the configured chat service, in a new tab", () => {
    root.render(<ChatWidget site={siteAt(1280)} chatUrl="https://chat.example/acme" />);
    const link = root.container().querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://chat.example/acme");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.textContent).toBe("Chat with us (opens in a new tab)");
  });
});
