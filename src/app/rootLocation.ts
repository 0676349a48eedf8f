/**
 * A router whose location is the root's (`context.location`, which the browser's URL enters as
 * `ENV.LOCATION`), for a page that has no address bar of its own to follow: the watched page of a
 * log (./watchSurface.tsx). Navigating does nothing there: the log moves the page.
 */
import type { RootRef } from "@views/system";
import { useSelector } from "@views/useSelector";

export const rootLocationHooks = (root: RootRef) => {
  const navigate = () => undefined;
  return {
    hook: (): [string, () => undefined] => [
      useSelector(root, (snapshot) => snapshot.context.location.pathname),
      navigate,
    ],
    searchHook: (): string =>
      useSelector(root, (snapshot) => snapshot.context.location.search.replace(/^\?/, "")),
  };
};
