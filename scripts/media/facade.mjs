// A classic Madrid residential façade of the Ensanche (Salamanca, Chamberí, c. 1870–1930) drawn in
// elevation, as an architect's wash rendering: tall balcony doors with stone surrounds and pediments,
// iron balconies on corbels, louvred shutters and roll-down blinds, glazed miradores, a bracketed
// cornice and a slate mansard with dormers. Sun from the upper left at 45°, as in classical
// sciagraphy, so every projection casts its depth down and to the right.
//
// Every part returns separate layers that a scene stacks in order: `wash` (colour, under the wash
// filter), `crisp` (thin painted parts that must stay straight), `cast` (cast shadows, multiplied),
// `ink` (lines and ironwork) and `plants`.
import { CAST, GERANIUM, IRON, LINE, OLIVE, PINE, SAGE, SHUTTER, attrs, circle, line, path, r1, rect } from './svg.mjs';

export const emptyLayers = () => ({ wash: [], crisp: [], cast: [], ink: [], plants: [] });

export function merge(target, source) {
  for (const key of Object.keys(target)) target[key].push(...(source[key] ?? []));
  return target;
}

const FRAME = '#f3ecdd';
const SHADOW = CAST;

/**
 * A balcony door (balconera): opening `w`×`h` at (x, y) with its surround, crown, shutters or blind.
 * opts: crown 'cornice' | 'pediment' | 'segment' | 'none'; shutters 'open' | 'blind' | 'none';
 * blindDrop (0–1) for the roll-down blind; balcony { depth, overhang } or null; plants.
 */
