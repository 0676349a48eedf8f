/**
 * Where the developer drawer is offered, the page carries only this: it listens for the drawer's
 * shortcut (Ctrl+Shift+D, Cmd+Shift+D on Apple platforms) and reads `?devtools=1` at start. The
 * drawer's code, the replay and every machine it charts load the first time it is asked for, so
 * a page that offers the drawer downloads and runs no more than one that does not.
 */
import { type ComponentType, Suspense, useEffect, useState } from "react";
import { isApplePlatform, isDrawerAvailable, keyCommand, opensAtStart } from "./opening";

export interface DrawerOnDemandProps {
  /** The drawer, loaded on first use (`React.lazy`); told whether its shortcut opened it. */
  readonly drawer: ComponentType<{ readonly openedByShortcut: boolean }>;
  /** The platform allows the drawer in a production build (development builds always have it). */
  readonly allowed: boolean;
  /** A development build; defaults to Vite's `import.meta.env.DEV`. */
  readonly dev?: boolean;
}

type Asked = "not yet" | "at start" | "by shortcut";

export const DrawerOnDemand = ({
  drawer: Drawer,
  allowed,
  dev = import.meta.env.DEV,
}: DrawerOnDemandProps) => {
  const available = isDrawerAvailable({ dev, allowed });
  // Asked for at start, it opens right after the first render: a page rendered on the server
  // (without the drawer) is taken over as it was sent.
  const [asked, setAsked] = useState<Asked>("not yet");
  useEffect(() => {
    if (opensAtStart(window.location.search, { dev, allowed })) setAsked("at start");
  }, [dev, allowed]);
  useEffect(() => {
    if (!available || asked !== "not yet") return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (keyCommand(event, isApplePlatform(navigator.userAgent)) !== "toggle") return;
      event.preventDefault();
      setAsked("by shortcut");
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [available, asked]);
  if (asked === "not yet") return null;
  return (
    <Suspense fallback={null}>
      <Drawer openedByShortcut={asked === "by shortcut"} />
    </Suspense>
  );
};
