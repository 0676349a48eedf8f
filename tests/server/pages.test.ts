/**
 * Pages sent with their first screen rendered (server/core/pages.ts, server/core/static.ts): the
 * markup and the start in index.html, a start that cannot break out of its element, the answer
 * kept by no shared cache, and every way a page falls back to index.html as it is built.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PAGE_START_ID as BROWSER_PAGE_START_ID } from "@app/pageIds";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { requestClientAddress } from "../../server/core/address";
import { createApp } from "../../server/core/app";
import { openDatabase } from "../../server/core/database";
import { FaultTable } from "../../server/core/faults";
import { storefrontPolicy } from "../../server/core/headers";
import type { ServerModule } from "../../server/core/module";
import {
  loadPageRenderer,
  PAGE_LATER_ID,
  PAGE_LOADER,
  PAGE_LOADER_SOURCE,
  PAGE_START_ID,
  type PageRenderer,
  type PageRequest,
  RENDER_FAULT,
  type RenderedPage,
  scriptSafeJson,
  withRenderedPage,
} from "../../server/core/pages";
import {
  entrySheets,
  parseManifest,
  renderedPageTags,
  sheetClassesOf,
  sheetsForMarkup,
} from "../../server/core/preload";
import { NO_CACHE, RENDERED_CACHE } from "../../server/core/static";
import { modules } from "../../server/modules";

const BREAKOUT = "</script><script>alert(1)</script>";

/** A rendered page; its start carries `note` besides what the server reads of it. */
const pageOf = (
  overrides: Partial<{ html: string; htmlClass: string; language: string; note: string }> = {},
): RenderedPage => {
  const start = {
    language: overrides.language ?? "en",
    input: { location: { pathname: "/marketplace" } },
    note: overrides.note ?? "plain",
  };
  return {
    html: overrides.html ?? '<main data-testid="rendered">Gift cards</main>',
    htmlClass: overrides.htmlClass ?? "g1x2y3z",
    start,
  };
};

const template =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Rewards Storefront</title>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

/** What the loader takes in once the page has loaded, before the template's script. */
const LATER = '<link rel="modulepreload" crossorigin href="/assets/screen-1.js">';
/** The entry's sheet, whose rules the page carries. */
const ENTRY_SHEET = { href: "/assets/index-abc.css", rules: ".a{color:red}" };
const NONE = { sheets: [], later: "" };

/** The text of the start element of `html`, as the browser's parser would end it. */
const startText = (html: string): string => {
  const open = `<script type="application/json" id="${PAGE_START_ID}">`;
  const from = html.indexOf(open);
  expect(from).toBeGreaterThan(-1);
  const to = html.indexOf("</script>", from + open.length);
  return html.slice(from + open.length, to);
};

