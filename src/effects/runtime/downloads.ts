/**
 * Saving a file the shopper asked for (a catalogue download) as an Effect service. The live one
 * hands the browser a Blob through a temporary link; {@link makeMemoryDownloads} keeps the saved
 * files for tests. Saving never fails: a browser that refuses shows nothing, as it would for a
 * blocked download.
 */
import { Context, Effect, Layer } from "effect";

/** A file to save: its name, MIME type and text. */
export interface SavedFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly text: string;
}

export interface DownloadsShape {
  readonly save: (file: SavedFile) => Effect.Effect<void>;
}

const saveInBrowser = (file: SavedFile): void => {
  if (typeof document === "undefined" || typeof URL.createObjectURL !== "function") return;
  const href = URL.createObjectURL(new Blob([file.text], { type: `${file.contentType};charset=utf-8` }));
  const link = document.createElement("a");
  link.href = href;
  link.download = file.fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the Blob when the click is handled; the URL is released after that.
  setTimeout(() => URL.revokeObjectURL(href), 0);
};

export class Downloads extends Context.Service<Downloads, DownloadsShape>()("storefront/Downloads") {
  /** The browser's download. */
  static readonly layer: Layer.Layer<Downloads> = Layer.succeed(Downloads, {
    save: (file) => Effect.sync(() => saveInBrowser(file)),
  });
  static readonly layerTest = (downloads: DownloadsShape): Layer.Layer<Downloads> =>
    Layer.succeed(Downloads, downloads);
}

/** Downloads kept in memory: `saved` lists what was saved, in order. */
export const makeMemoryDownloads = (): DownloadsShape & { readonly saved: SavedFile[] } => {
  const saved: SavedFile[] = [];
  return { saved, save: (file) => Effect.sync(() => void saved.push(file)) };
};
