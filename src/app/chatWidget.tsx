/**
 * The chat widget's launcher (spec §1) in a root of its own, after the page's: its view code
 * loads once the third-party services have started (./thirdParty.ts), after consent.
 */
import type { FlowRefs } from "@views/system";
import { ChatWidget } from "@views/thirdParty/ChatWidget";
import { createRoot } from "react-dom/client";

export const showChatWidget = (site: FlowRefs["site"], chatUrl: string | null): void => {
  const element = document.createElement("div");
  element.id = "third-party";
  document.body.append(element);
  createRoot(element).render(<ChatWidget site={site} chatUrl={chatUrl} />);
};
