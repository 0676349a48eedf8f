/**
 * The drawing kit of the catalogue's artwork (./art.ts): a stable hash of a seed's id and name,
 * a small pseudo-random sequence it starts, colours, and the SVG document around a drawing. Every
 * picture is a pure function of its seed data, so the same product always gets the same picture.
 */

/** A 32-bit FNV-1a hash of `text`: the same text, the same number, on every machine. */
export const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** A sequence of numbers in [0, 1) that only `seed` decides (an xorshift generator). */
export const sequenceFrom = (seed: number): (() => number) => {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
};

/** A whole number in [min, max], drawn from `next`. */
export const between = (next: () => number, min: number, max: number): number =>
  min + Math.floor(next() * (max - min + 1));

/** The hex colour of a hue (degrees), saturation and lightness (0 to 1). */
export const hsl = (hue: number, saturation: number, lightness: number): string => {
  const h = ((hue % 360) + 360) % 360;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number): string => {
    const k = (n + h / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
};

/** Text made safe to stand inside an SVG element or attribute. */
export const escapeXml = (text: string): string =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");

/**
 * Every picture's canvas: 4:3, the shape of every card, tile and detail image that shows it, so
 * a picture fills its box without letterboxing (the boxes set `aspect-ratio: 4 / 3`).
 */
export const CANVAS = { width: 400, height: 300 } as const;

/**
 * The SVG document around a drawing: its own width and height (an intrinsic size and ratio), a
 * title for whoever opens the file alone, and only shapes and presentation attributes (no script,
 * no style element, nothing fetched), so any Content-Security-Policy that lets the image in lets
 * all of it draw.
 */
export const svgDocument = (title: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS.width}" height="${CANVAS.height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;

/** A vertical linear gradient `id` from `top` to `bottom`. */
export const verticalGradient = (id: string, top: string, bottom: string): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** A diagonal linear gradient `id` from `from` (top left) to `to` (bottom right). */
export const diagonalGradient = (id: string, from: string, to: string): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