export function balconyDoor(x, y, w, h, opts = {}) {
  const L = emptyLayers();
  const {
    crown = 'cornice',
    shutters = 'none',
    blindDrop = 0.35,
    balcony = null,
    surround = 13,
    stone = '#efe3cc',
    interior = 'glass',
  } = opts;
  const s = surround;
  // Stone surround with "ears" at the top corners.
  const ear = 7;
  L.wash.push(
    path(`M${x - s} ${y + h} V${y + 30} H${x - s - ear} V${y - s} H${x + w + s + ear} V${y + 30} H${x + w + s} V${y + h} Z`, {
      fill: stone,
    }),
  );
  L.ink.push(
    path(`M${x - s} ${y + h} V${y + 30} H${x - s - ear} V${y - s} H${x + w + s + ear} V${y + 30} H${x + w + s} V${y + h}`, {
      fill: 'none',
      stroke: LINE,
      'stroke-width': 1.1,
    }),
  );
  // Glass reflecting the sky above, the dim room below; a sheer curtain in some rooms.
  L.wash.push(rect(x, y, w, h, { fill: 'url(#glass)' }));
  if (interior === 'curtain') {
    const folds = [];
    for (let fx = x + 5; fx < x + w - 4; fx += 7)
      folds.push(`M${r1(fx)} ${r1(y + h * 0.12)} q2 ${r1(h * 0.35)} 0 ${r1(h * 0.62)}`);
    L.wash.push(rect(x + 2, y + h * 0.1, w - 4, h * 0.66, { fill: '#e9e2d4', opacity: 0.55 }));
    L.ink.push(path(folds.join(''), { stroke: '#8d8377', 'stroke-width': 0.6, opacity: 0.5, fill: 'none' }));
  } else if (interior === 'open') {
    // One leaf open into the room: the dark interior shows.
    L.wash.push(rect(x + w / 2, y, w / 2, h, { fill: '#2e2622', opacity: 0.75 }));
  }
  // Sky reflected across the upper panes, as a diagonal light band.
  L.crisp.push(
    path(`M${x} ${y + h * 0.18} L${x + w * 0.5} ${y} H${x + w * 0.8} L${x} ${y + h * 0.42} Z`, {
      fill: '#c9d6de',
      opacity: 0.28,
    }),
  );
  // Two leaves: frames, glazing bars, a wooden panel at the foot.
  const stile = Math.max(4, w * 0.07);
  const panel = h * 0.2;
  const leafW = w / 2;
  for (const [n, lx] of [x, x + leafW].entries()) {
    if (interior === 'open' && n === 1) continue;
    L.crisp.push(
      path(
        `M${lx} ${y} h${leafW} v${h} h${-leafW} Z M${lx + stile} ${y + stile} v${h - panel - stile * 1.5} h${leafW - 2 * stile} v${-(h - panel - stile * 1.5)} Z`,
        { fill: FRAME, 'fill-rule': 'evenodd' },
      ),
    );
    const paneTop = y + stile;
    const paneBottom = y + h - panel - stile / 2;
    const panes = 4;
    for (let i = 1; i < panes; i++) {
      const py = paneTop + ((paneBottom - paneTop) * i) / panes;
      L.crisp.push(rect(lx + stile, py - 1.1, leafW - 2 * stile, 2.2, { fill: FRAME }));
    }
    L.ink.push(
      rect(lx + stile, paneTop, leafW - 2 * stile, paneBottom - paneTop, { fill: 'none', stroke: LINE, 'stroke-width': 0.6 }),
    );
    L.ink.push(
      rect(lx + stile * 1.6, y + h - panel + stile * 0.4, leafW - 3.2 * stile, panel - stile * 1.4, {
        fill: 'none',
        stroke: LINE,
        'stroke-width': 0.5,
        opacity: 0.7,
      }),
    );
  }
  L.ink.push(rect(x, y, w, h, { fill: 'none', stroke: LINE, 'stroke-width': 1 }));
  // Reveal: the left jamb and the lintel shade the inside of the opening.
  const reveal = Math.min(w, h) * 0.16;
  L.cast.push(path(`M${x} ${y} H${x + w} V${y + reveal} H${x + reveal} V${y + h} H${x} Z`, { fill: SHADOW, opacity: 0.6 }));

  // Crown.
  const top = y - s;
  const cw = w + 2 * s + 2 * ear + 10;
  const cx0 = x - s - ear - 5;
  if (crown === 'cornice' || crown === 'pediment' || crown === 'segment') {
    const frieze = 16;
    L.wash.push(rect(x - s - ear, top - frieze, w + 2 * s + 2 * ear, frieze, { fill: stone }));
    L.ink.push(rect(x - s - ear, top - frieze, w + 2 * s + 2 * ear, frieze, { fill: 'none', stroke: LINE, 'stroke-width': 0.9 }));
    const corniceY = top - frieze - 7;
    L.wash.push(rect(cx0, corniceY, cw, 7, { fill: stone }));
    L.ink.push(rect(cx0, corniceY, cw, 7, { fill: 'none', stroke: LINE, 'stroke-width': 1.1 }));
    // Shadow of the crown's cornice on the frieze and the wall.
    L.cast.push(path(`M${cx0} ${corniceY + 7} h${cw} l6 6 h${-cw + 6} Z`, { fill: SHADOW, opacity: 0.5 }));
    L.cast.push(rect(cx0 + cw, corniceY + 4, 9, 22, { fill: SHADOW, opacity: 0.35 }));
    if (crown === 'pediment') {
      const ph = cw * 0.2;
      const d = `M${cx0} ${corniceY} L${cx0 + cw / 2} ${corniceY - ph} L${cx0 + cw} ${corniceY} Z`;
      L.wash.push(path(d, { fill: stone }));
      L.ink.push(path(d, { fill: 'none', stroke: LINE, 'stroke-width': 1.1 }));
      L.ink.push(
        path(`M${cx0 + 14} ${corniceY - 3} L${cx0 + cw / 2} ${corniceY - ph + 8} L${cx0 + cw - 14} ${corniceY - 3}`, {
          fill: 'none',
          stroke: LINE,
          'stroke-width': 0.6,
          opacity: 0.7,
        }),
      );
      L.cast.push(
        path(`M${cx0 + cw / 2} ${corniceY - ph} L${cx0 + cw} ${corniceY} l8 6 L${cx0 + cw / 2 + 8} ${corniceY - ph + 8} Z`, {
          fill: SHADOW,
          opacity: 0.3,
        }),
      );
    } else if (crown === 'segment') {
      const rise = cw * 0.12;
      const d = `M${cx0} ${corniceY} Q${cx0 + cw / 2} ${corniceY - rise * 2} ${cx0 + cw} ${corniceY} Z`;
      L.wash.push(path(d, { fill: stone }));
      L.ink.push(path(d, { fill: 'none', stroke: LINE, 'stroke-width': 1.1 }));
    }
    // Keystone.
    L.wash.push(path(`M${x + w / 2 - 9} ${top} h18 l-3 ${-frieze} h-12 Z`, { fill: '#f4ead6' }));
    L.ink.push(path(`M${x + w / 2 - 9} ${top} h18 l-3 ${-frieze} h-12 Z`, { fill: 'none', stroke: LINE, 'stroke-width': 0.8 }));
  }

  if (shutters === 'open') {
    // Louvred wooden leaves folded back against the wall.
    const sw = w / 2 - 2;
    for (const [sx, side] of [
      [x - s - sw - 3, -1],
      [x + w + s + 3, 1],
    ]) {
      L.wash.push(rect(sx, y + 4, sw, h - 6, { fill: SHUTTER }));
      const slats = [];
      for (let sy = y + 14; sy < y + h - 10; sy += 5.5) slats.push(`M${sx + 4} ${sy} h${sw - 8}`);
      L.ink.push(path(slats.join(''), { stroke: '#2f3a33', 'stroke-width': 0.7, opacity: 0.55, fill: 'none' }));
      L.ink.push(rect(sx, y + 4, sw, h - 6, { fill: 'none', stroke: LINE, 'stroke-width': 1 }));
      L.ink.push(line(sx + 4, y + h * 0.5, sx + sw - 4, y + h * 0.5, { stroke: LINE, 'stroke-width': 1.6, opacity: 0.6 }));
      // The right leaf throws its thickness onto the wall.
      if (side === 1) L.cast.push(rect(sx + sw, y + 10, 6, h - 10, { fill: SHADOW, opacity: 0.45 }));
    }
  } else if (shutters === 'blind') {
    // The roll-down slatted blind of Madrid summers, half drawn, hung outside the opening.
    const bh = h * blindDrop;
    L.wash.push(rect(x - 3, y - 2, w + 6, bh, { fill: '#c7ad80' }));
    const slats = [];
    for (let sy = y + 2; sy < y + bh - 2; sy += 4) slats.push(`M${x - 3} ${sy} h${w + 6}`);
    L.ink.push(path(slats.join(''), { stroke: '#6b5437', 'stroke-width': 0.6, opacity: 0.55, fill: 'none' }));
    L.ink.push(rect(x - 3, y - 2, w + 6, bh, { fill: 'none', stroke: LINE, 'stroke-width': 0.9 }));
    L.ink.push(rect(x - 3, y + bh - 4, w + 6, 4, { fill: '#8a6f4b', stroke: LINE, 'stroke-width': 0.6 }));
    L.cast.push(path(`M${x - 3} ${y + bh} h${w + 6} l6 8 h${-w - 6} Z`, { fill: SHADOW, opacity: 0.45 }));
    // Cords.
    L.ink.push(line(x + 6, y + bh, x + 6, y + bh + h * 0.25, { stroke: LINE, 'stroke-width': 0.5, opacity: 0.6 }));
  }

  if (balcony) merge(L, ironBalcony(x - s - 18, x + w + s + 18, y + h, h, balcony));
  return L;
}

