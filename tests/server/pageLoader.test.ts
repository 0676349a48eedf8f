// @vitest-environment happy-dom
/**
 * The inline loader of a page rendered on the server (server/core/pages.ts `PAGE_LOADER`): the
 * page's code, held in an inert template, goes in the head only once the page has loaded and its
 * first contentful paint is on the screen, or 2 s after the load where no paint is reported; once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_LATER_ID, PAGE_LOADER } from "../../server/core/pages";

const LATER = '<link rel="modulepreload" href="/assets/screen-1.js">';

/**
 * The page as the server sends it: the template, then the loader run as the parser would. Its
 * listeners are the page's own: the answer's `load` fires them.
 */
const sendPage = () => {
  document.head.innerHTML = "";
  document.body.innerHTML = `<div id="root"><main>Gift cards</main></div><template id="${PAGE_LATER_ID}">${LATER}</template>`;
  const listeners: (() => void)[] = [];
  const listen = (type: string, listener: () => void) => {
    if (type === "load") listeners.push(listener);
  };
  new Function("addEventListener", PAGE_LOADER)(listen);
  return {
    load: () => {
      for (const listener of listeners) listener();
    },
  };
};
const takenIn = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;

/** A paint timing observer the test reports paints to. */
const paints = () => {
  const observers: ((names: readonly string[]) => void)[] = [];
  class PaintObserver {
    constructor(
      private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void,
    ) {}
    observe() {
      observers.push((names) =>
        this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }),
      );
    }
  }
  vi.stubGlobal("PerformanceObserver", PaintObserver);
  return {
    paint: (...names: string[]) => {
      for (const report of observers) report(names);
    },
  };
};

describe("the rendered page's loader", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("takes the code in after the load and the first contentful paint, not before, and once", () => {
    const browser = paints();
    const page = sendPage();
    browser.paint("first-contentful-paint");
    vi.advanceTimersByTime(10);
    expect(takenIn()).toBe(0);
    page.load();
    browser.paint("first-paint");
    vi.advanceTimersByTime(10);
    expect(takenIn()).toBe(0);
    browser.paint("first-contentful-paint");
    vi.advanceTimersByTime(0);
    expect(takenIn()).toBe(1);
    // The fallback finds it done.
    vi.advanceTimersByTime(2000);
    expect(takenIn()).toBe(1);
  });

  it("takes it in 2 s after the load where no paint is reported", () => {
    paints();
    sendPage().load();
    vi.advanceTimersByTime(1999);
    expect(takenIn()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(takenIn()).toBe(1);
  });
});
