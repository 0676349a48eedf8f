import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chartModel } from "@charts/model";
import { describe, expect, it } from "vitest";
import { compareSections, machineSpecRefs, refsInComment } from "../../scripts/auditPack/specRefs";
import { citingMachine } from "./citingMachine";

const FILE = "tests/auditPack/citingMachine.ts";
const source = readFileSync(fileURLToPath(new URL("./citingMachine.ts", import.meta.url)), "utf8");
const model = chartModel(citingMachine);
const refs = machineSpecRefs(model, FILE, source);

const sections = (list: readonly { section: string; via: string }[] | undefined) =>
  (list ?? []).map((r) => (r.via === "direct" ? r.section : `${r.section} via ${r.via}`));

const transition = (source: string, descriptor: string, index: number): string => {
  const t = model.transitions.find(
    (x) => x.source === source && x.descriptor === descriptor && x.index === index,
  );
  if (t === undefined) throw new Error(`no transition ${source} ${descriptor} ${index}`);
  return t.id;
};

describe("the spec sections a machine's source cites", () => {
  it("reads the sections of a comment that cites the spec, with the quoted name", () => {
    expect(refsInComment("/** spec §4 'Cart rules' and §7.4 */")).toEqual([
      { section: "4", name: "Cart rules" },
      { section: "7.4", name: null },
    ]);
    expect(refsInComment("// a section sign without the spec: §4")).toEqual([]);
  });

  it("orders sections as the spec does", () => {
    expect(["7.4", "2.10", "4", "2.3"].sort(compareSections)).toEqual(["2.3", "2.10", "4", "7.4"]);
  });

  it("finds the machine's definition by its id", () => {
    expect(refs).not.toBeNull();
    expect(machineSpecRefs({ ...model, id: "another" }, FILE, source)).toBeNull();
  });

  it("a comment on a state cites for that state", () => {
    expect(sections(refs?.states.get("citing.idle"))).toEqual(["2.9"]);
    expect(sections(refs?.states.get("citing.done"))).toEqual([]);
  });

  it("a comment on an event entry cites for each of its transitions; one on an element for that one", () => {
    expect(sections(refs?.transitions.get(transition("citing.idle", "SUBMIT", 0)))).toEqual([
      "4",
      "5 via guard isWellFormed",
      "8",
    ]);
    expect(sections(refs?.transitions.get(transition("citing.idle", "SUBMIT", 1)))).toEqual(["4"]);
  });

  it("a comment ending a line belongs to the code before it", () => {
    expect(sections(refs?.transitions.get(transition("citing.idle", "CLEAR", 0)))).toEqual(["9"]);
    expect(sections(refs?.transitions.get(transition("citing.idle", "RESET", 0)))).toEqual([]);
  });

  it("delayed and eventless transitions, and what a guard or action cites, reach their transitions", () => {
    const after = model.transitions.find((t) => t.source === "citing.checking" && t.kind === "after");
    expect(sections(refs?.transitions.get(after?.id ?? ""))).toEqual(["7.1"]);
    expect(sections(refs?.transitions.get(transition("citing.checking", "always", 0)))).toEqual([
      "7.4 via action keepLine",
    ]);
    expect(refs?.transitions.get(transition("citing.checking", "always", 0))?.[0]?.name).toBe("Cart");
  });

  it("any other comment cites for the machine as a whole, with its line", () => {
    expect(sections(refs?.machine)).toEqual(["1"]);
    expect(refs?.machine[0]?.line).toBe(1);
  });
});