/**
 * An iron balcony: stone slab on two scrolled corbels, a railing of bars with a band of rings, its
 * shadow on the wall. `depth` is the projection in px (the cast shadow's offset).
 */
export function ironBalcony(x0, x1, floorY, doorH, { depth = 26, plants = null, seed = 1 } = {}) {
  const L = emptyLayers();
  const slab = 11;
  const railH = doorH * 0.36;
  const top = floorY - railH;
  // Slab and its moulded edge.
  L.wash.push(rect(x0, floorY, x1 - x0, slab, { fill: '#eadcc2' }));
  L.ink.push(rect(x0, floorY, x1 - x0, slab, { fill: 'none', stroke: LINE, 'stroke-width': 1.1 }));
  L.ink.push(line(x0, floorY + 4, x1, floorY + 4, { stroke: LINE, 'stroke-width': 0.6, opacity: 0.7 }));
  // Corbels (ménsulas): an S-scroll in profile seen from the front as a tapered block.
  for (const cx of [x0 + 14, x1 - 30]) {
    const d = `M${cx} ${floorY + slab} h16 v8 q-2 14 -6 22 h-4 q-4 -8 -6 -22 Z`;
    L.wash.push(path(d, { fill: '#e6d6b9' }));
    L.ink.push(path(d, { fill: 'none', stroke: LINE, 'stroke-width': 0.9 }));
    L.ink.push(circle(cx + 8, floorY + slab + 9, 2.5, { fill: 'none', stroke: LINE, 'stroke-width': 0.6 }));
    L.cast.push(
      path(`M${cx + 16} ${floorY + slab} l${depth * 0.5} ${depth * 0.5} v16 l-10 10 h-6 Z`, { fill: SHADOW, opacity: 0.4 }),
    );
  }
  // Shadow of the slab on the wall.
  L.cast.push(path(`M${x0} ${floorY + slab} H${x1} l${depth} ${depth} H${x0 + depth} Z`, { fill: SHADOW, opacity: 0.5 }));
  // Railing: posts, bars, a band of rings near the foot, the handrail.
  const bars = [];
  const barShadows = [];
  const spacing = 9;
  for (let bx = x0 + 6; bx <= x1 - 6; bx += spacing) {
    bars.push(`M${r1(bx)} ${r1(top)} V${r1(floorY)}`);
    barShadows.push(`M${r1(bx + depth * 0.9)} ${r1(top + depth * 0.9)} V${r1(floorY + depth * 0.9)}`);
  }
  const ringY = floorY - railH * 0.22;
  const rings = [];
  for (let bx = x0 + 6 + spacing / 2; bx < x1 - 6; bx += spacing) rings.push(circle(bx, ringY, spacing / 2 - 0.5, {}));
  L.ink.push(path(bars.join(''), { stroke: IRON, 'stroke-width': 1.1, fill: 'none' }));
  L.ink.push(`<g ${attrs({ fill: 'none', stroke: IRON, 'stroke-width': 1 })}>${rings.join('')}</g>`);
  L.ink.push(line(x0 + 2, ringY - spacing / 2, x1 - 2, ringY - spacing / 2, { stroke: IRON, 'stroke-width': 1 }));
  L.ink.push(line(x0 + 2, ringY + spacing / 2, x1 - 2, ringY + spacing / 2, { stroke: IRON, 'stroke-width': 1 }));
  L.ink.push(rect(x0 + 1, top - 3, x1 - x0 - 2, 4, { fill: IRON }));
  L.ink.push(rect(x0 + 2, top, 4, railH, { fill: IRON }));
  L.ink.push(rect(x1 - 6, top, 4, railH, { fill: IRON }));
  // The railing's shadow, falling on the wall and the door behind it.
  L.cast.push(path(barShadows.join(''), { stroke: SHADOW, 'stroke-width': 1.6, opacity: 0.45, fill: 'none' }));
  L.cast.push(rect(x0 + depth * 0.9, top + depth * 0.9 - 3, x1 - x0, 4, { fill: SHADOW, opacity: 0.4 }));
  if (plants) merge(L, balconyPlants(x0, x1, top, floorY, plants, seed));
  return L;
}