describe("withRenderedPage: the rendered page in index.html", () => {
  it("puts the markup in #root, the start after it, lang and class on <html>, the first screen's rules in the head, and the code in the template the loader takes in", () => {
    const html = withRenderedPage(template, pageOf({ language: "fr" }), {
      sheets: [ENTRY_SHEET, { href: "/assets/b.css", rules: ".b{margin:0}" }],
      later: LATER,
    });
    expect(html).toBe(
      '<!doctype html>\n<html lang="fr" class="g1x2y3z">\n  <head>\n    <title>Rewards Storefront</title>\n    ' +
        "<style>.a{color:red}.b{margin:0}</style>" +
        '<link rel="stylesheet" crossorigin href="/assets/index-abc.css" disabled>' +
        '<link rel="stylesheet" crossorigin href="/assets/b.css" disabled></head>\n  <body>\n    ' +
        '<div id="root"><main data-testid="rendered">Gift cards</main></div>' +
        '<script type="application/json" id="storefront-start">{"language":"fr","input":{"location":{"pathname":"/marketplace"}},"note":"plain"}</script>' +
        `<template id="storefront-later">${LATER}` +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script></template>' +
        `<script>${PAGE_LOADER}</script>\n  </body>\n</html>\n`,
    );
  });

  it("keeps the template's link to a sheet whose rules it does not carry", () => {
    const html = withRenderedPage(template, pageOf(), NONE);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(head).not.toContain("<style>");
  });

  it("has one inline script, the loader, which the Content-Security-Policy allows by its hash and nothing else", async () => {
    const html = withRenderedPage(template, pageOf(), NONE);
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([PAGE_LOADER]);
    const digest = Buffer.from(
      await crypto.subtle.digest("SHA-256", new TextEncoder().encode(PAGE_LOADER)),
    ).toString("base64");
    expect(PAGE_LOADER_SOURCE).toBe(`'sha256-${digest}'`);
    const policy = storefrontPolicy(
      { origin: "http://storefront.test", supportEmail: "support@rewards-storefront.example" },
      "/marketplace",
    );
    expect(policy).toContain(`script-src 'self' ${PAGE_LOADER_SOURCE};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("keeps style rules that hold </style> inside their element", () => {
    const html = withRenderedPage(template, pageOf(), {
      sheets: [{ href: "/assets/index-abc.css", rules: '.a::after{content:"</style><script>alert(1)"}' }],
      later: "",
    });
    expect(html).not.toContain("</style><script>alert(1)");
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it("keeps a start holding </script> and <!-- inside its element, and reads back the same", () => {
    const note = `${BREAKOUT}<!--<script>& \u2028\u2029`;
    const html = withRenderedPage(template, pageOf({ note }), NONE);
    // The start, the template's script and the loader.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toContain("alert(1)</script>");
    expect(html).not.toContain("<!--");
    const text = startText(html);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(pageOf({ note }).start);
  });

  it("keeps the language and the class to the letters they may have", () => {
    const html = withRenderedPage(
      template,
      pageOf({ language: 'en" onload="alert(1)', htmlClass: 'g1 x"><script>alert(1)</script>' }),
      NONE,
    );
    expect(html.match(/<html[^>]*>/g)).toEqual([
      '<html lang="enonloadalert" class="g1 xscriptalert1script">',
    ]);
    expect(html.match(/<script/g)).toHaveLength(3);
  });

  it("leaves a template without an empty #root as it is", () => {
    const other = '<!doctype html><html lang="en"><body><div id="app"></div></body></html>';
    expect(withRenderedPage(other, pageOf(), { sheets: [ENTRY_SHEET], later: "<link>" })).toBe(other);
  });
});

describe("loadPageRenderer: the build's renderer", () => {
  const built = mkdtempSync(join(tmpdir(), "storefront-renderer-"));
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const options = {
    budgetMs: 300,
    supportEmail: "support@rewards-storefront.example",
    origin: "http://storefront.test",
  };
  const request: PageRequest = {
    url: "http://storefront.test/marketplace",
    cookie: "",
    acceptLanguage: "",
    userAgent: "",
  };

  it("is absent when the build has none", async () => {
    expect(await loadPageRenderer(built, options)).toBeNull();
  });

  it("answers null for a renderer that throws, and passes the API and the origin to one that answers", async () => {
    mkdirSync(join(built, ".server"));
    writeFileSync(
      join(built, ".server", "render.js"),
      `export const warmUp = async () => {};
export const renderPage = async (request, options) => {
  if (request.cookie === "fail") throw new Error("the start failed");
  const answer = await options.fetch(options.apiHost + "/api-of-this-server");
  return { html: await answer.text(), htmlClass: options.checkoutHost, start: { language: "en", budget: options.budgetMs, email: options.supportEmail } };
};\n`,
    );
    const render = await loadPageRenderer(built, options);
    expect(render).not.toBeNull();
    if (render === null) return;
    const api: typeof globalThis.fetch = async (input) => new Response(`called ${String(input)}`);
    expect(await render({ ...request, cookie: "fail" }, api)).toBeNull();
    expect(await render(request, api)).toEqual({
      html: "called http://storefront.test/api-of-this-server",
      htmlClass: "http://storefront.test",
      start: { language: "en", budget: 300, email: "support@rewards-storefront.example" },
    });
  });
});

describe("scriptSafeJson", () => {
  it("escapes every character that could end or confuse the script element, and stays JSON", () => {
    const value = { a: BREAKOUT, b: "<!-- x -->", c: "Tom & Jerry", d: "\u2028\u2029", e: [1, null, true] };
    const text = scriptSafeJson(value);
    expect(text).toBe(
      '{"a":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e","b":"\\u003c!-- x --\\u003e","c":"Tom \\u0026 Jerry","d":"\\u2028\\u2029","e":[1,null,true]}',
    );
    expect(JSON.parse(text)).toEqual(value);
  });
});

const manifest = {
  "index.html": {
    file: "assets/index-abc.js",
    isEntry: true,
    imports: ["_react-1.js"],
    css: ["assets/index-abc.css"],
  },
  "_react-1.js": { file: "assets/react-1.js" },
  "src/views/checkout/CheckoutPage.tsx": {
    file: "assets/CheckoutPage-1.js",
    isDynamicEntry: true,
    imports: ["index.html", "_form-1.js", "_react-1.js"],
    css: ["assets/CheckoutPage-1.css"],
  },
  "_form-1.js": { file: "assets/form-1.js", css: ["assets/form-1.css"] },
};

describe("renderedPageTags: what a rendered page takes in once loaded", () => {
  const parsed = parseManifest(JSON.stringify(manifest));

  it("preloads its screen's scripts, none of the landing code's", () => {
    expect(parsed).not.toBeNull();
    if (parsed === null) return;
    expect(renderedPageTags(parsed, "checkout")).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/CheckoutPage-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/form-1.js">',
    );
  });

  it("adds nothing for a screen in the landing code", () => {
    expect(parsed).not.toBeNull();
    if (parsed === null) return;
    expect(renderedPageTags(parsed, null)).toBe("");
  });
});

describe("the style sheets a rendered page's markup needs", () => {
  const sheets = sheetClassesOf({
    "assets/landing-1.css": ".h1abc{color:red}",
    "assets/CheckoutPage-1.css": ".c1abc{margin:0}@media (max-width: 991.98px){.c2abc{width:.5rem}}",
    "assets/form-1.css": ".f1abc,.f2abc:hover{background:url(/a.svg)}",
    "assets/Footer-1.css": ".ft1abc{padding:0}",
  });

  it("reads the classes each sheet selects, never a value inside a rule", () => {
    expect([...(sheets.get("assets/CheckoutPage-1.css") ?? [])]).toEqual(["c1abc", "c2abc"]);
    expect([...(sheets.get("assets/form-1.css") ?? [])]).toEqual(["f1abc", "f2abc"]);
  });

  it("links every sheet with a rule for a class the markup uses, apart from the page's own", () => {
    const html = '<main class="h1abc c2abc"><form class="f2abc"></form></main>';
    expect(sheetsForMarkup(html, sheets, ["assets/landing-1.css"])).toEqual([
      "assets/CheckoutPage-1.css",
      "assets/form-1.css",
    ]);
    expect(sheetsForMarkup('<p class="none">x</p>', sheets, [])).toEqual([]);
  });

  it("the page's own sheets are the entry's", () => {
    const own = parseManifest(
      JSON.stringify({
        "index.html": { file: "assets/index-1.js", isEntry: true, css: ["assets/landing-1.css"] },
      }),
    );
    expect(own === null ? [] : entrySheets(own)).toEqual(["assets/landing-1.css"]);
  });
});

describe("FaultTable.pendingFor", () => {
  it("is true while a rule waits for the client or for every caller, false once taken", () => {
    const table = new FaultTable();
    expect(table.pendingFor("10.0.0.1")).toBe(false);
    table.set({ operation: "getCart", client: "10.0.0.1", times: 1 });
    expect(table.pendingFor("10.0.0.1")).toBe(true);
    expect(table.pendingFor("10.0.0.2")).toBe(false);
    table.take("getCart", "10.0.0.1");
    expect(table.pendingFor("10.0.0.1")).toBe(false);
    table.set({ operation: "getCart", status: 503 });
    expect(table.pendingFor("10.0.0.2")).toBe(true);
    table.clear();
    expect(table.pendingFor("10.0.0.2")).toBe(false);
  });
});

describe("the start's element", () => {
  it("has the id the browser reads it by", () => {
    expect(PAGE_START_ID).toBe("storefront-start");
    expect(BROWSER_PAGE_START_ID).toBe(PAGE_START_ID);
  });
});

// ---------------------------------------------------------------------------------------------
// The static handler with a renderer

const indexHtml =
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
const dist = mkdtempSync(join(tmpdir(), "storefront-pages-"));
mkdirSync(join(dist, "assets"));
mkdirSync(join(dist, ".vite"));
writeFileSync(join(dist, "index.html"), indexHtml);
writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
// The checkout's sheet has a rule for the class of the rendered markup; the form's has none.
writeFileSync(join(dist, "assets", "index-abc.css"), ".g1x2y3z{color:black}");
writeFileSync(join(dist, "assets", "CheckoutPage-1.css"), ".r1abc{margin:0}");
writeFileSync(join(dist, "assets", "form-1.css"), ".f1abc{margin:0}");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A route of the API's own that answers the address it counts the caller under. */
const clientEcho: ServerModule = {
  name: "client-echo",
  ddl: "",
  handlers: [],
  routes: (hono, { config }) => {
    hono.get("/__client", (c) =>
      c.json({ client: requestClientAddress(c, config), cookie: c.req.header("cookie") }),
    );
  },
};

interface Seen {
  readonly request: PageRequest;
  readonly client: unknown;
  readonly apiStatus: number;
  readonly apiBody: unknown;
}

let answer: "page" | "null" | "throw" | `redirect:${string}` = "page";
/** The markup the renderer answers, when not the default. */
let answerHtml: string | undefined;
let seen: Seen[] = [];
/** A renderer that asks the API what a page's flows would ask, and answers as it is told. */
const renderer: PageRenderer = async (request, api) => {
  const echo = await api("http://storefront.test/__client", { headers: { cookie: request.cookie } });
  const store = await api("http://storefront.test/chef/api/public/graph/stores/nothing");
  seen.push({ request, client: await echo.json(), apiStatus: store.status, apiBody: await store.json() });
  if (answer === "throw") throw new Error("the start failed");
  if (answer.startsWith("redirect:")) return { redirect: answer.slice("redirect:".length) };
  return answer === "null" ? null : pageOf(answerHtml === undefined ? {} : { html: answerHtml });
};

const PROXY = "127.0.0.1";
const app = createApp({
  db: openDatabase(":memory:", modules),
  modules: [...modules, clientEcho],
  config: {
    origin: "http://storefront.test",
    supportEmail: "support@rewards-storefront.example",
    trustedProxies: [PROXY],
  },
  faults: true,
  staticDir: dist,
  renderer,
});

/** A browser's page request behind the trusted proxy, as the Node server gives it. */
const visit = (path: string, client: string, headers: Record<string, string> = {}) =>
  app.hono.request(
    `http://storefront.test${path}`,
    { headers: { "x-forwarded-for": client, ...headers } },
    { incoming: { socket: { remoteAddress: PROXY } } },
  );

beforeEach(() => {
  answer = "page";
  seen = [];
  app.faults.clear();
});

const expectPlainIndex = async (res: Response) => {
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe(NO_CACHE);
  const html = await res.text();
  expect(html).toBe(indexHtml);
  expect(html).not.toContain(PAGE_START_ID);
};

describe("the static handler with a renderer", () => {
  it("sends a rendered page privately, revalidated, varying on the cookie", async () => {
    answerHtml = '<main class="r1abc">Gift cards</main>';
    const res = await visit("/marketplace/checkout", "10.1.0.1");
    answerHtml = undefined;
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(res.headers.get("Cache-Control")).toBe(RENDERED_CACHE);
    expect(res.headers.get("Vary")).toBe("Accept-Encoding, Cookie, Accept-Language, User-Agent");
    expect(res.headers.get("Vary")?.split(", ")).toContain("Cookie");
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<div id="root"><main class="r1abc">Gift cards</main></div>');
    expect(html).toContain(`id="${PAGE_START_ID}"`);
    expect(html).toContain('<html lang="en" class="g1x2y3z">');
    // The first screen's rules in the head, the entry's first; nothing there asks for a file.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain("<style>.g1x2y3z{color:black}.r1abc{margin:0}</style>");
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/CheckoutPage-1.css" disabled>');
    expect(head).not.toMatch(/<script|<link(?![^>]*disabled>)/);
    // Its code comes once the page has loaded.
    const later = html.slice(html.indexOf(`<template id="${PAGE_LATER_ID}">`), html.indexOf("</template>"));
    expect(later).toContain('<link rel="modulepreload" crossorigin href="/assets/CheckoutPage-1.js">');
    expect(later).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).not.toContain("form-1.css");
  });

  it("gives the renderer the request's cookie, language, user agent and address", async () => {
    await visit("/marketplace/vouchers?category_id=697", "10.1.0.2", {
      cookie: "a_t=token-of-priya; s_e_t=1",
      "accept-language": "fr-FR,fr;q=0.9",
      "user-agent": "Mozilla/5.0 (iPhone) Mobile",
    });
    expect(seen.map((s) => s.request)).toEqual([
      {
        url: "http://storefront.test/marketplace/vouchers?category_id=697",
        cookie: "a_t=token-of-priya; s_e_t=1",
        acceptLanguage: "fr-FR,fr;q=0.9",
        userAgent: "Mozilla/5.0 (iPhone) Mobile",
      },
    ]);
  });

  it("lets the renderer's calls reach this API as the caller: same client address", async () => {
    await visit("/marketplace", "10.1.0.3", { cookie: "s_e_t=1" });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.client).toEqual({ client: "10.1.0.3", cookie: "s_e_t=1" });
    expect(seen[0]?.apiStatus).toBe(404);
    expect(seen[0]?.apiBody).toMatchObject({ success: 0 });
  });

  it("sends index.html as it is built when the renderer answers nothing", async () => {
    answer = "null";
    await expectPlainIndex(await visit("/marketplace", "10.1.0.4"));
    expect(seen).toHaveLength(1);
  });

  it("sends the browser on where the page's start moved, on this origin only", async () => {
    answer = "redirect:/marketplace/home";
    const moved = await visit("/marketplace", "10.1.0.8");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe("/marketplace/home");
    expect(moved.headers.get("Cache-Control")).toBe("private, no-cache");
    answer = "redirect://elsewhere.example/pay";
    await expectPlainIndex(await visit("/marketplace", "10.1.0.9"));
  });

  it("sends index.html as it is built when the renderer fails", async () => {
    answer = "throw";
    await expectPlainIndex(await visit("/marketplace", "10.1.0.5"));
    expect(seen).toHaveLength(1);
  });

  it("renders no page for a client that has faults waiting, but does for another client", async () => {
    app.faults.set({ operation: "fetchLandingDetails", status: 503, client: "10.1.0.6" });
    await expectPlainIndex(await visit("/marketplace", "10.1.0.6"));
    expect(seen).toHaveLength(0);
    const other = await visit("/marketplace", "10.1.0.7");
    expect(other.headers.get("Cache-Control")).toBe(RENDERED_CACHE);
  });

  it(`sends the next page without HTML under the fault '${RENDER_FAULT}', then renders again`, async () => {
    app.faults.set({ operation: "renderPage", client: "10.1.0.8", times: 1 });
    await expectPlainIndex(await visit("/marketplace", "10.1.0.8"));
    expect(seen).toHaveLength(0);
    const next = await visit("/marketplace", "10.1.0.8");
    expect(next.headers.get("Cache-Control")).toBe(RENDERED_CACHE);
    expect(await next.text()).toContain(`id="${PAGE_START_ID}"`);
  });
});
