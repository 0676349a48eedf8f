/**
 * The view primitives' index lists every primitive, so a newcomer finds them all in one place
 * (src/views/ui/index.ts); each file is named after the primitive it exports.
 */
import { readdirSync } from "node:fs";
import * as ui from "@views/ui";
import { describe, expect, it } from "vitest";

const files = readdirSync(new URL("../../../src/views/ui/", import.meta.url))
  .filter((file) => file !== "index.ts")
  .map((file) => file.replace(/\.tsx?$/, ""));

describe("the view primitives' index", () => {
  it("exports the primitive of each of its files", () => {
    expect(files.length).toBeGreaterThanOrEqual(25);
    for (const name of files) expect(Object.keys(ui), name).toContain(name);
  });
});