/**
 * Pots of geraniums on the slab and trailing greenery over the rail. `sway(i)` returns an angle in
 * degrees for leaf cluster i (0 for a still), so the hero loop can move them in a breeze.
 */
export function balconyPlants(x0, x1, railTop, floorY, { pots = 3, trailing = true, sway = () => 0, scale = 1 }, seed = 1) {
  const L = emptyLayers();
  let k = seed * 7 + 1;
  const rand = () => {
    k = (k * 16807) % 2147483647;
    return k / 2147483647;
  };
  const span = x1 - x0;
  for (let i = 0; i < pots; i++) {
    const px = x0 + span * ((i + 0.5) / pots) + (rand() - 0.5) * 14;
    const potW = 22 * scale;
    const potH = 18 * scale;
    const potTop = floorY - potH;
    // Terracotta pot behind the bars.
    L.wash.push(path(`M${px - potW / 2} ${potTop} h${potW} l-3 ${potH} h${-potW + 6} Z`, { fill: '#b86a48' }));
    // Foliage: overlapping round leaves, then flower heads.
    const angle = sway(i);
    const leaves = [];
    const flowers = [];
    for (let j = 0; j < 9; j++) {
      const lx = px + (rand() - 0.5) * potW * 1.8;
      const ly = potTop - rand() * 26 * scale;
      leaves.push(circle(lx, ly, (5 + rand() * 4) * scale, { fill: j % 2 ? SAGE : OLIVE, opacity: 0.92 }));
    }
    for (let j = 0; j < 4; j++) {
      const fx = px + (rand() - 0.5) * potW * 1.6;
      const fy = potTop - (14 + rand() * 20) * scale;
      flowers.push(circle(fx, fy, (3.2 + rand() * 2.2) * scale, { fill: GERANIUM }));
      flowers.push(circle(fx + 2, fy - 2, 1.6 * scale, { fill: '#e07a5c' }));
    }
    L.plants.push(`<g transform="rotate(${r1(angle)} ${r1(px)} ${r1(potTop)})">${leaves.join('')}${flowers.join('')}</g>`);
  }
  if (trailing) {
    // Ivy falling over the handrail in two strands.
    for (let strand = 0; strand < 2; strand++) {
      const sx = x0 + span * (strand ? 0.78 : 0.18);
      const angle = sway(pots + strand);
      const parts = [];
      const len = (48 + rand() * 30) * scale;
      parts.push(path(`M${sx} ${railTop} q4 ${len / 2} -2 ${len}`, { stroke: PINE, 'stroke-width': 1, fill: 'none' }));
      for (let t = 6; t < len; t += 7 * scale) {
        const lx = sx + Math.sin(t / 9) * 4;
        parts.push(
          path(`M${r1(lx)} ${r1(railTop + t)} l${-5 * scale} ${3 * scale} l${4 * scale} ${4 * scale} l${5 * scale} -4 Z`, {
            fill: t % 14 < 7 ? OLIVE : PINE,
            opacity: 0.95,
          }),
        );
      }
      L.plants.push(`<g transform="rotate(${r1(angle)} ${r1(sx)} ${r1(railTop)})">${parts.join('')}</g>`);
    }
  }
  return L;
}

