/**
 * The scene of an experience city: a sky at one moment of the day, far hills, a skyline and the
 * city's landmark, on the 4:3 canvas (./draw.ts). The city's id and name decide its colours,
 * hills, skyline and (for a city not named below) its landmark; the moment is the caller's, so
 * one city's experiences share its scene at different times of day. The landmark stands in the
 * middle third, so a detail page's wider box (cropped to fill) keeps it.
 */
import { between, CANVAS, hashOf, hsl, sequenceFrom, verticalGradient } from "./draw";

export type Moment = "day" | "dusk" | "night";

export const MOMENTS: readonly Moment[] = ["day", "dusk", "night"];

type Landmark = "dome" | "gate" | "bridge" | "spire" | "clock" | "mast" | "pagoda";

const LANDMARKS: readonly Landmark[] = ["dome", "gate", "bridge", "spire", "clock", "mast", "pagoda"];

/** The landmark and whether the city is on the water, for the demo cities (server/domains/experiences/data.ts). */
const demoCities: Readonly<Record<number, { readonly landmark: Landmark; readonly water: boolean }>> = {
  1319: { landmark: "dome", water: false },
  1320: { landmark: "gate", water: true },
  1321: { landmark: "gate", water: false },
  2101: { landmark: "bridge", water: true },
  2102: { landmark: "spire", water: false },
  2201: { landmark: "clock", water: true },
  2401: { landmark: "mast", water: false },
  2501: { landmark: "pagoda", water: false },
};

export interface SceneCity {
  readonly cityId: number;
  readonly name: string;
}

/** Where the ground (or the water's edge) starts. */
const HORIZON = 246;

const skyOf = (moment: Moment, hue: number): { top: string; bottom: string; light: string } => {
  switch (moment) {
    case "day":
      return { top: hsl(205 + (hue % 20), 0.7, 0.6), bottom: hsl(hue, 0.55, 0.86), light: "#fff4c2" };
    case "dusk":
      return {
        top: hsl(250 + (hue % 30), 0.45, 0.34),
        bottom: hsl(15 + (hue % 30), 0.85, 0.66),
        light: "#ffd27a",
      };
    case "night":
      return { top: hsl(228, 0.5, 0.1), bottom: hsl(hue, 0.35, 0.28), light: "#f4f1e0" };
  }
};

/** How dark the city's shapes are at each moment: hills, skyline, landmark. */
const shadeOf: Readonly<Record<Moment, readonly [number, number, number]>> = {
  day: [0.62, 0.42, 0.3],
  dusk: [0.42, 0.26, 0.17],
  night: [0.24, 0.14, 0.08],
};

const landmarkShape = (landmark: Landmark, cx: number, colour: string, accent: string): string => {
  const b = HORIZON;
  switch (landmark) {
    case "dome":
      return `<g fill="${colour}"><rect x="${cx - 70}" y="${b - 60}" width="140" height="60"/><rect x="${cx - 40}" y="${b - 82}" width="80" height="24"/><path d="M${cx - 34} ${b - 82}a34 34 0 0 1 68 0z"/><rect x="${cx - 3}" y="${b - 134}" width="6" height="20"/><circle cx="${cx}" cy="${b - 136}" r="5"/></g><g fill="${accent}">${[-52, -30, -8, 14, 36].map((dx) => `<rect x="${cx + dx}" y="${b - 48}" width="14" height="22" rx="7"/>`).join("")}</g>`;
    case "gate":
      return `<path fill="${colour}" fill-rule="evenodd" d="M${cx - 56} ${b}v-104h112v104zM${cx - 22} ${b}v-50a22 22 0 0 1 44 0v50z"/><rect fill="${colour}" x="${cx - 66}" y="${b - 116}" width="132" height="14"/><rect fill="${accent}" x="${cx - 40}" y="${b - 96}" width="80" height="6"/>`;
    case "bridge":
      return `<g fill="${colour}"><rect x="${cx - 92}" y="${b - 150}" width="12" height="150"/><rect x="${cx + 80}" y="${b - 150}" width="12" height="150"/><rect x="0" y="${b - 44}" width="${CANVAS.width}" height="8"/></g><path fill="none" stroke="${colour}" stroke-width="3" d="M0 ${b - 60}Q${cx - 140} ${b - 60} ${cx - 86} ${b - 148}Q${cx} ${b - 30} ${cx + 86} ${b - 148}Q${cx + 140} ${b - 60} ${CANVAS.width} ${b - 60}"/><path stroke="${accent}" stroke-width="2" d="M${cx - 60} ${b - 44}v-48M${cx - 30} ${b - 44}v-22M${cx + 30} ${b - 44}v-22M${cx + 60} ${b - 44}v-48"/>`;
    case "spire":
      return `<g fill="${colour}"><path d="M${cx - 14} ${b}l6-150h16l6 150z"/><rect x="${cx - 26}" y="${b - 176}" width="52" height="26" rx="10"/><rect x="${cx - 2}" y="${b - 216}" width="4" height="42"/></g><g fill="${accent}"><rect x="${cx - 20}" y="${b - 168}" width="40" height="6" rx="3"/><circle cx="${cx}" cy="${b - 218}" r="4"/></g>`;
    case "clock":
      return `<g fill="${colour}"><rect x="${cx - 22}" y="${b - 150}" width="44" height="150"/><rect x="${cx - 26}" y="${b - 168}" width="52" height="22"/><path d="M${cx - 24} ${b - 168}L${cx} ${b - 214}L${cx + 24} ${b - 168}z"/><rect x="${cx - 80}" y="${b - 70}" width="160" height="70"/></g><circle cx="${cx}" cy="${b - 128}" r="14" fill="${accent}"/><path d="M${cx} ${b - 128}v-9M${cx} ${b - 128}h7" stroke="${colour}" stroke-width="2.5" stroke-linecap="round"/>`;
    case "mast":
      return `<g fill="${colour}"><path d="M${cx - 9} ${b}l4-150h10l4 150z"/><circle cx="${cx}" cy="${b - 160}" r="22"/><rect x="${cx - 3}" y="${b - 224}" width="6" height="44"/></g><rect fill="${accent}" x="${cx - 22}" y="${b - 163}" width="44" height="5"/>`;
    case "pagoda":
      return `<g fill="${colour}">${[0, 1, 2, 3]
        .map((tier) => {
          const y = b - 30 - tier * 38;
          const w = 74 - tier * 12;
          return `<rect x="${cx - w + 18}" y="${y}" width="${2 * w - 36}" height="30"/><path d="M${cx - w} ${y + 2}Q${cx} ${y - 22} ${cx + w} ${y + 2}z"/>`;
        })
        .join(
          "",
        )}<rect x="${cx - 2}" y="${b - 188}" width="4" height="36"/></g><g fill="${accent}">${[0, 1, 2, 3].map((tier) => `<rect x="${cx - 8}" y="${b - 24 - tier * 38}" width="16" height="16"/>`).join("")}</g>`;
  }
};

