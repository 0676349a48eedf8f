/**
 * A catalogue picture: a product's, a category's or a city's, at one of the boxes the storefront
 * shows them in. Its `width` and `height` give the box its shape before the file arrives, so the
 * page does not move when it does (the box's own CSS sets `width: 100%` and the same
 * `aspect-ratio`).
 *
 * No `srcset` or `sizes`: the reference API draws each picture as SVG (src/domain/artwork.ts), a
 * drawing the browser renders for whatever box and pixel density it lands in, sharp at each, and
 * the same few kilobytes at every size. A raster picture would need one file per width and
 * `srcset`/`sizes` to choose among them; one SVG serves every size.
 *
 * `alt` is the caller's to give: the product's name where the picture stands for it (a detail
 * page), '' where the name is written beside it (a card or a tile), so a screen reader does not
 * read the name twice.
 */

/** The boxes a catalogue picture is shown in, in CSS pixels. */
export const ARTWORK_BOXES = {
  /** The home page's category and product tiles. */
  tile: { width: 160, height: 120 },
  /** A listing's product cards. */
  card: { width: 200, height: 150 },
  /** The experience listing's cards. */
  experienceCard: { width: 320, height: 240 },
  /** A product's detail page. */
  product: { width: 400, height: 300 },
  /** A product's further pictures under its first. */
  thumbnail: { width: 72, height: 54 },
  /** An experience's detail page: wider than the picture, which is cropped to fill it. */
  experience: { width: 640, height: 360 },
} as const;

export type ArtworkBox = keyof typeof ARTWORK_BOXES;

export const Artwork = ({
  src,
  alt,
  box,
  loading = "lazy",
}: {
  readonly src: string;
  /** The product's name, or '' when the name is written beside the picture. */
  readonly alt: string;
  readonly box: ArtworkBox;
  /** 'eager' for the pictures in the first screen; the rest load as they are scrolled to. */
  readonly loading?: "eager" | "lazy";
}) => {
  const { width, height } = ARTWORK_BOXES[box];
  return <img src={src} alt={alt} width={width} height={height} loading={loading} decoding="async" />;
};
