// @vitest-environment happy-dom
/**
 * A view's event to its flow as it shows (src/views/sendOnShow.ts): sent when it shows and when
 * it changes; collected instead on the server; and not sent again by a page resumed from a
 * server's start that sent it already (the checkout's opening is once per visit, spec §4).
 */
import { readBootInput } from "@app/boot";
import { rootMachine } from "@machines/root";
import { markSentOnServer, showEventKey, useSendOnShow } from "@views/sendOnShow";
import { type ShowEvent, SystemProvider, useLateFlow } from "@views/system";
import { describe, expect, it } from "vitest";
import { createActor, type EventObject } from "xstate";
import { mountedRoot } from "../support/dom";

const root = mountedRoot();

/** The events these views send. */
interface PageEvent extends EventObject {
  readonly page?: number;
  readonly sitePrefix?: string;
  readonly id?: number;
}

/** A flow that keeps what it is sent. */
const recordingFlow = (id: string) => {
  const received: EventObject[] = [];
  return { flow: { id, send: (event: EventObject) => void received.push(event) }, received };
};

const Shows = ({ flow, event }: { readonly flow: ShowEvent["flow"]; readonly event: PageEvent }) => {
  useSendOnShow(flow, event);
  return null;
};

/** A view that needs the payment providers' late flow, as the checkout's choice does. */
const NeedsProviders = () => {
  useLateFlow("providers");
  return null;
};

const system = () => {
  const actor = createActor(rootMachine, { input: readBootInput("support@rewards-storefront.example") });
  actor.start();
  return actor;
};

describe("useSendOnShow", () => {
  it("sends the event when the view shows, and again only when it changes", () => {
    const actor = system();
    const { flow, received } = recordingFlow("listing");
    const page = (event: PageEvent) => (
      <SystemProvider root={actor} startFlow={() => undefined} visitLogs={() => []}>
        <Shows flow={flow} event={event} />
      </SystemProvider>
    );
    root.render(page({ type: "LISTING.SHOW", page: 1 }));
    root.render(page({ type: "LISTING.SHOW", page: 1 }));
    root.render(page({ type: "LISTING.SHOW", page: 2 }));
    expect(received).toEqual([
      { type: "LISTING.SHOW", page: 1 },
      { type: "LISTING.SHOW", page: 2 },
    ]);
    actor.stop();
  });

  it("on a page resumed from the server's start, does not send what the server sent, once", () => {
    const actor = system();
    const { flow, received } = recordingFlow("checkout");
    const open: PageEvent = { type: "CHECKOUT.OPEN", sitePrefix: "/marketplace" };
    markSentOnServer([showEventKey("checkout", open)]);
    const page = (event: PageEvent) => (
      <SystemProvider root={actor} startFlow={() => undefined} visitLogs={() => []}>
        <Shows flow={flow} event={event} />
      </SystemProvider>
    );
    root.render(page(open));
    expect(received).toEqual([]);
    // Another event, then the first again: those are the browser's own.
    root.render(page({ type: "CHECKOUT.OPEN", sitePrefix: "/acme" }));
    root.render(page(open));
    expect(received).toEqual([{ type: "CHECKOUT.OPEN", sitePrefix: "/acme" }, open]);
    actor.stop();
  });

  it("on the server, collects the event instead of sending it", () => {
    const actor = system();
    const { flow, received } = recordingFlow("product");
    const shown: ShowEvent[] = [];
    root.render(
      <SystemProvider
        root={actor}
        startFlow={() => undefined}
        visitLogs={() => []}
        onShow={(show) => shown.push(show)}
      >
        <Shows flow={flow} event={{ type: "PRODUCT.SHOW", id: 40211 } satisfies PageEvent} />
      </SystemProvider>,
    );
    expect(shown.map((show) => show.event)).toContainEqual({ type: "PRODUCT.SHOW", id: 40211 });
    actor.stop();
    // In a DOM the effect runs as well; the server's renderToString runs none.
    expect(received).toEqual([{ type: "PRODUCT.SHOW", id: 40211 }]);
  });

  it("on the server, a late flow a view needs is asked of the root as the view renders, so the next round renders it", () => {
    const actor = system();
    const shown: ShowEvent[] = [];
    root.render(
      <SystemProvider
        root={actor}
        startFlow={() => undefined}
        visitLogs={() => []}
        onShow={(show) => shown.push(show)}
      >
        <NeedsProviders />
      </SystemProvider>,
    );
    expect(shown).toContainEqual({ flow: actor, event: { type: "FLOW.START", flow: "providers" } });
    actor.stop();
  });
});