/**
 * A mirador: a glazed bay projecting from the façade over several floors, white-painted frames and
 * many small panes, a panelled apron at each floor, a small cornice and roof on top. Its depth casts a
 * broad shadow to the right.
 */
export function mirador(x, w, floors, { depth = 44, roofY } = {}) {
  const L = emptyLayers();
  const topY = Math.min(...floors.map((f) => f.y));
  const bottomY = Math.max(...floors.map((f) => f.y + f.h));
  // Broad shadow on the wall to the right and below.
  L.cast.push(
    path(`M${x + w + 10} ${topY - 18} l${depth} ${depth} V${bottomY + depth + 12} H${x + w + 6} V${topY - 18} Z`, {
      fill: SHADOW,
      opacity: 0.6,
    }),
  );
  L.cast.push(
    path(`M${x - 6} ${bottomY + 12} H${x + w + 6} l${depth} ${depth} H${x - 6 + depth} Z`, { fill: SHADOW, opacity: 0.55 }),
  );
  const lights = 3;
  const frame = 5;
  for (const f of floors) {
    const apron = f.h * 0.24;
    const glassH = f.h - apron;
    const transom = f.y + glassH * 0.24;
    // Glass, then the white-painted frame: posts between lights, a transom, small panes above it.
    L.wash.push(rect(x, f.y, w, glassH, { fill: 'url(#glass)' }));
    L.crisp.push(
      path(`M${x} ${f.y + glassH * 0.3} L${x + w * 0.45} ${f.y} H${x + w * 0.7} L${x} ${f.y + glassH * 0.62} Z`, {
        fill: '#d2dde3',
        opacity: 0.3,
      }),
    );
    const bars = [];
    for (let i = 0; i <= lights; i++) bars.push(rect(x + (w * i) / lights - frame / 2, f.y, frame, glassH, {}));
    bars.push(rect(x - frame / 2, f.y, w + frame, frame, {}), rect(x - frame / 2, transom - 2, w + frame, 4, {}));
    for (let i = 0; i < lights; i++) {
      const lx = x + (w * i) / lights;
      const lw = w / lights;
      for (let j = 1; j < 3; j++) bars.push(rect(lx + (lw * j) / 3 - 1, f.y, 2, transom - f.y, {}));
      bars.push(rect(lx + lw / 2 - 1.3, transom, 2.6, f.y + glassH - transom, {}));
    }
    L.crisp.push(`<g fill="${FRAME}">${bars.join('')}</g>`);
    L.ink.push(rect(x - frame / 2, f.y, w + frame, glassH, { fill: 'none', stroke: LINE, 'stroke-width': 0.9 }));
    L.ink.push(line(x, transom - 2, x + w, transom - 2, { stroke: LINE, 'stroke-width': 0.5, opacity: 0.6 }));
    // Apron: a wooden panel with a moulded rectangle and a lozenge.
    L.crisp.push(rect(x - frame / 2, f.y + glassH, w + frame, apron, { fill: FRAME }));
    L.ink.push(rect(x - frame / 2, f.y + glassH, w + frame, apron, { fill: 'none', stroke: LINE, 'stroke-width': 0.9 }));
    const ay = f.y + glassH;
    for (let i = 0; i < lights; i++) {
      const lx = x + (w * i) / lights;
      const lw = w / lights;
      L.ink.push(rect(lx + 6, ay + 7, lw - 12, apron - 14, { fill: 'none', stroke: LINE, 'stroke-width': 0.5, opacity: 0.7 }));
      L.ink.push(
        path(
          `M${lx + lw / 2} ${ay + 12} l${lw * 0.22} ${apron / 2 - 12} l${-lw * 0.22} ${apron / 2 - 12} l${-lw * 0.22} ${-(apron / 2 - 12)} Z`,
          { fill: 'none', stroke: LINE, 'stroke-width': 0.5, opacity: 0.6 },
        ),
      );
    }
    // Floor band between storeys.
    L.crisp.push(rect(x - 8, f.y + f.h, w + 16, 12, { fill: FRAME }));
    L.ink.push(rect(x - 8, f.y + f.h, w + 16, 12, { fill: 'none', stroke: LINE, 'stroke-width': 0.9 }));
    L.cast.push(rect(x - 2, f.y + f.h + 12, w + 12, 6, { fill: SHADOW, opacity: 0.4 }));
  }
  // Crowning cornice and, where given, a small zinc roof.
  const cy = topY - 20;
  L.crisp.push(rect(x - 12, cy, w + 24, 20, { fill: FRAME }));
  L.ink.push(rect(x - 12, cy, w + 24, 20, { fill: 'none', stroke: LINE, 'stroke-width': 1 }));
  L.ink.push(line(x - 12, cy + 7, x + w + 12, cy + 7, { stroke: LINE, 'stroke-width': 0.5 }));
  L.cast.push(rect(x - 6, cy + 20, w + 12, 7, { fill: SHADOW, opacity: 0.5 }));
  if (roofY !== undefined) {
    const d = `M${x - 10} ${cy} Q${x + w / 2} ${roofY - 6} ${x + w + 10} ${cy} Z`;
    L.wash.push(path(d, { fill: '#9aa2a6' }));
    L.ink.push(path(d, { fill: 'none', stroke: LINE, 'stroke-width': 0.9 }));
  }
  return L;
}

