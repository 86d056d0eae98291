// One small vignette per portfolio case: a fine ink drawing of a detail of the home or its place
// (a balcony off Serrano, a mirador on the Castellana, the Palacio de Cristal for the Retiro, a site
// plan for a building plot) inside the same hairline brass roundel, so the thirteen read as a set,
// like the plates of a book. Hand-written SVG, a kilobyte or two each, decorative (alt=""): the card's
// text already says where and what. See docs/decisions/0022.
import { r1 } from './svg.mjs';

const SIZE = 120;
const C = SIZE / 2;
const INK = '#1f2a3a';
const BRASS = '#a17d3c';
const WASH = '#efe6d4';
const GREEN = '#7d8a5a';

/** The plate: a stone-tinted disc, a brass hairline ring, the drawing clipped inside. */
function plate(id, drawing) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}"><defs><clipPath id="c-${id}"><circle cx="${C}" cy="${C}" r="52"/></clipPath></defs><circle cx="${C}" cy="${C}" r="52" fill="${WASH}"/><g clip-path="url(#c-${id})" fill="none" stroke="${INK}" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round">${drawing}</g><circle cx="${C}" cy="${C}" r="55.5" fill="none" stroke="${BRASS}" stroke-width="0.8"/><circle cx="${C}" cy="${C}" r="52" fill="none" stroke="${BRASS}" stroke-width="1.4"/></svg>`;
}

/** Ground line across the plate. */
const ground = (y) => `<path d="M8 ${y}H112"/>`;
/** Vertical bars between x0 and x1, every `step`. */
function bars(x0, x1, y0, y1, step) {
  let d = '';
  for (let x = x0; x <= x1 + 0.01; x += step) d += `M${r1(x)} ${y0}V${y1}`;
  return `<path d="${d}"/>`;
}
/** A pane grid inside a rectangle. */
function panes(x, y, w, h, cols, rows) {
  let d = `M${x} ${y}h${w}v${h}h${-w}Z`;
  for (let i = 1; i < cols; i++) d += `M${r1(x + (w * i) / cols)} ${y}v${h}`;
  for (let j = 1; j < rows; j++) d += `M${x} ${r1(y + (h * j) / rows)}h${w}`;
  return `<path d="${d}"/>`;
}
/** An Italian cypress as a closed flame. */
const cypress = (x, base, h) =>
  `<path d="M${x} ${base - h}C${x + h * 0.12} ${base - h * 0.6} ${x + h * 0.1} ${base - h * 0.1} ${x + 2} ${base}H${x - 2}C${x - h * 0.1} ${base - h * 0.1} ${x - h * 0.12} ${base - h * 0.6} ${x} ${base - h}Z" fill="${GREEN}" fill-opacity="0.35"/>`;
/** An umbrella pine. */
const pine = (x, base, h) =>
  `<path d="M${x} ${base}q-1 ${-h * 0.5} ${2} ${-h * 0.78}"/><path d="M${x - h * 0.42} ${base - h * 0.78}q${h * 0.1} ${-h * 0.24} ${h * 0.44} ${-h * 0.24}q${h * 0.34} 0 ${h * 0.44} ${h * 0.24}z" fill="${GREEN}" fill-opacity="0.35"/>`;
/** A pitched-roof house: walls, roof, door, two windows. */
const house = (x, base, w, h, roof) =>
  `<path d="M${x} ${base}V${base - h}H${x + w}V${base}M${x - 4} ${base - h}L${x + w / 2} ${base - h - roof}L${x + w + 4} ${base - h}Z"/><path d="M${x + w * 0.42} ${base}v-${h * 0.45}h${w * 0.16}v${h * 0.45}"/><path d="M${x + w * 0.12} ${base - h * 0.7}h${w * 0.18}v${h * 0.22}h-${w * 0.18}Z M${x + w * 0.7} ${base - h * 0.7}h${w * 0.18}v${h * 0.22}h-${w * 0.18}Z"/>`;

