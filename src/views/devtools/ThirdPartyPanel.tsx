/**
 * The third-party tab: what leaves the page for the third-party services of spec §1, and when.
 * In a build that names no service (the demo build) it is the recording of what would have been
 * sent; nothing shows before the cookie banner's consent, since nothing is sent before it.
 */
import type { ThirdPartySent } from "@domain/thirdParty";
import { useEffect, useState } from "react";
import type { DevtoolsSource } from "./source";
import { Column, Count, JsonBlock, Note, Table, TableBox, Toolbar } from "./styles";

type Recording = Awaited<ReturnType<NonNullable<DevtoolsSource["thirdParty"]>>>;

/** The recording's messages, followed as they are kept. */
const useSent = (source: DevtoolsSource): readonly ThirdPartySent[] => {
  const [sent, setSent] = useState<readonly ThirdPartySent[]>([]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    source.thirdParty?.().then((recording: Recording) => {
      if (stopped) return;
      setSent(recording.entries());
      stop = recording.onEntry(() => setSent(recording.entries()));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [source]);
  return sent;
};

export const ThirdPartyPanel = ({ source }: { readonly source: DevtoolsSource }) => {
  const sent = useSent(source);
  return (
    <Column aria-label="Third-party services">
      <Toolbar>
        <Count>{`${sent.length} messages sent to third-party services`}</Count>
      </Toolbar>
      <TableBox>
        <Table aria-label="Messages to third-party services, oldest first">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Service</th>
              <th scope="col">What</th>
              <th scope="col">Data</th>
            </tr>
          </thead>
          <tbody>
            {sent.map((message, index) => (
              // The recording only grows at its end (its oldest go first): a row keeps its index.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={`${message.at}-${index}`}>
                <td>{message.at.slice(11, 23)}</td>
                <td>{message.service}</td>
                <td>{message.what}</td>
                <td>
                  <JsonBlock>{JSON.stringify(message.data)}</JsonBlock>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {sent.length === 0 ? <Note>Nothing has been sent to a third-party service.</Note> : null}
      </TableBox>
    </Column>
  );
};