/** The main cornice: frieze, modillions, corona; its deep shadow on the wall. */
export function mainCornice(x0, x1, y, { depth = 40, stone = '#ece0c8' } = {}) {
  const L = emptyLayers();
  const frieze = 26;
  const modH = 20;
  const corona = 16;
  // Frieze (lowest), modillion band, corona (top).
  const fy = y + modH + corona;
  L.wash.push(rect(x0, y, x1 - x0, corona + modH + frieze, { fill: stone }));
  L.cast.push(rect(x0, y + corona, x1 - x0, modH, { fill: SHADOW, opacity: 0.55 }));
  L.cast.push(rect(x0, fy + frieze, x1 - x0, depth, { fill: SHADOW, opacity: 0.42 }));
  const mods = [];
  for (let mx = x0 + 10; mx < x1 - 10; mx += 34) {
    const d = `M${mx} ${y + corona} h12 v${modH * 0.45} q0 ${modH * 0.55} -6 ${modH * 0.55} q-6 0 -6 ${-modH * 0.55} Z`;
    L.wash.push(path(d, { fill: stone }));
    mods.push(d);
  }
  L.ink.push(path(mods.join(' '), { fill: 'none', stroke: LINE, 'stroke-width': 0.8 }));
  L.ink.push(rect(x0, y, x1 - x0, corona, { fill: 'none', stroke: LINE, 'stroke-width': 1.3 }));
  L.ink.push(line(x0, y + 5, x1, y + 5, { stroke: LINE, 'stroke-width': 0.6, opacity: 0.8 }));
  L.ink.push(line(x0, fy, x1, fy, { stroke: LINE, 'stroke-width': 0.9 }));
  L.ink.push(line(x0, fy + frieze, x1, fy + frieze, { stroke: LINE, 'stroke-width': 0.9 }));
  // Dentils along the foot of the frieze.
  const dentils = [];
  for (let dx = x0 + 4; dx < x1 - 4; dx += 9) dentils.push(`M${dx} ${fy + frieze - 7} h5 v7 h-5 Z`);
  L.ink.push(path(dentils.join(''), { fill: 'none', stroke: LINE, 'stroke-width': 0.5, opacity: 0.6 }));
  return L;
}

