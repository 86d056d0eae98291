// Shared vocabulary of the generated illustrations: palette, seeded randomness, the SVG document, and
// the filters that make flat shapes read as drawing on paper (a wash with soft, irregular edges and
// a little pigment granulation; a hand-drawn tremor on ink lines). See docs/decisions/0022.

/** Watercolour palette: warm daylight on Madrid stone, a Madrid-blue sky, the site's ink and brass. */
export const PAPER = '#f6f0e4';
export const PAGE_IVORY = '#faf7f1';
export const INK = '#0f1a2a';
export const BRASS = '#c19a56';
export const SEPIA = '#3b2f25';
export const LINE = '#3a2f27';
export const IRON = '#2f2823';
export const CAST = '#6a5560';
export const STONE = '#e6d6ba';
export const STONE_LIT = '#efe1c6';
export const OCHRE = '#d2ad76';
export const SAND = '#dcc39a';
export const BRICK = '#b8714f';
export const TERRACOTTA = '#b5603f';
export const SHADE = '#8a7766';
export const UMBER = '#5a4434';
export const SLATE = '#7f8a96';
export const SKY = '#9fbad0';
export const SKY_PALE = '#e4ebea';
export const SAGE = '#8f9c6c';
export const OLIVE = '#6b7548';
export const PINE = '#46573d';
export const GERANIUM = '#c0462f';
export const SHUTTER = '#6f8273';
export const GLASS = '#4a5560';

/** Deterministic pseudo-random numbers (mulberry32), so a re-run produces the same drawings. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A full-frame wash (sky, wall) whose edges stay clean at the frame: the wash filter displaces edges by
 * a few units, and librsvg clips a filter's source to the canvas, so at the frame the displacement
 * pulls in nothing and the paper shows through as a row of pale specks. The same fill, unfiltered,
 * underneath, fills those specks with the wash's own colour.
 */
export const fullFrameWash = (x, y, w, h, fill) =>
  `${rect(x, y, w, h, { fill })}${rect(x, y, w, h, { fill, filter: 'url(#wash)' })}`;

/** Rounds to one decimal: keeps the SVG text short. */
export const r1 = (n) => Math.round(n * 10) / 10;

/**
 * An SVG document drawn in a w×h coordinate space and rendered at outW×outH: filters are in user
 * units, so a drawing keeps its character at every output size.
 */
export const svg = (w, h, body, { outW = w, outH = h } = {}) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${r1(outW)}" height="${r1(outH)}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/**
 * The filters every painted still uses:
 * - `paper`: fine warm tooth, applied to a white rect over the ground;
 * - `wash`: soft irregular edges (low-frequency displacement);
 * - `mottle`: the paper's uneven warmth, laid under and again, faintly, over the paint;
 * - `ink`: a slight tremor on lines, as drawn by hand.
 * `scale` multiplies the displacement so small formats keep the same character.
 */
export function paintFilters({ seed = 1, scale = 1 } = {}) {
  return `
  <filter id="paper" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="2" seed="${seed}"/>
    <feColorMatrix type="matrix" values="0 0 0 0 0.42  0 0 0 0 0.34  0 0 0 0 0.24  0 0 0 0.05 0"/>
    <feComposite in2="SourceGraphic" operator="in"/>
  </filter>
  <filter id="mottle" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.004 0.006" numOctaves="3" seed="${seed + 1}"/>
    <feColorMatrix type="matrix" values="0 0 0 0 0.55  0 0 0 0 0.42  0 0 0 0 0.25  0 0 0 0.22 -0.06"/>
    <feComposite in2="SourceGraphic" operator="in"/>
  </filter>
  <filter id="wash" x="-3%" y="-3%" width="106%" height="106%">
    <feTurbulence type="fractalNoise" baseFrequency="0.018" numOctaves="2" seed="${seed + 2}" result="n"/>
    <feDisplacementMap in="SourceGraphic" in2="n" scale="${5 * scale}" xChannelSelector="R" yChannelSelector="G"/>
  </filter>
  <filter id="soft" x="-10%" y="-10%" width="120%" height="120%">
    <feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="2" seed="${seed + 4}" result="n"/>
    <feDisplacementMap in="SourceGraphic" in2="n" scale="${4 * scale}" xChannelSelector="R" yChannelSelector="G" result="d"/>
    <feGaussianBlur in="d" stdDeviation="${0.5 * scale}"/>
  </filter>
  <filter id="ink" x="-2%" y="-2%" width="104%" height="104%">
    <feTurbulence type="fractalNoise" baseFrequency="0.04" numOctaves="1" seed="${seed + 5}" result="n"/>
    <feDisplacementMap in="SourceGraphic" in2="n" scale="${1.6 * scale}" xChannelSelector="R" yChannelSelector="G"/>
  </filter>`;
}

/** The paper showing through the paint: its uneven warmth, multiplied over everything below. */
export function paperOver(w, h) {
  return `<rect width="${w}" height="${h}" fill="#fff" filter="url(#mottle)" style="mix-blend-mode:multiply" opacity="0.7"/>`;
}

/** Ivory paper with its tooth and a faint, uneven warmth. */
export function paperGround(w, h, colour = PAPER) {
  return `<rect width="${w}" height="${h}" fill="${colour}"/><rect width="${w}" height="${h}" fill="#fff" filter="url(#mottle)"/><rect width="${w}" height="${h}" fill="#fff" filter="url(#paper)"/>`;
}

/** A vertical graded wash (sky, shade on a wall): `stops` is [[offset, colour, opacity], …]. */
export function gradient(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`;
}

/** Parallel hatching lines (engraving shade), as a pattern usable as a fill. */
export function hatch(id, { gap = 6, width = 0.8, angle = 45, colour = LINE, opacity = 0.5 } = {}) {
  return `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><line x1="0" y1="0" x2="0" y2="${gap}" stroke="${colour}" stroke-width="${width}" stroke-opacity="${opacity}"/></pattern>`;
}

/** Attributes for an SVG element from an object (undefined values are skipped). */
export function attrs(object) {
  return Object.entries(object)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? r1(v) : v}"`)
    .join(' ');
}

export const rect = (x, y, w, h, extra = {}) => `<rect ${attrs({ x, y, width: w, height: h, ...extra })}/>`;
export const line = (x1, y1, x2, y2, extra = {}) => `<line ${attrs({ x1, y1, x2, y2, ...extra })}/>`;
export const path = (d, extra = {}) => `<path ${attrs({ d, ...extra })}/>`;
export const circle = (cx, cy, r, extra = {}) => `<circle ${attrs({ cx, cy, r, ...extra })}/>`;
export const ellipse = (cx, cy, rx, ry, extra = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, ...extra })}/>`;
export const group = (body, extra = {}) => `<g ${attrs(extra)}>${body}</g>`;
