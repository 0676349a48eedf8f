import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type PaymentSplit, type VoucherOrder, voucherCreateOrder } from "@contract/orders";
import { describe, expect, it } from "vitest";
import { createApp } from "../../server/core/app";
import { openDatabase } from "../../server/core/database";
import type { ServerConfig } from "../../server/core/module";
import { PAGE_LOADER_SOURCE } from "../../server/core/pages";
import { modules } from "../../server/modules";
import { makeTestServer } from "../../server/testing";
import { FASHION_CARD_CHARGED, fashionCard } from "../support/orderLines";

/** A built storefront in a temporary folder: index.html, a script and its source map. */
const builtStorefront = (): string => {
  const dir = mkdtempSync(join(tmpdir(), "storefront-headers-"));
  writeFileSync(join(dir, "index.html"), readFileSync("index.html", "utf8"));
  writeFileSync(join(dir, "app.js"), "console.log('storefront');\n//# sourceMappingURL=app.js.map\n");
  writeFileSync(join(dir, "app.js.map"), '{"version":3,"sources":[],"mappings":""}');
  return dir;
};

const serve = (config: Partial<ServerConfig> = {}) => {
  const app = createApp({
    db: openDatabase(":memory:", modules),
    modules,
    config: {
      origin: "http://storefront.test",
      supportEmail: "support@rewards-storefront.example",
      ...config,
    },
    staticDir: builtStorefront(),
  });
  return (path: string) => app.hono.request(path);
};

const directives = (policy: string | null): Map<string, string> =>
  new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim())
      .filter((part) => part !== "")
      .map((part) => {
        const [name = "", ...rest] = part.split(/\s+/);
        return [name, rest.join(" ")] as const;
      }),
  );

describe("security headers on every response", () => {
  it.each(["/marketplace", "/acme/cart", "/app.js"])("the storefront at %s", async (path) => {
    const res = await serve()(path);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get("Content-Security-Policy"));
    expect(csp.get("script-src")).toBe(`'self' ${PAGE_LOADER_SOURCE}`);
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("frame-ancestors")).toBe("'self'");
    expect(res.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(res.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("API answers carry them too", async () => {
    const server = makeTestServer();
    const res = await server.app.hono.request("/chef/api/public/graph/stores/get_items", {
      method: "POST",
      body: "{}",
    });
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'self'");
  });

  it("allows the captcha provider's origin only when one is configured", async () => {
    const plain = directives((await serve()("/acme")).headers.get("Content-Security-Policy"));
    expect(plain.get("script-src")).toBe(`'self' ${PAGE_LOADER_SOURCE}`);
    expect(plain.get("frame-src")).toBe("'none'");
    const provider = "https://challenges.cloudflare.com";
    const withCaptcha = directives(
      (await serve({ captchaOrigin: provider })("/acme")).headers.get("Content-Security-Policy"),
    );
    expect(withCaptcha.get("script-src")).toBe(`'self' ${PAGE_LOADER_SOURCE} ${provider}`);
    expect(withCaptcha.get("frame-src")).toBe(provider);
  });

  it("lets a page frame its own origin only where the build offers the watch page", async () => {
    const watching = directives(
      (await serve({ watchPage: true })("/acme")).headers.get("Content-Security-Policy"),
    );
    expect(watching.get("frame-src")).toBe("'self'");
    const plain = directives((await serve()("/acme")).headers.get("Content-Security-Policy"));
    expect(plain.get("frame-src")).toBe("'none'");
  });

  it("lets a site be framed only by the origins configured for it", async () => {
    const get = serve({ embedders: { acme: ["https://intranet.acme.example"] } });
    const acme = await get("/acme/vouchers");
    expect(directives(acme.headers.get("Content-Security-Policy")).get("frame-ancestors")).toBe(
      "'self' https://intranet.acme.example",
    );
    expect(acme.headers.get("X-Frame-Options")).toBeNull();
    const marketplace = await get("/marketplace");
    expect(directives(marketplace.headers.get("Content-Security-Policy")).get("frame-ancestors")).toBe(
      "'self'",
    );
  });

  it("the hosted payment page runs no script and is never framed", async () => {
    const server = makeTestServer({ config: { embedders: { marketplace: ["https://intranet.example"] } } });
    const payment: PaymentSplit = {
      points: 0,
      gcb: 0,
      tokens: 0,
      applied_codes: [],
      gateway_amount: FASHION_CARD_CHARGED,
    };
    const voucherOrder: VoucherOrder = {
      idempotency_key: "headers-gateway-order",
      site: "marketplace",
      cart: [fashionCard()],
      checkoutUser: {
        firstname: "A",
        lastname: "B",
        email: "a.b@shop.example",
        phone: "9876543210",
        phone_code: "91",
      },
      payment,
    };
    const created = await server.call(voucherCreateOrder, { voucherOrder });
    const url = created.data?.data.voucherCreateOrder.data?.redirect_url ?? "";
    const res = await server.app.hono.request(url.replace("http://storefront.test", ""));
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get("Content-Security-Policy"));
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.get("default-src")).toBe("'none'");
    expect(csp.has("script-src")).toBe(false);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  });
});

describe("source maps are not served", () => {
  it("answers 404 for *.map, while the script itself is served", async () => {
    const get = serve();
    expect((await get("/app.js")).status).toBe(200);
    expect((await get("/app.js.map")).status).toBe(404);
    expect((await get("/assets/index-abc.js.map")).status).toBe(404);
  });
});

describe("no inline script in the storefront's page but a rendered page's loader (allowed by its hash alone)", () => {
  it("index.html loads its script from a file", () => {
    const html = readFileSync("index.html", "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = "", body = ""] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe("");
    }
  });
});
