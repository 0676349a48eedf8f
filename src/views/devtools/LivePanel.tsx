import type { LogEntry } from "@domain/eventlog/format";
import type { Json } from "@domain/eventlog/hash";
import { type Dispatch, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import {
  type DrawerAction,
  downloadFileName,
  isAtBottom,
  LIVE_ROW_LIMIT,
  LOG_MIME_TYPE,
  matchesFilter,
  mergeEntries,
} from "./model";
import { ActorStates, EventHead, LiveRow } from "./parts";
import type { DevtoolsSource } from "./source";
import { Button, Column, Count, Note, ScrollColumn, Split, Table, TableBox, Toolbar } from "./styles";

/** Hands a log to the browser as a file download. */
const downloadLog = (text: string): void => {
  const blob = new Blob([text], { type: LOG_MIME_TYPE });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = downloadFileName(new Date());
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time the click returns; free the URL a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * The live entries and every actor's current state, refreshed as entries complete. Entries that
 * arrive together are shown at the next animation frame, in one render.
 */
const useLiveEntries = (source: DevtoolsSource) => {
  const [rows, setRows] = useState<readonly LogEntry[]>(() => mergeEntries([], source.entries()));
  const [snapshots, setSnapshots] = useState<Record<string, Json>>(() => source.liveSnapshots());
  useEffect(() => {
    let pending: LogEntry[] = [];
    let frame: number | null = null;
    const flush = () => {
      frame = null;
      const added = pending;
      pending = [];
      setRows((current) => mergeEntries(current, added));
      setSnapshots(source.liveSnapshots());
    };
    // Whatever completed between the first render and this subscription.
    setRows(mergeEntries([], source.entries()));
    setSnapshots(source.liveSnapshots());
    const subscription = source.entries$.subscribe((entry) => {
      pending.push(entry);
      if (frame === null) frame = requestAnimationFrame(flush);
    });
    return () => {
      subscription.unsubscribe();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [source]);
  return { rows, snapshots };
};

export interface LivePanelProps {
  readonly source: DevtoolsSource;
  readonly filter: string;
  readonly dispatch: Dispatch<DrawerAction>;
}

/** The live tab: the events as they happen, the log download and every actor's current state. */
export const LivePanel = ({ source, filter, dispatch }: LivePanelProps) => {
  const filterId = useId();
  const { rows, snapshots } = useLiveEntries(source);
  const previous = source.previousLogText();
  const shown = useMemo(() => rows.filter((entry) => matchesFilter(entry, filter)), [rows, filter]);
  const box = useRef<HTMLDivElement>(null);
  // Follow new rows only while the table is scrolled to its bottom.
  const following = useRef(true);

  useLayoutEffect(() => {
    const element = box.current;
    if (element !== null && following.current && shown.length > 0) element.scrollTop = element.scrollHeight;
  }, [shown]);

  return (
    <Split>
      <Column aria-label="Events">
        <Toolbar>
          <label htmlFor={filterId}>Filter</label>
          <input
            id={filterId}
            type="search"
            placeholder="actor or event type"
            value={filter}
            onChange={(event) => dispatch({ type: "setFilter", filter: event.currentTarget.value })}
          />
          <Count>
            {shown.length === rows.length
              ? `${rows.length} events`
              : `${shown.length} of ${rows.length} events`}
            {rows.length >= LIVE_ROW_LIMIT ? ` (the last ${LIVE_ROW_LIMIT})` : ""}
          </Count>
          <Button type="button" onClick={() => downloadLog(source.logText())}>
            Download log
          </Button>
          {previous !== null && (
            <Button
              type="button"
              title="The log of the page shown before the last full page load (a redirect or reload)"
              onClick={() => downloadLog(previous)}
            >
              Download previous page's log
            </Button>
          )}
        </Toolbar>
        <TableBox
          ref={box}
          onScroll={(event) => {
            following.current = isAtBottom(event.currentTarget);
          }}
        >
          <Table aria-label="Live events, oldest first">
            <EventHead />
            <tbody>
              {shown.map((entry) => (
                <LiveRow key={entry.step} entry={entry} />
              ))}
            </tbody>
          </Table>
          {shown.length === 0 ? (
            <Note>{rows.length === 0 ? "No events yet." : "No event matches the filter."}</Note>
          ) : null}
        </TableBox>
      </Column>
      <ScrollColumn aria-label="Actors now">
        <h3>Every actor now</h3>
        <ActorStates snapshots={snapshots} />
      </ScrollColumn>
    </Split>
  );
};
