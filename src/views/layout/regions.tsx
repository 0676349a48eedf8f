/**
 * The page's regions (the header, its category navigation, the main content, the footer: spec
 * §2.4, §2.5, §2.11), each a Suspense boundary. A page rendered on the server hydrates region by
 * region, in slices between which the browser paints and takes input, and the region a shopper
 * touches first hydrates first; the page says it answers the shopper ({@link regionTracker})
 * once every region it holds has hydrated.
 */
import { createContext, type ReactNode, Suspense, useContext, useEffect } from "react";

export type RegionName = "header" | "navigation" | "main" | "footer";

/** What the regions tell the page: that one is on it, that one has been shown (hydrated), that one left. */
export interface RegionTracker {
  readonly expect: (region: RegionName) => void;
  readonly shown: (region: RegionName) => void;
  readonly gone: (region: RegionName) => void;
}

const RegionsContext = createContext<RegionTracker | null>(null);

/** The page's tracker of its regions (src/app/page.tsx). */
export const RegionsProvider = RegionsContext.Provider;

/** Tells the tracker its region has been shown: its effect runs once the region has hydrated. */
const Shown = ({ region }: { readonly region: RegionName }) => {
  const tracker = useContext(RegionsContext);
  useEffect(() => tracker?.shown(region), [tracker, region]);
  return null;
};

/** One region of the page: a Suspense boundary of its own, counted until it has been shown. */
export const Region = ({ name, children }: { readonly name: RegionName; readonly children: ReactNode }) => {
  const tracker = useContext(RegionsContext);
  useEffect(() => {
    tracker?.expect(name);
    return () => tracker?.gone(name);
  }, [tracker, name]);
  return (
    <Suspense fallback={null}>
      <Shown region={name} />
      {children}
    </Suspense>
  );
};

/**
 * A tracker that calls `then` once, when the page's first render has been committed (`committed`)
 * and every region on it has been shown. A region shown in the same commit as the page (a page
 * rendered in the browser) counts at once.
 */
export const regionTracker = (then: () => void) => {
  const expected = new Set<RegionName>();
  const shown = new Set<RegionName>();
  let committed = false;
  let done = false;
  const check = () => {
    if (done || !committed || [...expected].some((region) => !shown.has(region))) return;
    done = true;
    then();
  };
  const tracker: RegionTracker = {
    expect: (region) => {
      expected.add(region);
      check();
    },
    shown: (region) => {
      shown.add(region);
      check();
    },
    // A region that leaves before it was shown (the page moved on) is not waited for.
    gone: (region) => {
      expected.delete(region);
      check();
    },
  };
  return {
    tracker,
    committed: () => {
      committed = true;
      check();
    },
  };
};
