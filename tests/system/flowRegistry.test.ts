import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadLateFlow } from "@app/flows";
import { FLOW_IDS, LATE_FLOWS, START_FLOWS } from "@machines/flows";
import { FLOWS } from "@machines/registry";
import { storefrontEventSchemas } from "@machines/schemas";
import { describe, expect, it } from "vitest";
import { liveBrowser } from "../support/harness";

describe("the flow registry", () => {
  it("declares each of the 38 flows once: 5 spawned at start, 33 late", () => {
    expect(START_FLOWS).toHaveLength(5);
    expect(LATE_FLOWS).toHaveLength(33);
    expect(new Set(FLOW_IDS).size).toBe(38);
    expect(Object.keys(FLOWS).sort()).toEqual([...FLOW_IDS].sort());
    const chunks = readdirSync(fileURLToPath(new URL("../../src/app/late", import.meta.url)));
    expect(chunks.sort()).toEqual(LATE_FLOWS.map((id) => `${id}.ts`).sort());
  });

  it("gives every flow a machine and the event schemas it accepts, all of them in the storefront's", () => {
    for (const id of FLOW_IDS) {
      const { machine, events } = FLOWS[id];
      expect(machine.config.id, id).toBeTypeOf("string");
      expect(events.length, id).toBeGreaterThan(0);
      for (const schema of events) expect(storefrontEventSchemas).toContain(schema);
    }
  });

  it("loads every late flow's machine with a live effect for each actor it invokes", async () => {
    const { layer } = liveBrowser({ host: "http://api.storefront.test" });
    for (const id of LATE_FLOWS) {
      const machine = (await loadLateFlow(id))(layer, () => []);
      const declared = FLOWS[id].machine;
      expect(machine.config, id).toBe(declared.config);
      const defaults = declared.implementations.actors;
      expect(Object.keys(defaults).length, id).toBeGreaterThan(0);
      for (const [name, fallback] of Object.entries(defaults))
        expect(machine.implementations.actors[name], `${id}.${name}`).not.toBe(fallback);
    }
  });
});
