/**
 * Regression test made from the log sign-in-poll-logout.ndjson (64 events, kept beside it) by
 *   npm run replay -- tests/eventlog/journeys/sign-in-poll-logout.ndjson --to-test tests/regressions/sign-in-poll-logout.test.ts
 * It replays the log with the replay engine and checks that it replays with 0 divergences and that
 * every actor ends with the snapshot kept in sign-in-poll-logout.snapshot.json. The actors' final states:
 *   auth: signedIn
 *   cart: {"fetch":"idle","lines":"ready","message":"hidden","saving":"idle","sections":"idle"}
 *   country: {"active":{"settled":{"home":"loaded","lists":"loaded","pointValue":"idle","storage":"idle"}}}
 *   logout: signedOff
 *   root: {}
 *   search: {"focus":"blurred","query":"idle"}
 *   session: {"loggedOut":"waiting"}
 *   site: {"cookies":"idle","language":"idle","load":{"ready":"saved"}}
 * A change that alters them on purpose: make the test again, with the same command, from a log
 * recorded with the change.
 */
import { readFileSync } from "node:fs";
import { storefrontReplayOptions } from "@app/system";
import { checkRegression, parseFinalSnapshots } from "@eventlog/regression";
import { expect, it } from "vitest";

const besideThisTest = (file: string): string => readFileSync(new URL(file, import.meta.url), "utf8");
const log = besideThisTest("./sign-in-poll-logout.ndjson");
const expected = parseFinalSnapshots(besideThisTest("./sign-in-poll-logout.snapshot.json"));

it("replays its log with 0 divergences and every actor ends with the kept snapshot", () => {
  const result = checkRegression(log, expected, storefrontReplayOptions());
  expect.soft(result.problems).toEqual([]);
  expect(result.snapshots).toEqual(expected);
});