const DRAWINGS = {
  /** A balcony door off Serrano: stone surround and pediment, iron railing with rings, corbels. */
  'serrano-piso-senorial': () =>
    `<path d="M40 96V34H80V96"/><path d="M34 34V30H86V34M32 30L60 16L88 30"/>${panes(44, 38, 32, 40, 2, 4)}<path d="M30 82H90M30 96H90M28 96v4h64v-4"/>${bars(32, 88, 82, 96, 4)}<path d="M34 100l2 8h4l2-8M78 100l2 8h4l2-8"/><path d="M40 34v62" stroke-width="0.6"/>`,
  /** A contemporary villa: long low volumes, a wall of glass, a cypress. */
  'moraleja-villa': () =>
    `${ground(88)}<path d="M20 88V64H70V88M46 64V48H96V88"/><path d="M18 64H72M44 48H98"/>${panes(50, 54, 40, 20, 4, 1)}<path d="M24 72h20v16"/>${cypress(104, 88, 44)}<path d="M10 96h100" stroke-width="0.6"/>`,
  /** A penthouse: the mansard's dormer, the terrace's pergola and a potted olive. */
  'almagro-atico': () =>
    `<path d="M10 70H110M14 70L28 44H92L106 70"/><path d="M48 70V52h20v18M46 52l12-10 12 10"/>${panes(52, 56, 12, 12, 2, 2)}<path d="M22 96V76M98 96V76M18 76H102M26 76v-4M38 76v-4M50 76v-4M62 76v-4M74 76v-4M86 76v-4"/><path d="M8 96H112"/><path d="M36 96l2-8h8l2 8M42 88v-8"/><circle cx="42" cy="76" r="6" fill="${GREEN}" fill-opacity="0.35"/>`,
  /** A detached house behind its pine. */
  'pozuelo-chalet': () => `${ground(92)}${house(22, 92, 46, 28, 20)}<path d="M58 52v-8h6v12"/>${pine(86, 92, 54)}`,
  /** A whole building: four floors of two balconies each, a mansard with dormers. */
  'jeronimos-edificio': () => {
    let d = '<path d="M30 104V34H90V104M26 34H94M30 34L36 22H84L90 34"/><path d="M46 22v-4h8v4M66 22v-4h8v4"/>';
    for (let f = 0; f < 4; f++) {
      const y = 40 + f * 16;
      for (const x of [40, 70]) d += `<path d="M${x} ${y}h10v11h-10Z"/><path d="M${x - 2} ${y + 11}h14" stroke-width="1.6"/>`;
    }
    return `${d}<path d="M54 104V92a6 6 0 0 1 12 0V104"/>${ground(104)}`;
  },
  /** A family house, its pool, an old tree. */
  'aravaca-casa': () =>
    `${ground(80)}${house(22, 80, 44, 24, 16)}<path d="M44 88H100L106 100H38Z" fill="#9cc3c6" fill-opacity="0.45"/><path d="M50 94q4-2 8 0M70 94q4-2 8 0"/><path d="M88 80q-2-16 2-26"/><circle cx="90" cy="44" r="14" fill="${GREEN}" fill-opacity="0.35"/><circle cx="80" cy="50" r="9" fill="${GREEN}" fill-opacity="0.35"/>`,
  /** A glazed mirador over two floors, as on the Castellana's older fronts. */
  'castellana-piso': () =>
    `<path d="M36 22H84M38 22v4h44v-4"/>${panes(40, 26, 40, 26, 3, 2)}<path d="M40 52h40v12H40Z"/><path d="M46 55l4 3-4 3-4-3zM60 55l4 3-4 3-4-3zM74 55l4 3-4 3-4-3z"/><path d="M36 64H84"/>${panes(40, 66, 40, 26, 3, 2)}<path d="M40 92h40v10H40Z"/><path d="M36 102H84M40 102l4 6h32l4-6"/>`,
  /** A corner townhouse: the end of a terrace of three, pines behind. */
  'majadahonda-adosado': () =>
    `${ground(90)}${pine(30, 70, 40)}<path d="M14 90V62L28 52L42 62V90M42 90V62L56 52L70 62V90"/><path d="M70 90V58H100V90M66 58L85 44L104 58"/>${panes(76, 64, 18, 12, 2, 1)}<path d="M22 90V78h8v12M50 90V78h8v12"/><path d="M86 90V78h8v12" stroke-width="1.5"/>`,
  /** The Retiro: the Palacio de Cristal's dome, arch and portico over the pond. */
  'retiro-duplex': () =>
    `<path d="M10 80H110"/><path d="M26 80V64H94V80"/><path d="M30 64q10-8 16 0M74 64q10-8 16 0"/><path d="M40 64a20 20 0 0 1 40 0"/><path d="M48 44h24v-6H48Z"/><path d="M46 38C46 28 54 22 60 20C66 22 74 28 74 38"/><path d="M60 20v-6"/><path d="M50 80V68h20v12M50 68l10-6 10 6M55 68v12M60 68v12M65 68v12"/>${bars(30, 90, 70, 80, 6)}<path d="M14 88q10 3 20 0t20 0 20 0 20 0 20 0M24 96q8 3 16 0t16 0 16 0 16 0" stroke-width="0.7"/>`,
  /** El Viso: a 1930s house of cubes, flat roofs, a corner window, a garden tree. */
  'el-viso-hotel': () =>
    `${ground(92)}<path d="M24 92V56H64V92M64 92V40H96V92"/><path d="M22 56H66M62 40H98"/>${panes(70, 46, 20, 12, 2, 1)}<path d="M30 64h22v10H30Z"/><path d="M72 92V76h10v16"/><path d="M64 66h32" stroke-width="0.6"/><path d="M16 92q0-14 2-22"/><circle cx="18" cy="62" r="10" fill="${GREEN}" fill-opacity="0.35"/>`,
  /** Three let homes: three small houses, evenly spaced. */
  'las-rozas-inversion': () =>
    `${ground(86)}${house(14, 86, 24, 18, 12)}${house(48, 86, 24, 18, 12)}${house(82, 86, 24, 18, 12)}`,
  /** A classic flat to refurbish: a fragment of plan, walls, a door's swing, a balcony window. */
  'trafalgar-piso': () =>
    `<path d="M18 24H102V96H18Z" stroke-width="2.4"/><path d="M60 24V60M60 74V96M18 60H46" stroke-width="2"/><path d="M60 60a14 14 0 0 1 14 14" stroke-width="0.7" stroke-dasharray="2 2"/><path d="M60 60h14" stroke-width="0.7"/><path d="M30 96v4h20v-4M78 96v4h16v-4" stroke-width="1.2"/><path d="M28 40h22M80 44h10v10" stroke-width="0.6"/><path d="M24 88l6 -6M88 88l6-6" stroke-width="0.6"/>`,
  /** A building plot: its boundary, the planned house, dimension lines and a north point. */
  'boadilla-parcela': () =>
    `<path d="M28 36L86 30L92 84L34 90Z" stroke-dasharray="4 2"/><path d="M46 48H74V70H46Z" fill="${GREEN}" fill-opacity="0.2"/><path d="M46 48L74 70M74 48L46 70" stroke-width="0.5"/><path d="M34 98H92M34 95v6M92 95v6" stroke-width="0.7"/><path d="M100 30V84M97 30h6M97 84h6" stroke-width="0.7"/><path d="M60 16l-4 9h8Z" fill="${INK}"/>`,
};

export const CASE_VIGNETTES = Object.fromEntries(Object.entries(DRAWINGS).map(([id, draw]) => [id, () => plate(id, draw())]));
