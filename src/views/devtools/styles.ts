import { css } from "@linaria/core";
import { styled } from "@linaria/react";

/**
 * Room at the end of the page as tall as the open drawer, so the page's last content can be
 * scrolled above it instead of staying hidden behind it.
 */
export const DrawerSpacer = styled.div`
  flex: none;
  height: max(45vh, 280px);

  @media (max-width: 991px) {
    height: 70vh;
  }
`;

/**
 * The developer tools' own dark palette (the `--dt-*` variables), on the drawer and on the
 * watched page's frame and controls. They are the developers' tools, not part of the storefront a
 * shopper sees, so they keep it on purpose: a client's branding must not recolour them, and they
 * stay readable over any brand. Their buttons, tabs and tables are drawn here for that palette,
 * not with the storefront's primitives (src/views/ui).
 */
export const palette = css`
  --dt-bg: #0f172a;
  --dt-panel: #111c33;
  --dt-ink: #e2e8f0;
  --dt-muted: #94a3b8;
  --dt-line: #1f2a44;
  --dt-accent: #38bdf8;
  --dt-danger: #f87171;
  --dt-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
`;

/** The drawer (with {@link palette}): docked at the bottom of the viewport; full width and 70vh on phones. */
export const Drawer = styled.aside`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 1000;
  height: 45vh;
  min-height: 280px;
  display: flex;
  flex-direction: column;
  background: var(--dt-bg);
  color: var(--dt-ink);
  border-top: 2px solid var(--dt-accent);
  box-shadow: 0 -8px 24px rgb(15 23 42 / 25%);
  font-size: 13px;

  &:focus {
    outline: none;
  }

  :focus-visible {
    outline: 2px solid var(--dt-accent);
    outline-offset: 2px;
  }

  @media (max-width: 991px) {
    height: 70vh;
    min-height: 0;
  }
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px 16px;
  padding: 6px 12px;
  border-bottom: 1px solid var(--dt-line);

  h2 {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
  }

  @media (max-width: 991px) {
    h2 {
      margin-right: auto;
    }
  }
`;

export const Hint = styled.span`
  color: var(--dt-muted);
  font-size: 12px;

  @media (max-width: 991px) {
    display: none;
  }
`;

export const TabList = styled.div`
  display: flex;
  gap: 4px;
  margin-right: auto;

  @media (max-width: 991px) {
    order: 3;
    width: 100%;
  }
`;

export const TabButton = styled.button`
  padding: 6px 12px;
  border: 1px solid transparent;
  border-radius: 6px;
  background: transparent;
  color: var(--dt-muted);
  font: inherit;
  cursor: pointer;

  &[aria-selected="true"] {
    color: var(--dt-ink);
    background: var(--dt-panel);
    border-color: var(--dt-line);
  }
`;

export const Button = styled.button`
  padding: 5px 12px;
  border: 1px solid var(--dt-line);
  border-radius: 6px;
  background: var(--dt-panel);
  color: var(--dt-ink);
  font: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: var(--dt-accent);
  }

  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
`;

export const Panel = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 10px 12px;
  overflow: hidden;

  @media (max-width: 991px) {
    overflow: auto;
  }
`;

/** Two columns side by side (events | states); one above the other on phones. */
export const Split = styled.div`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 12px;

  @media (max-width: 991px) {
    flex: none;
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Column = styled.section`
  min-height: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;

  h3 {
    margin: 0;
    font-size: 13px;
    font-weight: 600;
    color: var(--dt-muted);
  }
`;

export const ScrollColumn = styled(Column)`
  overflow: auto;

  & > * {
    flex-shrink: 0;
  }

  @media (max-width: 991px) {
    overflow: visible;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;

  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }

  input[type="search"],
  select {
    padding: 4px 8px;
    border: 1px solid var(--dt-line);
    border-radius: 6px;
    background: var(--dt-panel);
    color: var(--dt-ink);
    font: inherit;
  }

  input[type="search"] {
    min-width: 12em;
  }

  input[type="range"] {
    flex: 1;
    min-width: 10em;
  }
`;

export const Count = styled.span`
  color: var(--dt-muted);
`;

export const TableBox = styled.div`
  flex: 1;
  min-height: 120px;
  overflow: auto;
  border: 1px solid var(--dt-line);
  border-radius: 6px;

  @media (max-width: 991px) {
    max-height: 40vh;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-family: var(--dt-mono);
  font-size: 12px;

  th,
  td {
    padding: 3px 8px;
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid var(--dt-line);
  }

  th {
    position: sticky;
    top: 0;
    background: var(--dt-bg);
    color: var(--dt-muted);
    font-weight: 600;
  }

  td.num,
  th.num {
    text-align: right;
  }

  tr[aria-current="step"] td {
    background: #1e3a5f;
  }

  tr[data-diverged="true"] td {
    background: #4c1d1d;
  }

  td button {
    padding: 0 4px;
    border: 0;
    background: transparent;
    color: var(--dt-accent);
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

export const Badge = styled.span`
  display: inline-block;
  padding: 0 6px;
  border-radius: 999px;
  font-size: 11px;
  line-height: 18px;
  background: #334155;
  color: #f1f5f9;

  &[data-kind="external"] {
    background: #1d4ed8;
  }

  &[data-kind="effect"] {
    background: #7c3aed;
  }

  &[data-kind="timer"] {
    background: #b45309;
  }

  &[data-kind="init"] {
    background: #0f766e;
  }

  &[data-kind="internal"] {
    background: #475569;
  }
`;

export const JsonBlock = styled.pre`
  margin: 4px 0 0;
  padding: 8px;
  max-height: 320px;
  overflow: auto;
  border-radius: 6px;
  background: var(--dt-panel);
  font-family: var(--dt-mono);
  font-size: 12px;
  white-space: pre-wrap;
  word-break: break-word;
`;

export const Details = styled.details`
  border: 1px solid var(--dt-line);
  border-radius: 6px;
  padding: 4px 8px;

  summary {
    cursor: pointer;
    font-family: var(--dt-mono);
  }

  & + & {
    margin-top: 4px;
  }
`;

/** Terms and values side by side: an entry's details, the states and transitions a chart highlights. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 2px 12px;
  margin: 0;
  font-family: var(--dt-mono);
  font-size: 12px;

  dt {
    color: var(--dt-muted);
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Problem = styled.div`
  padding: 8px 10px;
  border: 1px solid var(--dt-danger);
  border-radius: 6px;
  background: #3b0d0d;
  color: #fecaca;

  p {
    margin: 0;
    font-weight: 600;
  }

  ul {
    margin: 6px 0 0;
    padding-left: 20px;
    font-family: var(--dt-mono);
    font-size: 12px;
  }

  summary {
    margin-top: 4px;
    cursor: pointer;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: var(--dt-muted);
`;

export const FileLabel = styled.label`
  input[type="file"] {
    color: var(--dt-muted);
    font: inherit;
  }
`;

/** The chart's scrolled box: the chart on white, fitted to the width or at its own size. */
export const ChartBox = styled.div`
  flex: 1;
  min-height: 160px;
  overflow: auto;
  border: 1px solid var(--dt-line);
  border-radius: 6px;
  background: #ffffff;

  @media (max-width: 991px) {
    flex: none;
    max-height: 50vh;
  }
`;
