import type { TicketSummary } from "@contract/tickets";
import type { EventLog } from "@domain/eventlog/format";
import { type Dispatch, useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import {
  compactState,
  type DrawerAction,
  divergenceMessage,
  formatRow,
  LOG_FILE_ACCEPT,
  type LoadError,
  type LoadedLog,
  loadErrorMessage,
  prettyJson,
  readLog,
  revealScrollTop,
  stepRange,
  stepView,
  windowAround,
} from "./model";
import { ActorStates, EventCells, EventHead } from "./parts";
import { StepControls, type StepMoves } from "./StepControls";
import type { DevtoolsSource } from "./source";
import {
  Badge,
  Button,
  Column,
  Count,
  Facts,
  FileLabel,
  JsonBlock,
  Note,
  Problem,
  ScrollColumn,
  Split,
  Table,
  TableBox,
  Toolbar,
} from "./styles";
import { WatchPanel } from "./watch/WatchPanel";

/** Logged events listed around the chosen one (a long log is not rendered whole). */
const LISTED_EVENTS = 500;

const ErrorBox = ({ error }: { readonly error: LoadError }) => {
  const { title, items } = loadErrorMessage(error);
  return (
    <Problem role="alert">
      <p>{title}</p>
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </Problem>
  );
};

interface StepperProps {
  readonly loaded: LoadedLog;
  readonly step: number;
  readonly first: number;
  readonly last: number;
  readonly source: DevtoolsSource;
  readonly dispatch: Dispatch<DrawerAction>;
}

/** Replays the log up to `step`; a replay that throws is reported like an incompatible build. */
const useReplayAt = (source: DevtoolsSource, log: EventLog, step: number) =>
  useMemo(() => {
    try {
      return source.replay(log, step);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { kind: "incompatible" as const, problems: [`the replay failed: ${reason}`] };
    }
  }, [source, log, step]);

const Stepper = ({ loaded, step, first, last, source, dispatch }: StepperProps) => {
  const { log } = loaded;
  const moves = useMemo<StepMoves>(
    () => ({
      stepTo: (to) => dispatch({ type: "stepTo", step: to }),
      stepBy: (by) => dispatch({ type: "stepBy", by }),
      stepToEnd: (end) => dispatch({ type: "stepToEnd", end }),
    }),
    [dispatch],
  );
  const [watching, setWatching] = useState(false);
  const findDivergence = useCallback(() => {
    const whole = source.replay(log);
    return whole.kind === "diverged" ? whole.divergence.step : null;
  }, [source, log]);
  const outcome = useReplayAt(source, log, step);
  const view = stepView(log, step, outcome);
  const index = log.entries.findIndex((entry) => entry.step === step);
  const listed = windowAround(log.entries, index, LISTED_EVENTS);
  const current = useRef<HTMLTableRowElement>(null);
  const box = useRef<HTMLDivElement>(null);

  // Keep the chosen row in sight inside the list (the page and the drawer do not scroll).
  useLayoutEffect(() => {
    const row = current.current;
    const element = box.current;
    if (row === null || element === null || step < first) return;
    const head = element.querySelector("thead")?.getBoundingClientRect().height ?? 0;
    const top = row.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop;
    const next = revealScrollTop({ top, bottom: top + row.offsetHeight }, element, head);
    if (next !== null) element.scrollTop = next;
  }, [step, first]);

  return (
    <Split>
      <Column aria-label="Steps">
        <Toolbar>
          <StepControls step={step} first={first} last={last} moves={moves} />
          <Button type="button" aria-pressed={watching} onClick={() => setWatching(!watching)}>
            {watching ? "Stop watching" : "Watch"}
          </Button>
        </Toolbar>
        {watching ? (
          <WatchPanel
            log={log}
            text={loaded.text}
            step={step}
            moves={moves}
            findDivergence={findDivergence}
            layout="overlay"
          />
        ) : null}
        {view.divergence === null ? null : (
          <Problem role="alert">
            <p>{divergenceMessage(view.divergence)}</p>
            <details>
              <summary>Expected and replayed</summary>
              <JsonBlock>
                {prettyJson({ expected: view.divergence.expected, replayed: view.divergence.actual })}
              </JsonBlock>
            </details>
          </Problem>
        )}
        {view.problems.length === 0 ? null : (
          <ErrorBox error={{ kind: "incompatible", problems: view.problems }} />
        )}
        <TableBox ref={box}>
          <Table aria-label={`Events of ${loaded.fileName}`}>
            <EventHead />
            <tbody>
              {listed.items.map((entry) => {
                const row = formatRow(entry);
                const chosen = entry.step === step;
                return (
                  <tr
                    key={entry.step}
                    ref={chosen ? current : undefined}
                    aria-current={chosen ? "step" : undefined}
                    data-diverged={view.divergence?.step === entry.step ? "true" : undefined}
                  >
                    <td className="num">
                      <button
                        type="button"
                        aria-label={`Go to step ${entry.step}`}
                        onClick={() => dispatch({ type: "stepTo", step: entry.step })}
                      >
                        {row.step}
                      </button>
                    </td>
                    <EventCells row={row} />
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableBox>
        {listed.items.length < log.entries.length ? (
          <Note>
            Showing events {listed.items[0]?.step}–{listed.items[listed.items.length - 1]?.step} of {first}–
            {last}.
          </Note>
        ) : null}
      </Column>
      <ScrollColumn aria-label="State at the chosen step">
        <h3>Event of step {step}</h3>
        {view.entry === undefined ? (
          <Note>No event is logged at this step.</Note>
        ) : (
          <>
            <Facts>
              <dt>actor</dt>
              <dd>{view.entry.actor}</dd>
              <dt>path</dt>
              <dd>{view.entry.path}</dd>
              <dt>sender</dt>
              <dd>{view.entry.sender ?? "—"}</dd>
              <dt>input</dt>
              <dd>
                <Badge data-kind={view.entry.input}>{view.entry.input}</Badge>
              </dd>
              <dt>time</dt>
              <dd>{view.entry.time} ms</dd>
              <dt>state after</dt>
              <dd>{compactState(view.entry.state)}</dd>
              <dt>digest</dt>
              <dd>{view.entry.digest ?? "—"}</dd>
            </Facts>
            <JsonBlock aria-label="Event">{prettyJson(view.entry.event)}</JsonBlock>
          </>
        )}
        <h3>Every actor at step {step}</h3>
        <ActorStates snapshots={view.snapshots} />
      </ScrollColumn>
    </Split>
  );
};

type TicketList =
  | { readonly kind: "idle" }
  | { readonly kind: "loading" }
  | { readonly kind: "listed"; readonly tickets: readonly TicketSummary[] }
  | { readonly kind: "failed"; readonly reason: string };

const reasonOf = (failure: unknown): string => (failure instanceof Error ? failure.message : String(failure));

/**
 * Development builds: the reference API's recent tickets; choosing one loads its log like a file
 * (`npm run replay -- ticket:<id>` replays the same log in Node).
 */
const RecentTicketsList = ({
  tickets,
  source,
  dispatch,
}: {
  readonly tickets: NonNullable<DevtoolsSource["tickets"]>;
  readonly source: DevtoolsSource;
  readonly dispatch: Dispatch<DrawerAction>;
}) => {
  const [list, setList] = useState<TicketList>({ kind: "idle" });
  const refresh = () => {
    setList({ kind: "loading" });
    tickets.recent().then(
      (found) => setList({ kind: "listed", tickets: found }),
      (failure: unknown) => setList({ kind: "failed", reason: reasonOf(failure) }),
    );
  };
  const load = (ticket: TicketSummary) => {
    const fileName = `ticket ${ticket.ticket_id}`;
    tickets.logText(ticket.ticket_id).then(
      (text) => dispatch({ type: "logRead", fileName, result: readLog(text, source.replay) }),
      (failure: unknown) =>
        dispatch({ type: "logRead", fileName, result: { kind: "unreadable", reason: reasonOf(failure) } }),
    );
  };
  return (
    <section aria-label="Recent tickets">
      <Toolbar>
        <Button type="button" onClick={refresh} disabled={list.kind === "loading"}>
          {list.kind === "idle" ? "List recent tickets" : "Refresh tickets"}
        </Button>
        {list.kind === "failed" ? <Count>The tickets could not be listed: {list.reason}</Count> : null}
        {list.kind === "listed" && list.tickets.length === 0 ? <Count>No ticket yet.</Count> : null}
      </Toolbar>
      {list.kind === "listed" && list.tickets.length > 0 ? (
        <ul>
          {list.tickets.map((ticket) => (
            <li key={ticket.ticket_id}>
              <Button type="button" disabled={!ticket.has_log} onClick={() => load(ticket)}>
                Load {ticket.ticket_id}
              </Button>{" "}
              {ticket.subject} ({ticket.created_at}){ticket.has_log ? "" : ", no log"}
              {ticket.log_truncated ? ", newest part only" : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
};

export interface LogPanelProps {
  readonly source: DevtoolsSource;
  readonly loaded: LoadedLog | null;
  readonly step: number | null;
  readonly error: LoadError | null;
  readonly dispatch: Dispatch<DrawerAction>;
}

/** The log tab: load a log file, then step back and forth through it with a replay. */
export const LogPanel = ({ source, loaded, step, error, dispatch }: LogPanelProps) => {
  const range = loaded === null ? null : stepRange(loaded.log);
  return (
    <>
      <Toolbar>
        <FileLabel>
          Load log{" "}
          <input
            type="file"
            accept={LOG_FILE_ACCEPT}
            onChange={(event) => {
              const input = event.currentTarget;
              const file = input.files?.[0];
              if (file === undefined) return;
              file.text().then(
                (text) =>
                  dispatch({ type: "logRead", fileName: file.name, result: readLog(text, source.replay) }),
                (failure: unknown) =>
                  dispatch({
                    type: "logRead",
                    fileName: file.name,
                    result: {
                      kind: "unreadable",
                      reason: failure instanceof Error ? failure.message : String(failure),
                    },
                  }),
              );
              // The same file can be loaded again after it changed.
              input.value = "";
            }}
          />
        </FileLabel>
        {loaded === null ? null : (
          <>
            <Count>
              {loaded.fileName}: {loaded.log.entries.length} events
              {loaded.log.checkpoint === undefined
                ? ""
                : `, from the checkpoint after step ${loaded.log.checkpoint.step}`}
            </Count>
            <Button type="button" onClick={() => dispatch({ type: "unloadLog" })}>
              Close log
            </Button>
          </>
        )}
      </Toolbar>
      {source.tickets === undefined || loaded !== null ? null : (
        <RecentTicketsList tickets={source.tickets} source={source} dispatch={dispatch} />
      )}
      {error === null ? null : <ErrorBox error={error} />}
      {loaded !== null && range === null ? <Note>This log holds no events.</Note> : null}
      {loaded === null && error === null ? (
        <Note>Load a log downloaded from this storefront to replay it step by step.</Note>
      ) : null}
      {loaded !== null && range !== null && step !== null ? (
        <Stepper
          loaded={loaded}
          step={step}
          first={range.first}
          last={range.last}
          source={source}
          dispatch={dispatch}
        />
      ) : null}
    </>
  );
};
