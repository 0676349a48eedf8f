import type { LogEntry } from "@domain/eventlog/format";
import type { Json } from "@domain/eventlog/hash";
import { type EventRow, formatRow, prettyJson } from "./model";
import { Badge, Details, JsonBlock, Note } from "./styles";

/** The header row of an event table. */
export const EventHead = ({ withState = true }: { readonly withState?: boolean }) => (
  <thead>
    <tr>
      <th scope="col" className="num">
        step
      </th>
      <th scope="col" className="num">
        time (ms)
      </th>
      <th scope="col">actor</th>
      <th scope="col">event</th>
      <th scope="col">input</th>
      {withState ? <th scope="col">state after</th> : null}
    </tr>
  </thead>
);

/** The cells of an event row after the step cell. */
export const EventCells = ({ row }: { readonly row: EventRow }) => (
  <>
    <td className="num">{row.time}</td>
    <td>{row.actor}</td>
    <td>{row.type}</td>
    <td>
      <Badge data-kind={row.input}>{row.input}</Badge>
    </td>
    <td title={row.state}>{row.state}</td>
  </>
);

/** One live event row. */
export const LiveRow = ({ entry }: { readonly entry: LogEntry }) => {
  const row = formatRow(entry);
  return (
    <tr>
      <td className="num">{row.step}</td>
      <EventCells row={row} />
    </tr>
  );
};

/** Every actor's state, one collapsible JSON view per actor. */
export const ActorStates = ({ snapshots }: { readonly snapshots: Record<string, Json> }) => {
  const names = Object.keys(snapshots).sort();
  if (names.length === 0) return <Note>No machine actor is running.</Note>;
  return (
    <div>
      {names.map((name) => (
        <Details key={name}>
          <summary>{name}</summary>
          <JsonBlock>{prettyJson(snapshots[name])}</JsonBlock>
        </Details>
      ))}
    </div>
  );
};
