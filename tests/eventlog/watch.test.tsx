// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
/**
 * Watching a log (docs/event-log.md, 'Watching a log'): the storefront's page rendered from the
 * replay of a recorded visit at a step is the page the live system showed at that step. A guest
 * visit of the home page and then of a product is recorded from the whole system against the
 * reference API and rendered live; its log is watched, moved to the same steps and rendered
 * again: the DOM is the same. The watched system takes no intent.
 */
import { StorefrontPage } from "@app/page";
import { rootLocationHooks } from "@app/rootLocation";
import { storefrontReplayOptions } from "@app/system";
import { parseLog } from "@domain/eventlog/format";
import { watchLog } from "@eventlog/watch";
import type { LateFlowId } from "@machines/flows";
import type { RootRef } from "@views/system";
import { act } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import type { EventObject } from "xstate";
import { mountedRoot } from "../support/dom";
import { type ReferenceApi, settle, startReferenceApi } from "../support/harness";
import { advance, type LiveSystem, startLiveSystem } from "../support/liveSystem";

let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const root = mountedRoot();

const Page = ({
  system,
  startFlow,
}: {
  readonly system: RootRef;
  readonly startFlow: (flow: LateFlowId) => void;
}) => {
  const hooks = rootLocationHooks(system);
  return (
    <Router hook={hooks.hook} searchHook={hooks.searchHook}>
      <StorefrontPage
        root={system}
        startFlow={startFlow}
        visitLogs={() => []}
        drawer={false}
        onCommitted={() => undefined}
      />
    </Router>
  );
};

/** Lets the views' lazy code load and React commit what it renders. */
const flush = async () => {
  for (let i = 0; i < 10; i++) await act(async () => settle());
};

/** The live system's effects and the page's late flows, until the page rests. */
const rest = async (live: LiveSystem) => {
  for (let i = 0; i < 6; i++) {
    await act(async () => advance(live.clock, 0));
    await flush();
  }
};

const lastStep = (live: LiveSystem): number => live.recorder.entries().at(-1)?.step ?? 0;

/**
 * The page's DOM as a list of lines: each element with its attributes in name order (the order
 * React set them in depends on the renders before), each text; the ids React's `useId` gives are
 * numbered by the root's renders, so they are numbered here by first appearance.
 */
const domOf = (element: Element): readonly string[] => {
  const ids = new Map<string, string>();
  const idOf = (value: string) =>
    value.replace(/_r_[0-9a-z]+_/g, (id) => {
      const known = ids.get(id) ?? `id${ids.size}`;
      ids.set(id, known);
      return known;
    });
  const lines: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === node.TEXT_NODE) {
      lines.push(node.textContent ?? "");
      return;
    }
    if (!(node instanceof Element)) return;
    const attributes = [...node.attributes].map((a) => `${a.name}="${idOf(a.value)}"`).sort();
    lines.push(`<${node.tagName.toLowerCase()} ${attributes.join(" ")}>`);
    for (const child of node.childNodes) walk(child);
  };
  for (const child of element.childNodes) walk(child);
  return lines;
};

const MARKER = /\[redacted:[a-z]+:[0-9a-f]{16}\]/;

/**
 * The watched page's DOM against the live one, line by line: equal, except where the log holds a
 * redacted value in place of the live one (a marker stands for any text there).
 */
const expectSamePage = (watched: readonly string[], live: readonly string[]) => {
  expect(watched.length).toBe(live.length);
  watched.forEach((line, index) => {
    const shown = live[index] ?? "";
    if (!MARKER.test(line)) {
      expect(line).toBe(shown);
      return;
    }
    const pattern = line
      .split(MARKER)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+?");
    expect(shown).toMatch(new RegExp(`^${pattern}$`));
    expect(shown).not.toMatch(MARKER);
  });
};

describe("a watched log", () => {
  it("renders the page the live system showed, at each step", { timeout: 60_000 }, async () => {
    const live = await startLiveSystem(api, "/marketplace");
    const startFlow = (flow: LateFlowId) => live.root.send({ type: "FLOW.START", flow });
    root.render(<Page system={live.root} startFlow={startFlow} />);
    await rest(live);
    const home = { step: lastStep(live), dom: domOf(root.container()) };
    expect(root.container().querySelector("h1, h2")).not.toBeNull();

    // The shopper opens a product (the browser's URL enters as ENV.LOCATION).
    act(() =>
      live.root.send({
        type: "ENV.LOCATION",
        pathname: "/marketplace/vouchers/description/fashion-gift-card/40211",
        search: "",
      }),
    );
    await rest(live);
    const product = { step: lastStep(live), dom: domOf(root.container()) };
    expect(product.step).toBeGreaterThan(home.step);
    // The home page lists the popular gift cards; the product page shows the product and its price.
    expect(home.dom).toContain("Popular Gift Card");
    expect(home.dom).toContain("Dining Gift Card");
    expect(product.dom).toContain("Fashion Gift Card");
    expect(product.dom).toContain("₹960.00");
    expect(product.dom).not.toContain("Popular Gift Card");

    const log = parseLog(live.recorder.toText());
    root.render(null);
    live.root.stop();

    const intents: EventObject[] = [];
    const watched = watchLog(log, storefrontReplayOptions(), (event) => intents.push(event));
    // The page renders from the replay at the home page's step, then follows the log to the
    // product's step without being rendered again (the moved actors tell the views).
    act(() => expect(watched.moveTo(home.step).kind).toBe("replayed"));
    const watchedRoot = watched.root();
    if (watchedRoot === undefined) throw new Error("the watched log has no root");
    root.render(<Page system={watchedRoot} startFlow={() => undefined} />);
    await flush();
    expectSamePage(domOf(root.container()), home.dom);
    act(() => expect(watched.moveTo(product.step).kind).toBe("replayed"));
    await flush();
    expect(watched.root()).toBe(watchedRoot);
    expectSamePage(domOf(root.container()), product.dom);

    // What a view sends reaches no actor of the replay (the product page's show event included):
    // the watched page stays where the log is.
    expect(intents.map((event) => event.type)).toContain("PRODUCT.SHOW");
    const system = watched.root();
    const before = system?.getSnapshot();
    system?.send({ type: "UI.OPEN_DIALOG", dialog: "ticket" });
    expect(intents.at(-1)).toEqual({ type: "UI.OPEN_DIALOG", dialog: "ticket" });
    expect(system?.getSnapshot()).toBe(before);
    watched.stop();
  });
});
