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
  let loaded: { readonly default: ComponentType<P> } | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = { default: module[name] };
      return module;
    });
  const at = (): Promise<{ readonly default: ComponentType<P> }> => {
    if (loaded === undefined) return loadOnce().then((module) => ({ default: module[name] }));
    const module = loaded;
    // A thenable that answers as it is asked: React's lazy then renders the page in this pass.
    const ready: PromiseLike<{ readonly default: ComponentType<P> }> = {
      // biome-ignore lint/suspicious/noThenProperty: React's lazy takes a thenable, and this one answers at once
      then: (resolve) => resolve?.(module) as never,
    };
    return ready as Promise<{ readonly default: ComponentType<P> }>;
  };
  return Object.assign(lazy(at), { load: loadOnce });
};
