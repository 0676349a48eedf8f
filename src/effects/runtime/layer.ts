/**
 * The app-wide Effect layer: every service a flow's program may need, live in the browser or
 * over a given API and an in-memory browser in tests and tools.
 */
import { Layer } from "effect";
import { BrowserLive, type BrowserServices, type MemoryBrowser } from "./browser";
import { ApiConfig, type ApiSettings, browserLayer } from "./services";
import { TransportLive, type TransportServices } from "./transport";

/** Everything the programs of this module need: the transport's services and the browser's. */
export type StorefrontServices = TransportServices | BrowserServices;

/** The browser build: the live services (calls go through the page's fetch), plus the live browser. */
export const StorefrontLive: Layer.Layer<StorefrontServices> = Layer.mergeAll(TransportLive, BrowserLive);

/**
 * Services over a given API and an in-memory browser (tests, tools): the transport's session and
 * language are read from the browser's storage, as in the real page.
 */
export const storefrontLayer = (
  api: ApiSettings,
  browser: Pick<MemoryBrowser, "layer" | "environment">,
): Layer.Layer<StorefrontServices> =>
  Layer.mergeAll(ApiConfig.layerTest(api), browserLayer(browser.environment), browser.layer);
