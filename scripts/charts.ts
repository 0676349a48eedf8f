/**
 * `npm run charts`: draws every machine of the storefront (`storefrontMachines`) into `charts/`:
 * `<id>.svg` (laid out with ELK), `<id>.mmd` (Mermaid stateDiagram-v2) and `index.html` (an
 * offline page with every chart inline). Prints one line per machine. The same machines give
 * byte-identical files; files of machines that no longer exist are removed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { storefrontMachines } from "../machines/system";
import { chartSummary, chartsIndexHtml, type RenderedChart, renderChart } from "../src/charts/render";

const OUT_DIR = "charts";

const main = async () => {
  mkdirSync(OUT_DIR, { recursive: true });
  const ids = Object.keys(storefrontMachines).sort();
  const written: { chart: RenderedChart; svgFile: string; mermaidFile: string }[] = [];
  for (const id of ids) {
    const machine = storefrontMachines[id];
    if (machine === undefined) continue;
    const chart = await renderChart(machine);
    const svgFile = `${id}.svg`;
    const mermaidFile = `${id}.mmd`;
    writeFileSync(join(OUT_DIR, svgFile), chart.svg);
    writeFileSync(join(OUT_DIR, mermaidFile), chart.mermaid);
    written.push({ chart, svgFile, mermaidFile });
    process.stdout.write(`${chartSummary(chart.model)} -> ${join(OUT_DIR, svgFile)}\n`);
  }
  const current = new Set(written.flatMap((w) => [w.svgFile, w.mermaidFile]));
  for (const file of readdirSync(OUT_DIR)) {
    if ((file.endsWith(".svg") || file.endsWith(".mmd")) && !current.has(file)) rmSync(join(OUT_DIR, file));
  }
  writeFileSync(join(OUT_DIR, "index.html"), chartsIndexHtml(written));
  process.stdout.write(`${written.length} machines -> ${join(OUT_DIR, "index.html")}\n`);
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