/** The drawing (without the SVG document around it) of `city`'s scene at `moment`. */
export const citySceneBody = (city: SceneCity, moment: Moment): string => {
  const seed = hashOf(`city:${city.cityId}:${city.name}`);
  const next = sequenceFrom(seed);
  const hue = seed % 360;
  const known = demoCities[city.cityId];
  const landmark = known?.landmark ?? LANDMARKS[seed % LANDMARKS.length] ?? "dome";
  const water = known?.water ?? seed % 2 === 0;
  const sky = skyOf(moment, hue);
  const [hillShade, skylineShade, landmarkShade] = shadeOf[moment];
  const hills = hsl(hue + 90, 0.28, hillShade);
  const skyline = hsl(hue + 180, 0.2, skylineShade);
  const landmarkColour = hsl(hue + 200, 0.25, landmarkShade);
  const windows = moment === "day" ? hsl(hue, 0.3, 0.75) : "#ffd76a";

  const parts: string[] = [
    `<defs>${verticalGradient("sky", sky.top, sky.bottom)}</defs>`,
    `<rect width="${CANVAS.width}" height="${CANVAS.height}" fill="url(#sky)"/>`,
  ];

  // The sun, or the moon and its stars, away from the landmark's middle.
  const lightX = next() < 0.5 ? between(next, 40, 110) : between(next, 290, 360);
  const lightY = between(next, 42, 96);
  if (moment === "night") {
    for (let star = 0; star < 14; star += 1) {
      parts.push(
        `<circle cx="${between(next, 4, 396)}" cy="${between(next, 6, 130)}" r="1.4" fill="${sky.light}"/>`,
      );
    }
  }
  parts.push(`<circle cx="${lightX}" cy="${lightY}" r="${moment === "day" ? 24 : 18}" fill="${sky.light}"/>`);

  // Far hills: a ridge of six to nine peaks.
  const peaks = between(next, 6, 9);
  const ridge = Array.from({ length: peaks + 1 }, (_, index) => {
    const x = Math.round((index * CANVAS.width) / peaks);
    return `L${x} ${between(next, 150, 205)}`;
  }).join("");
  parts.push(`<path fill="${hills}" d="M0 ${HORIZON}${ridge}L${CANVAS.width} ${HORIZON}z"/>`);

  // The skyline: buildings across the width, some lit windows.
  const buildings: string[] = [];
  const lit: string[] = [];
  for (let x = 0; x < CANVAS.width; ) {
    const width = between(next, 18, 40);
    const height = between(next, 36, 104);
    buildings.push(`<rect x="${x}" y="${HORIZON - height}" width="${width + 1}" height="${height}"/>`);
    for (let wy = HORIZON - height + 8; wy < HORIZON - 10; wy += 14) {
      if (next() < 0.35) lit.push(`<rect x="${x + 5}" y="${wy}" width="5" height="6"/>`);
      if (width > 26 && next() < 0.35)
        lit.push(`<rect x="${x + width - 11}" y="${wy}" width="5" height="6"/>`);
    }
    x += width + between(next, 2, 8);
  }
  parts.push(`<g fill="${skyline}">${buildings.join("")}</g><g fill="${windows}">${lit.join("")}</g>`);

  parts.push(landmarkShape(landmark, between(next, 170, 230), landmarkColour, sky.light));

  // The ground, or the water with the light's reflection.
  if (water) {
    parts.push(
      `<rect y="${HORIZON}" width="${CANVAS.width}" height="${CANVAS.height - HORIZON}" fill="${hsl(hue + 200, 0.45, shadeOf[moment][0] * 0.8)}"/>`,
    );
    for (let line = 0; line < 4; line += 1) {
      const y = HORIZON + 10 + line * 11;
      const half = 30 - line * 5;
      parts.push(
        `<rect x="${lightX - half}" y="${y}" width="${2 * half}" height="3" rx="1.5" fill="${sky.light}" opacity="0.55"/>`,
      );
    }
  } else {
    parts.push(
      `<rect y="${HORIZON}" width="${CANVAS.width}" height="${CANVAS.height - HORIZON}" fill="${hsl(hue + 90, 0.3, shadeOf[moment][1])}"/>`,
    );
  }
  return parts.join("");
};
