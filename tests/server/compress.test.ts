/**
 * The API's JSON answers are compressed for a browser that accepts it (server/core/compress.ts):
 * brotli, else gzip, from 1 kB up, varying on Accept-Encoding; the data is the same either way.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { fetchLandingDetails } from "@contract/catalogue";
import { graphBody, operationPath } from "@contract/operation";
import { describe, expect, it } from "vitest";
import { MIN_COMPRESSED_BYTES } from "../../server/core/compress";
import { makeTestServer } from "../../server/testing";

const server = makeTestServer();
const landing = JSON.stringify(graphBody(fetchLandingDetails, { add_data: { limit: 10, url: "/" } }));

const post = (path: string, body: string, acceptEncoding?: string) =>
  server.app.hono.request(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      pltfm: "4",
      lng: "en",
      ...(acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding }),
    },
    body,
  });
const landingAnswer = (acceptEncoding?: string) =>
  post(operationPath(fetchLandingDetails, "public"), landing, acceptEncoding);
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("JSON answers travel compressed", () => {
  it("the landing details: brotli for a browser that accepts it, the same data as uncompressed", async () => {
    const plain = await landingAnswer();
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    const text = (await bytes(plain)).toString("utf8");
    expect(text.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    expect(JSON.parse(text)).toMatchObject({ data: { fetchLandingDetails: { success: 1 } } });

    const res = await landingAnswer("gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    const body = await bytes(res);
    expect(Number(res.headers.get("Content-Length"))).toBe(body.length);
    expect(body.length).toBeLessThan(text.length / 3);
    expect(brotliDecompressSync(body).toString("utf8")).toBe(text);
  });

  it("gzip when brotli is not accepted; as it is when nothing is", async () => {
    const text = (await bytes(await landingAnswer())).toString("utf8");
    const gz = await landingAnswer("gzip, deflate");
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gz)).toString("utf8")).toBe(text);

    const refused = await landingAnswer("br;q=0, gzip;q=0");
    expect(refused.headers.get("Content-Encoding")).toBeNull();
    expect((await bytes(refused)).toString("utf8")).toBe(text);
  });

  it("an answer under 1 kB is sent as it is, still varying on Accept-Encoding; its status is kept", async () => {
    const res = await post("/chef/api/public/graph/stores/nothing", "{}", "br");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    const body = await bytes(res);
    expect(body.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(Number(res.headers.get("Content-Length"))).toBe(body.length);
    expect(JSON.parse(body.toString("utf8"))).toMatchObject({ success: 0 });
  });

  it("keeps the answer's other headers (the security policy)", async () => {
    const res = await landingAnswer("br");
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});
