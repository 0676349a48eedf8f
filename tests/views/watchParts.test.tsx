// @vitest-environment happy-dom
/**
 * The watched page's parts (docs/event-log.md, 'Watching a log'): playing moves on by the log's
 * own times (real time, 4×, as fast as it renders); the messages between the page and what drives
 * it are read strictly; a redacted value shows as a mark titled with its kind, also when React
 * writes it later; what is done on the page is stopped and said, while Tab still moves the focus.
 */
import { makeInert, onlyMoves } from "@views/devtools/watch/inert";
import { followRedactions } from "@views/devtools/watch/marks";
import { nextMove } from "@views/devtools/watch/playback";
import {
  atMessage,
  logMessage,
  moveMessage,
  readFromSurface,
  readToSurface,
  refusedMessage,
} from "@views/devtools/watch/protocol";
import { describe, expect, it } from "vitest";

const NAME = "[redacted:name:0123456789abcdef]";

describe("playing a watched log", () => {
  const entries = [
    { step: 4, time: 100 },
    { step: 5, time: 1100 },
    { step: 6, time: 1100 },
    { step: 7, time: 5100 },
  ];

  it("waits the time between two logged steps in real time, a quarter of it at 4×, none as fast as it renders", () => {
    expect(nextMove(entries, 4, "real")).toEqual({ step: 5, waitMs: 1000 });
    expect(nextMove(entries, 6, "4x")).toEqual({ step: 7, waitMs: 1000 });
    expect(nextMove(entries, 6, "fastest")).toEqual({ step: 7, waitMs: 0 });
    expect(nextMove(entries, 5, "real")).toEqual({ step: 6, waitMs: 0 });
  });

  it("goes from a step the log does not hold to the next it holds, and stops after the last", () => {
    expect(nextMove(entries, 0, "real")).toEqual({ step: 4, waitMs: 0 });
    expect(nextMove(entries, 7, "real")).toBeNull();
  });
});

describe("the messages of a watched page", () => {
  it("are read back as sent, and anything else is ignored", () => {
    for (const message of [logMessage("{}"), moveMessage(12)])
      expect(readToSurface(message)).toEqual(message);
    for (const message of [atMessage(3, null), refusedMessage("refused: malformed log, line 2: not JSON")])
      expect(readFromSurface(message)).toEqual(message);
    expect(readToSurface({ tag: "storefront-watch", type: "move", step: "12" })).toBeNull();
    expect(readToSurface({ type: "move", step: 12 })).toBeNull();
    expect(readFromSurface("at")).toBeNull();
  });
});

describe("redacted values on a watched page", () => {
  it("show as a mark titled with their kind, in texts, field values and attributes, also when written later", async () => {
    const root = document.createElement("div");
    root.innerHTML = `<p><span>Hello ${NAME}</span></p><input value="${NAME}"><img alt="${NAME}"><span class="avatar" data-initials="[["></span>`;
    document.body.append(root);
    const redactions = followRedactions(root);
    const span = root.querySelector("span");
    expect(span?.textContent).toBe("Hello ••••");
    expect(span?.getAttribute("title")).toBe("Redacted in the log: name");
    expect(span?.getAttribute("data-redacted")).toBe("name");
    expect(root.querySelector("input")?.value).toBe("••••");
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("••••");
    // An avatar's initials taken from a redacted name (the marker's bracket) are masked too.
    expect(root.querySelector(".avatar")?.getAttribute("data-initials")).toBe("••");

    // React writes a text again: it is masked again.
    const text = span?.firstChild;
    if (text instanceof Text) text.data = `Bye ${NAME}`;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(span?.textContent).toBe("Bye ••••");
    // A field's value is set without a mutation: masked at the next refresh.
    const input = root.querySelector("input");
    if (input !== null) input.value = `${NAME}, ${NAME}`;
    redactions.refresh();
    expect(input?.value).toBe("••••, ••••");
    redactions.stop();
    root.remove();
  });
});

describe("intents on a watched page", () => {
  it("are stopped and said; Tab and scrolling keys on the page are let through", () => {
    const stopped: string[] = [];
    const button = document.createElement("button");
    let clicked = 0;
    button.addEventListener("click", () => {
      clicked += 1;
    });
    document.body.append(button);
    const release = makeInert(window, (kind) => stopped.push(kind));
    button.click();
    const key = new KeyboardEvent("keydown", { key: "a", bubbles: true, cancelable: true });
    button.dispatchEvent(key);
    expect(clicked).toBe(0);
    expect(key.defaultPrevented).toBe(true);
    expect(stopped).toEqual(["click", "keydown"]);
    release();
    button.click();
    expect(clicked).toBe(1);
    button.remove();

    expect(onlyMoves("Tab", button)).toBe(true);
    expect(onlyMoves("PageDown", document.body)).toBe(true);
    expect(onlyMoves("ArrowDown", button)).toBe(false);
    expect(onlyMoves("Enter", document.body)).toBe(false);
  });
});