/** A slate mansard with dormers (buhardillas) centred on the given bay axes, chimneys between. */
export function mansard(x0, x1, baseY, topY, axes, { chimneys = [] } = {}) {
  const L = emptyLayers();
  const inset = (baseY - topY) * 0.25;
  const d = `M${x0} ${baseY} L${x0 + inset} ${topY} H${x1 - inset} L${x1} ${baseY} Z`;
  L.wash.push(path(d, { fill: '#8b95a0' }));
  // Slate courses.
  const courses = [];
  for (let cy = topY + 7; cy < baseY; cy += 7) courses.push(`M${x0} ${cy} H${x1}`);
  L.ink.push(
    `<g clip-path="url(#mansard-clip)">${path(courses.join(''), { stroke: '#3e4650', 'stroke-width': 0.5, opacity: 0.45, fill: 'none' })}</g>`,
  );
  L.ink.push(`<clipPath id="mansard-clip"><path d="${d}"/></clipPath>`);
  L.ink.push(path(d, { fill: 'none', stroke: LINE, 'stroke-width': 1.2 }));
  for (const [i, ax] of axes.entries()) {
    const dw = 46;
    const dh = (baseY - topY) * 0.78;
    const dx = ax - dw / 2;
    const dy = baseY - dh;
    const roundTop = i % 2 === 0;
    const crown = roundTop
      ? `M${dx - 6} ${dy + 8} Q${ax} ${dy - 22} ${dx + dw + 6} ${dy + 8} Z`
      : `M${dx - 7} ${dy + 6} L${ax} ${dy - 16} L${dx + dw + 7} ${dy + 6} Z`;
    L.wash.push(rect(dx, dy, dw, dh, { fill: '#efe5d2' }), path(crown, { fill: '#efe5d2' }));
    L.wash.push(rect(dx + 8, dy + 12, dw - 16, dh - 14, { fill: 'url(#glass)' }));
    L.ink.push(
      rect(dx, dy, dw, dh, { fill: 'none', stroke: LINE, 'stroke-width': 1 }),
      path(crown, { fill: 'none', stroke: LINE, 'stroke-width': 1 }),
    );
    L.ink.push(line(ax, dy + 12, ax, baseY - 2, { stroke: FRAME, 'stroke-width': 2 }));
    L.ink.push(rect(dx + 8, dy + 12, dw - 16, dh - 14, { fill: 'none', stroke: LINE, 'stroke-width': 0.7 }));
    L.cast.push(path(`M${dx + dw} ${dy + 4} l14 14 V${baseY} H${dx + dw} Z`, { fill: '#3e4650', opacity: 0.35 }));
  }
  for (const cxm of chimneys) {
    const ch = `M${cxm} ${topY} v-44 h30 v44 Z`;
    L.wash.push(path(ch, { fill: '#c98b66' }));
    L.ink.push(
      path(ch, { fill: 'none', stroke: LINE, 'stroke-width': 1 }),
      rect(cxm - 3, topY - 50, 36, 7, { fill: '#e9ddc7', stroke: LINE, 'stroke-width': 0.9 }),
    );
    L.cast.push(path(`M${cxm + 30} ${topY - 44} l16 16 V${topY} h-16 Z`, { fill: '#3e4650', opacity: 0.3 }));
  }
  return L;
}

