/**
 * A React root in the DOM test environment (`// @vitest-environment happy-dom`), mounted before
 * each test of the file that calls {@link mountedRoot} and unmounted after it.
 */
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

export interface MountedRoot {
  /** The element the views render into. */
  readonly container: () => HTMLElement;
  /** Renders `node` and lets its effects run. */
  readonly render: (node: ReactNode) => void;
}

export const mountedRoot = (): MountedRoot => {
  let container: HTMLElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  return {
    container: () => {
      if (container === undefined) throw new Error("the root is mounted only while a test runs");
      return container;
    },
    render: (node) =>
      act(() => {
        if (root === undefined) throw new Error("the root is mounted only while a test runs");
        root.render(node);
      }),
  };
};
