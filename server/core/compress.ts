/**
 * The API's JSON answers travel compressed: brotli or gzip, whichever the request's
 * `Accept-Encoding` prefers (./static's `chooseCoding`), from 1 kB up. A landing page's calls
 * answer about 30 kB of JSON (its `fetchLandingDetails` alone 11 kB), which a phone on a slow
 * network would otherwise download as it is. Brotli runs at quality 5 here: each answer is
 * compressed as it is sent, where the hashed assets are compressed once at level 11.
 */
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./module";
import { chooseCoding } from "./static";

/** Answers smaller than this are sent as they are: compressing them saves next to nothing. */
export const MIN_COMPRESSED_BYTES = 1024;

const BROTLI_QUALITY = 5;

export const compressAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const answer = c.res;
  const type = answer.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/json") || answer.headers.has("Content-Encoding")) return;
  answer.headers.append("Vary", "Accept-Encoding");
  const coding = chooseCoding(c.req.header("accept-encoding"));
  if (coding === "identity") return;
  const body = Buffer.from(await answer.arrayBuffer());
  const compressed = body.length >= MIN_COMPRESSED_BYTES;
  const sent = !compressed
    ? body
    : coding === "br"
      ? brotliCompressSync(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body);
  const headers = new Headers(answer.headers);
  if (compressed) headers.set("Content-Encoding", coding);
  headers.set("Content-Length", String(sent.length));
  // Unset first: Hono would otherwise copy the old answer's headers onto the new one.
  c.res = undefined;
  c.res = new Response(new Uint8Array(sent), { status: answer.status, headers });
};
