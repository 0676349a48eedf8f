/**
 * The frame that shows a watched log: the storefront's own page (`watch.html?surface`) at the
 * log's recorded viewport, scaled down to fit where it is placed. It hands the page the log, then
 * each step to show, and tells back what the page shows.
 */
import type { Divergence } from "@eventlog/replay";
import { styled } from "@linaria/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { logMessage, moveMessage, readFromSurface, SURFACE_PATH, type ToSurface } from "./protocol";

const Fit = styled.div`
  flex: 1;
  min-width: 0;
  min-height: 0;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  overflow: hidden;
`;

const Scaled = styled.div`
  flex: none;
  overflow: hidden;
  border: 1px solid var(--dt-accent);
  background: var(--dt-panel);

  iframe {
    display: block;
    border: 0;
    transform-origin: 0 0;
  }
`;

export interface WatchFrameProps {
  /** The log's text. */
  readonly text: string;
  /** The step to show. */
  readonly step: number;
  /** The recorded viewport. */
  readonly viewport: { readonly width: number; readonly height: number };
  /** The page shows `step` (the divergence's step when the replay left the log before the one asked for). */
  readonly onShown: (step: number, divergence: Divergence | null) => void;
  /** The page refused the log (the reason, as `npm run replay` words it). */
  readonly onRefused: (message: string) => void;
}

const postTo = (frame: HTMLIFrameElement | null, message: ToSurface): void =>
  frame?.contentWindow?.postMessage(message, window.location.origin);

export const WatchFrame = ({ text, step, viewport, onShown, onRefused }: WatchFrameProps) => {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [listening, setListening] = useState(false);
  const [scale, setScale] = useState(1);
  const handlers = useRef({ onShown, onRefused });
  handlers.current = { onShown, onRefused };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const message = readFromSurface(event.data);
      if (message === null) return;
      if (message.type === "listening") setListening(true);
      else if (message.type === "at") handlers.current.onShown(message.step, message.divergence);
      else handlers.current.onRefused(message.message);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    if (listening) postTo(frame.current, logMessage(text));
  }, [listening, text]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new log is shown at the step chosen
  useEffect(() => {
    if (listening) postTo(frame.current, moveMessage(step));
  }, [listening, text, step]);

  useLayoutEffect(() => {
    const element = box.current;
    if (element === null) return;
    const fitToBox = () => {
      const rect = element.getBoundingClientRect();
      setScale(Math.min(1, rect.width / viewport.width, rect.height / viewport.height) || 1);
    };
    fitToBox();
    const observer = new ResizeObserver(fitToBox);
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewport.width, viewport.height]);

  return (
    <Fit ref={box}>
      <Scaled style={{ width: viewport.width * scale, height: viewport.height * scale }}>
        <iframe
          ref={frame}
          src={SURFACE_PATH}
          title={`The watched page at step ${step} (${viewport.width}×${viewport.height})`}
          width={viewport.width}
          height={viewport.height}
          style={{ transform: `scale(${scale})` }}
        />
      </Scaled>
    </Fit>
  );
};