/** Horizontal rustication joints (ground floors, quoins) clipped to a rectangle. */
export function rustication(x0, y0, x1, y1, { course = 22, opacity = 0.35 } = {}) {
  const joints = [];
  for (let y = y0 + course; y < y1; y += course) joints.push(`M${x0} ${y} H${x1}`);
  return path(joints.join(''), { stroke: LINE, 'stroke-width': 0.8, opacity, fill: 'none' });
}

/** Plane-tree leaves (plátano de sombra, Madrid's street tree): five-lobed, for foreground foliage. */
export function planeLeaf(cx, cy, size, angle, fill) {
  const s = size;
  const d = `M0 ${s * 0.5} C${-s * 0.1} ${s * 0.2} ${-s * 0.5} ${s * 0.25} ${-s * 0.62} ${s * 0.05} L${-s * 0.38} ${-s * 0.02} L${-s * 0.55} ${-s * 0.3} L${-s * 0.2} ${-s * 0.24} L0 ${-s * 0.62} L${s * 0.2} ${-s * 0.24} L${s * 0.55} ${-s * 0.3} L${s * 0.38} ${-s * 0.02} L${s * 0.62} ${s * 0.05} C${s * 0.5} ${s * 0.25} ${s * 0.1} ${s * 0.2} 0 ${s * 0.5} Z`;
  return `<path transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(angle)})" d="${d}" fill="${fill}"/>`;
}
