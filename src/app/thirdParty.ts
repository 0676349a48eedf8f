/**
 * The third-party services of spec §1 on the page. This module loads only once the cookie banner
 * has been accepted (spec §2.11; ./main.tsx asks for it then), off the landing page's critical
 * path. It has the services of this build (src/effects/thirdParty.ts) follow the site and
 * session flows (./thirdPartyFlows.ts), and shows the chat widget's launcher in a root of its
 * own, after the page's.
 */

import { type ThirdPartyConfig, thirdPartyConfig, thirdPartyLayer } from "@effects/thirdParty";

export { pageRecording } from "@effects/thirdParty";

import type { RootRef } from "@views/system";
import { followFlows } from "./thirdPartyFlows";

/** A fresh salt for this page's scrubbed texts. */
const saltOfPage = (): string => Array.from(crypto.getRandomValues(new Uint8Array(8)), String).join(".");

let started = false;

/** Starts the services on this page (once), and shows the chat widget's launcher. */
const startThirdParty = (root: RootRef, config: ThirdPartyConfig = thirdPartyConfig): void => {
  if (started) return;
  started = true;
  const { site, session } = root.getSnapshot().children;
  if (site === undefined) return;
  followFlows(site, session, {
    layer: thirdPartyLayer(config),
    salt: saltOfPage(),
    // The translation service works on the page's text: it has started once the page has
    // finished loading. A provider whose script reports its own start answers here instead.
    translationReady: () => document.readyState === "complete",
  });
  import("./chatWidget").then((chat) => chat.showChatWidget(site, config.chat ?? null));
};

export default startThirdParty;
