/** A screen or region whose code loads on demand (./screens.tsx, the layout's footer). */
import { type ComponentType, lazy } from "react";

/**
 * A page loaded on demand, with its `load` to ask for the code before the page renders. Once its
 * code has loaded (asked for early, by the boot code or the server), the page renders at once,
 * without a round of its placeholder: React takes a module handed over synchronously, so a page
 * rendered on the server hydrates as it was sent.
 */
export const lazyPage = <K extends string, P extends object>(
  load: () => Promise<Readonly<Record<K, ComponentType<P>>>>,
  name: K,
) => {
  type Loaded = { readonly default: ComponentType<P> };
  let loaded: Loaded | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = { default: module[name] };
      return module;
    });
  // Once loaded, a thenable that answers as it is asked: React's lazy then renders the page in
  // this pass.
  const ready = (module: Loaded): PromiseLike<Loaded> => ({
    // biome-ignore lint/suspicious/noThenProperty: React's lazy takes a thenable, and this one answers at once
    then: (resolve) => resolve?.(module) as never,
  });
  return Object.assign(
    lazy(
      () =>
        (loaded === undefined
          ? loadOnce().then((module) => ({ default: module[name] }))
          : ready(loaded)) as Promise<Loaded>,
    ),
    { load: loadOnce },
  );
};
