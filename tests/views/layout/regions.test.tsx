// @vitest-environment happy-dom
/**
 * The page's regions (src/views/layout/regions.tsx): each a Suspense boundary of its own, so a
 * page rendered on the server hydrates region by region; the page answers the shopper (its
 * ready mark) only once it has committed and every region on it has been shown.
 */
import { Region, type RegionName, RegionsProvider, regionTracker } from "@views/layout/regions";
import { act, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

describe("regionTracker", () => {
  it("answers once, after the commit and once every region on the page has been shown", () => {
    const ready = vi.fn();
    const regions = regionTracker(ready);
    const all: RegionName[] = ["header", "navigation", "main", "footer"];
    for (const region of all) regions.tracker.expect(region);
    regions.committed();
    for (const region of all.slice(0, 3)) regions.tracker.shown(region);
    expect(ready).not.toHaveBeenCalled();
    regions.tracker.shown("footer");
    expect(ready).toHaveBeenCalledTimes(1);
    regions.tracker.shown("footer");
    regions.committed();
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it("counts a region shown in the same commit as the page (rendered in the browser), and waits for the commit", () => {
    const ready = vi.fn();
    const regions = regionTracker(ready);
    regions.tracker.shown("header");
    regions.tracker.expect("header");
    expect(ready).not.toHaveBeenCalled();
    regions.committed();
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it("does not wait for a region that left before it was shown", () => {
    const ready = vi.fn();
    const regions = regionTracker(ready);
    regions.tracker.expect("main");
    regions.tracker.expect("footer");
    regions.committed();
    regions.tracker.shown("main");
    regions.tracker.gone("footer");
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it("answers at the commit of a page without regions", () => {
    const ready = vi.fn();
    regionTracker(ready).committed();
    expect(ready).toHaveBeenCalledTimes(1);
  });
});

/** Calls `then` after the page's own commit, as src/app/page.tsx does. */
const Committed = ({ then }: { readonly then: () => void }) => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the first commit
  useEffect(then, []);
  return null;
};
const Page = ({ regions }: { readonly regions: ReturnType<typeof regionTracker> }) => (
  <RegionsProvider value={regions.tracker}>
    <Region name="header">
      <header>Rewards</header>
    </Region>
    <Region name="main">
      <main>Gift cards</main>
    </Region>
    <Committed then={regions.committed} />
  </RegionsProvider>
);

describe("regions of a page rendered on the server", () => {
  it("each is a boundary of its own in the markup, hydrated in place, and the page answers once all are", async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    const html = renderToString(<Page regions={regionTracker(() => undefined)} />);
    // One Suspense boundary per region.
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const header = container.querySelector("header");
    const ready = vi.fn();
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <Page regions={regionTracker(ready)} />);
      });
    });
    expect(ready).toHaveBeenCalledTimes(1);
    // The server's elements were taken over, not replaced, without a hydration error.
    expect(container.querySelector("header")).toBe(header);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
