/**
 * The charts tab: pick a machine, see its chart, with the states its running actor is in
 * highlighted live; while the log tab holds a loaded log, the chart shows the replayed states at
 * the chosen step instead, and the transitions that step took.
 *
 * The drawing code (with its layout engine) loads only when this tab first draws a chart. The
 * SVG is the storefront's own generated markup (its texts escaped when drawn); it is placed in a
 * shadow root so its styles and the page's stay apart, and highlighting only sets attributes on
 * its elements, never changes its markup.
 */

import {
  type ChartHighlight,
  chartHighlight,
  lastEntryOf,
  snapshotValue,
  valueBefore,
} from "@charts/highlight";
import type { ChartModel, ChartTransition } from "@charts/model";
import type { RenderedChart } from "@charts/render";
import type { EventLog, LogEntry } from "@domain/eventlog/format";
import { storefrontMachines } from "@machines/index";
import { type Dispatch, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { type DrawerAction, type LoadedLog, stepRange } from "./model";
import type { DevtoolsSource } from "./source";
import { Button, ChartBox, Count, Facts, Note, Problem, Toolbar } from "./styles";

/** The machines a chart can be drawn of, by id (each machine's id is its actor's systemId). */
export const CHART_MACHINES: readonly string[] = Object.keys(storefrontMachines);

// ---------------------------------------------------------------------------------------------
// Drawing (loaded on demand, each machine drawn once)

const drawn = new Map<string, Promise<RenderedChart>>();

const drawChart = (id: string): Promise<RenderedChart> => {
  const cached = drawn.get(id);
  if (cached !== undefined) return cached;
  const machine = storefrontMachines[id];
  if (machine === undefined) return Promise.reject(new Error(`no machine '${id}'`));
  const chart = import("@charts/render").then((m) => m.renderChart(machine));
  drawn.set(id, chart);
  // A failed drawing is tried again the next time the machine is picked.
  chart.catch(() => drawn.delete(id));
  return chart;
};

type Drawing =
  | { readonly kind: "drawing"; readonly id: string }
  | { readonly kind: "drawn"; readonly id: string; readonly chart: RenderedChart }
  | { readonly kind: "failed"; readonly id: string; readonly reason: string };

const useDrawing = (id: string): Drawing => {
  const [drawing, setDrawing] = useState<Drawing>({ kind: "drawing", id });
  useEffect(() => {
    let current = true;
    setDrawing({ kind: "drawing", id });
    drawChart(id).then(
      (chart) => {
        if (current) setDrawing({ kind: "drawn", id, chart });
      },
      (error: unknown) => {
        if (current)
          setDrawing({ kind: "failed", id, reason: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);
  return drawing.id === id ? drawing : { kind: "drawing", id };
};

// ---------------------------------------------------------------------------------------------
// What is highlighted

const NOTHING: ChartHighlight = { active: [], taken: [] };

interface Shown {
  readonly highlight: ChartHighlight;
  /** Whether an actor of the machine runs (live) or has a state at the step (stepped). */
  readonly running: boolean;
}

/** The live highlight, recomputed at the next animation frame after entries complete. */
const useLiveHighlight = (source: DevtoolsSource, model: ChartModel | null, actor: string, on: boolean) => {
  const [shown, setShown] = useState<Shown>({ highlight: NOTHING, running: false });
  useEffect(() => {
    if (!on || model === null) return;
    const compute = () => {
      const value = snapshotValue(source.liveSnapshots()[actor]);
      const entries = source.entries();
      const last = lastEntryOf(entries, actor);
      const before = last === undefined ? undefined : valueBefore(entries, last.step, actor);
      setShown({
        highlight: chartHighlight(model, actor, value, last, before),
        running: value !== undefined,
      });
    };
    compute();
    let frame: number | null = null;
    const subscription = source.entries$.subscribe(() => {
      if (frame === null)
        frame = requestAnimationFrame(() => {
          frame = null;
          compute();
        });
    });
    return () => {
      subscription.unsubscribe();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [source, model, actor, on]);
  return shown;
};

/** An actor's state value in a replay's snapshots at `until`; undefined when the replay fails. */
const replayedValue = (source: DevtoolsSource, log: EventLog, until: number, actor: string) => {
  try {
    return snapshotValue(source.replay(log, until).snapshots?.[actor]);
  } catch {
    return undefined;
  }
};

/** The highlight at a loaded log's chosen step (the replayed states, the step's transitions). */
const useSteppedHighlight = (
  source: DevtoolsSource,
  model: ChartModel | null,
  actor: string,
  log: EventLog | null,
  step: number | null,
): Shown & { readonly entry: LogEntry | undefined } =>
  useMemo(() => {
    if (model === null || log === null || step === null) {
      return { highlight: NOTHING, running: false, entry: undefined };
    }
    const entry = log.entries.find((e) => e.step === step);
    const value = replayedValue(source, log, step, actor);
    // The state before the step: from the actor's earlier entries, else from a replay to the step before.
    const before =
      entry?.actor === actor
        ? (valueBefore(log.entries, step, actor) ?? replayedValue(source, log, step - 1, actor))
        : undefined;
    return {
      highlight: chartHighlight(model, actor, value, entry, before),
      running: value !== undefined,
      entry,
    };
  }, [source, model, actor, log, step]);

/** Sets `data-active` / `data-taken` on the chart's elements for `highlight` (and clears the rest). */
const mark = (root: ShadowRoot, highlight: ChartHighlight): void => {
  const active = new Set(highlight.active);
  const taken = new Set(highlight.taken);
  for (const element of root.querySelectorAll("[data-state]")) {
    const id = element.getAttribute("data-state") ?? "";
    if (active.has(id)) element.setAttribute("data-active", "true");
    else element.removeAttribute("data-active");
  }
  for (const element of root.querySelectorAll("[data-transition]")) {
    const id = element.getAttribute("data-transition") ?? "";
    if (taken.has(id)) element.setAttribute("data-taken", "true");
    else element.removeAttribute("data-taken");
  }
};

/**
 * The highlight's look, inside the chart's shadow root (stronger than the chart's own styles): the
 * developers' drawer's own colours, deliberately not the client's brand (see ./styles.ts).
 */
const HIGHLIGHT_STYLE = `
:host{display:block}
svg{display:block}
:host([data-fit="true"]) svg{max-width:100%;height:auto}
g.state[data-active="true"]>rect,g.state[data-active="true"]>circle{stroke:#1d4ed8;stroke-width:3}
g.state.atomic[data-active="true"]>rect,g.state.final[data-active="true"]>rect{fill:#bfdbfe}
g.state.compound[data-active="true"]>rect,g.state.parallel[data-active="true"]>rect{fill:#eff6ff}
g.state.region[data-active="true"]>rect{fill:none}
g.transition[data-taken="true"]>path{stroke:#dc2626;stroke-width:3}
g.transition[data-taken="true"] text,text[data-taken="true"]{fill:#b91c1c;font-weight:bold}
`;

const ChartCanvas = ({
  svg,
  highlight,
  fit,
  label,
}: {
  readonly svg: string;
  readonly highlight: ChartHighlight;
  readonly fit: boolean;
  readonly label: string;
}) => {
  const host = useRef<HTMLDivElement>(null);
  const placed = useRef<string | null>(null);
  // The SVG is placed once per chart; a new highlight only changes attributes on its elements.
  useLayoutEffect(() => {
    const element = host.current;
    if (element === null) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: "open" });
    if (placed.current !== svg) {
      root.innerHTML = `${svg}<style>${HIGHLIGHT_STYLE}</style>`;
      placed.current = svg;
    }
    mark(root, highlight);
  }, [svg, highlight]);
  // The box scrolls (a chart wider or taller than the drawer), so it takes the keyboard focus.
  return (
    <ChartBox aria-label={label} role="region" tabIndex={0}>
      <div ref={host} data-fit={fit ? "true" : "false"} data-testid="machine-chart" />
    </ChartBox>
  );
};

// ---------------------------------------------------------------------------------------------
// The tab

export interface ChartsPanelProps {
  readonly source: DevtoolsSource;
  /** The machine picked (its id); the first of {@link CHART_MACHINES} when null. */
  readonly machine: string | null;
  readonly onPickMachine: (id: string) => void;
  /** The log loaded in the log tab and its chosen step: the chart then shows that step. */
  readonly loaded: LoadedLog | null;
  readonly step: number | null;
  readonly dispatch: Dispatch<DrawerAction>;
}

const atomicNames = (model: ChartModel, ids: readonly string[]): string => {
  const active = new Set(ids);
  const names = model.states
    .filter((s) => active.has(s.id) && !s.children.some((c) => active.has(c)) && s.id !== model.root)
    .map((s) => s.path.join("."));
  return names.length === 0 ? "—" : names.join(", ");
};

const takenLabels = (model: ChartModel, ids: readonly string[]): readonly ChartTransition[] => {
  const taken = new Set(ids);
  return model.transitions.filter((t) => taken.has(t.id));
};

export const ChartsPanel = ({ source, machine, onPickMachine, loaded, step, dispatch }: ChartsPanelProps) => {
  const pickerId = useId();
  const id = machine !== null && CHART_MACHINES.includes(machine) ? machine : (CHART_MACHINES[0] ?? "root");
  const [fit, setFit] = useState(true);
  const drawing = useDrawing(id);
  const model = drawing.kind === "drawn" ? drawing.chart.model : null;
  const range = loaded === null ? null : stepRange(loaded.log);
  const stepped = loaded !== null && range !== null && step !== null;
  const live = useLiveHighlight(source, model, id, !stepped);
  const replayed = useSteppedHighlight(source, model, id, stepped ? loaded.log : null, stepped ? step : null);
  const shown = stepped ? replayed : live;
  const mode = stepped && range !== null ? `Step ${step} of ${range.last}` : "Live";

  return (
    <>
      <Toolbar>
        <label htmlFor={pickerId}>Machine</label>
        <select id={pickerId} value={id} onChange={(event) => onPickMachine(event.currentTarget.value)}>
          {CHART_MACHINES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
        <Count data-testid="chart-mode" aria-live="polite">
          {mode}
        </Count>
        {stepped && range !== null ? (
          <>
            <Button
              type="button"
              onClick={() => dispatch({ type: "stepBy", by: -1 })}
              disabled={step <= range.first}
            >
              Previous
            </Button>
            <Button
              type="button"
              onClick={() => dispatch({ type: "stepBy", by: 1 })}
              disabled={step >= range.last}
            >
              Next
            </Button>
          </>
        ) : null}
        <Button type="button" aria-pressed={fit} onClick={() => setFit((f) => !f)}>
          Fit to width
        </Button>
      </Toolbar>
      {drawing.kind === "drawing" ? <Note role="status">Drawing the chart of {id}…</Note> : null}
      {drawing.kind === "failed" ? (
        <Problem role="alert">
          <p>
            The chart of {id} could not be drawn: {drawing.reason}
          </p>
        </Problem>
      ) : null}
      {drawing.kind === "drawn" ? (
        <>
          <Facts data-testid="chart-facts">
            <dt>{stepped ? `states at step ${step}` : "states now"}</dt>
            <dd data-testid="chart-active">
              {shown.running
                ? atomicNames(drawing.chart.model, shown.highlight.active)
                : stepped
                  ? `no actor '${id}' at this step`
                  : `no actor '${id}' is running`}
            </dd>
            {stepped ? (
              <>
                <dt>event</dt>
                <dd>
                  {replayed.entry === undefined
                    ? "no event is logged at this step"
                    : `${replayed.entry.event.type} → ${replayed.entry.actor}`}
                </dd>
              </>
            ) : null}
            <dt>{stepped ? "taken at this step" : "last taken"}</dt>
            <dd data-testid="chart-taken">
              {shown.highlight.taken.length === 0
                ? "—"
                : takenLabels(drawing.chart.model, shown.highlight.taken)
                    .map((t) => `${t.source.split(".").slice(1).join(".") || t.source}: ${t.label}`)
                    .join("; ")}
            </dd>
          </Facts>
          <ChartCanvas
            svg={drawing.chart.svg}
            highlight={shown.highlight}
            fit={fit}
            label={`Chart of ${id}, ${mode}`}
          />
        </>
      ) : null}
    </>
  );
};
