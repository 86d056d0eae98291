// Hero scene 3: the Retiro's Palacio de Cristal (Velázquez Bosco, 1887) at golden hour, seen across
// its pond past a horse chestnut and the bald cypresses that stand in the water. The sun, low in the
// west (right), gilds the treetops and the dome's crown while the pavilion rests in the trees' soft
// shade; the pond's reflection ripples and the glints on the water drift. See docs/decisions/0022.
import { over, rasterize } from './raster.mjs';
import { baldCypress, canopy, foliageDefs, foliageFilter, trunk } from './trees.mjs';
import {
  LINE,
  circle,
  fullFrameWash,
  gradient,
  line,
  paintFilters,
  paperGround,
  paperOver,
  path,
  r1,
  rect,
  rng,
  svg,
} from './svg.mjs';

const W = 1920;
const H = 1080;
/** The waterline: the pond's surface begins here and mirrors what stands above it. */
const WATER_Y = 720;
const IRON = '#3a3330';
const STONE = '#9c8868';
const GLOW = 'url(#glow)';

/** A panel of glazing: glowing glass behind a grid of slender iron bars. */
function glazing(x, y, w, h, { cols, rows }) {
  const bars = [];
  for (let i = 0; i <= cols; i++) bars.push(`M${r1(x + (w * i) / cols)} ${r1(y)} V${r1(y + h)}`);
  for (let j = 0; j <= rows; j++) bars.push(`M${r1(x)} ${r1(y + (h * j) / rows)} H${r1(x + w)}`);
  return (
    rect(x, y, w, h, { fill: GLOW }) + path(bars.join(''), { stroke: IRON, 'stroke-width': 1.1, fill: 'none', opacity: 0.85 })
  );
}

/** A semicircular glazed arch (the end of a glass vault) with radiating and concentric bars. */
function glassArch(cx, springY, radius, { spokes = 12, rings = 3 } = {}) {
  const d = `M${cx - radius} ${springY} A${radius} ${radius} 0 0 1 ${cx + radius} ${springY} Z`;
  const bars = [];
  for (let i = 1; i < spokes; i++) {
    const a = Math.PI + (Math.PI * i) / spokes;
    bars.push(`M${cx} ${springY} L${r1(cx + Math.cos(a) * radius)} ${r1(springY + Math.sin(a) * radius)}`);
  }
  for (let j = 1; j <= rings; j++) {
    const r = (radius * j) / (rings + 1);
    bars.push(`M${r1(cx - r)} ${springY} A${r1(r)} ${r1(r)} 0 0 1 ${r1(cx + r)} ${springY}`);
  }
  return (
    path(d, { fill: GLOW }) +
    path(bars.join(''), { stroke: IRON, 'stroke-width': 1.1, fill: 'none', opacity: 0.85 }) +
    path(`M${cx - radius} ${springY} A${radius} ${radius} 0 0 1 ${cx + radius} ${springY}`, {
      stroke: IRON,
      'stroke-width': 3,
      fill: 'none',
    })
  );
}

/** The pavilion in elevation from the pond: brick and tile plinth, Ionic portico, glass nave, dome, wings. */
function palace(cx) {
  const parts = [];
  const base = WATER_Y - 8;
  const plinthTop = base - 46;
  const halfW = 390;
  // Wings: glazed walls under low curved roofs, arched glass ends.
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? cx - halfW : cx + 150;
    const x1 = side < 0 ? cx - 150 : cx + halfW;
    const wallTop = plinthTop - 118;
    parts.push(glazing(x0, wallTop, x1 - x0, 118, { cols: Math.round((x1 - x0) / 16), rows: 4 }));
    const roof = `M${x0} ${wallTop} Q${(x0 + x1) / 2} ${wallTop - 64} ${x1} ${wallTop} Z`;
    parts.push(path(roof, { fill: GLOW }));
    const ribs = [];
    for (let x = x0 + 16; x < x1; x += 16) {
      const t = (x - x0) / (x1 - x0);
      ribs.push(`M${r1(x)} ${wallTop} V${r1(wallTop - 64 * 2 * t * (1 - t) * 1)}`);
    }
    parts.push(path(ribs.join(''), { stroke: IRON, 'stroke-width': 1, fill: 'none', opacity: 0.8 }));
    parts.push(
      path(`M${x0} ${wallTop} Q${(x0 + x1) / 2} ${wallTop - 64} ${x1} ${wallTop}`, {
        stroke: IRON,
        'stroke-width': 2.4,
        fill: 'none',
      }),
    );
    // The arched end bay at the outer end.
    const endCx = side < 0 ? x0 + 48 : x1 - 48;
    parts.push(glassArch(endCx, wallTop, 48, { spokes: 8, rings: 2 }));
    parts.push(line(x0, wallTop, x1, wallTop, { stroke: IRON, 'stroke-width': 3 }));
  }
  // The nave's great arched end, behind the portico.
  const naveSpring = plinthTop - 150;
  parts.push(glazing(cx - 150, naveSpring, 300, 150, { cols: 16, rows: 4 }));
  parts.push(glassArch(cx, naveSpring, 150, { spokes: 14, rings: 3 }));
  // Dome over the crossing: a glazed drum, a bell-shaped dome of ribs, a lantern and a finial.
  const drumTop = naveSpring - 150 - 34;
  parts.push(glazing(cx - 84, drumTop, 168, 40, { cols: 12, rows: 1 }));
  const domeTop = drumTop - 118;
  const dome = `M${cx - 92} ${drumTop} C${cx - 92} ${drumTop - 70} ${cx - 40} ${domeTop + 10} ${cx} ${domeTop} C${cx + 40} ${domeTop + 10} ${cx + 92} ${drumTop - 70} ${cx + 92} ${drumTop} Z`;
  parts.push(path(dome, { fill: GLOW }));
  const ribs = [];
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const bx = cx - 92 + 184 * t;
    ribs.push(`M${r1(bx)} ${drumTop} Q${r1(cx + (bx - cx) * 0.55)} ${r1(drumTop - 80)} ${cx} ${domeTop}`);
  }
  for (const k of [0.3, 0.62]) {
    const y = drumTop - (drumTop - domeTop) * k;
    const half = 92 * (1 - k * k * 0.9);
    ribs.push(`M${r1(cx - half)} ${r1(y)} Q${cx} ${r1(y - 8)} ${r1(cx + half)} ${r1(y)}`);
  }
  parts.push(path(ribs.join(''), { stroke: IRON, 'stroke-width': 1.1, fill: 'none', opacity: 0.85 }));
  parts.push(path(dome, { fill: 'url(#gild)' }));
  parts.push(path(dome, { stroke: IRON, 'stroke-width': 2.4, fill: 'none' }));
  parts.push(rect(cx - 16, domeTop - 26, 32, 28, { fill: GLOW, stroke: IRON, 'stroke-width': 1.6 }));
  parts.push(path(`M${cx - 20} ${domeTop - 26} Q${cx} ${domeTop - 46} ${cx + 20} ${domeTop - 26} Z`, { fill: IRON }));
  parts.push(line(cx, domeTop - 40, cx, domeTop - 74, { stroke: IRON, 'stroke-width': 2.4 }));
  parts.push(circle(cx, domeTop - 58, 4, { fill: IRON }));
  parts.push(line(cx - 92, drumTop, cx + 92, drumTop, { stroke: IRON, 'stroke-width': 3 }));
  // Portico: four Ionic columns, entablature, pediment, in warm stone.
  const colTop = plinthTop - 108;
  const entab = colTop - 22;
  parts.push(rect(cx - 96, entab, 192, 22, { fill: STONE, stroke: LINE, 'stroke-width': 1.2 }));
  parts.push(line(cx - 96, entab + 8, cx + 96, entab + 8, { stroke: LINE, 'stroke-width': 0.7 }));
  const ped = `M${cx - 104} ${entab} L${cx} ${entab - 46} L${cx + 104} ${entab} Z`;
  parts.push(path(ped, { fill: STONE, stroke: LINE, 'stroke-width': 1.2 }));
  parts.push(
    path(`M${cx - 84} ${entab - 4} L${cx} ${entab - 38} L${cx + 84} ${entab - 4}`, {
      stroke: LINE,
      'stroke-width': 0.6,
      fill: 'none',
    }),
  );
  for (const i of [-1.5, -0.5, 0.5, 1.5]) {
    const x = cx + i * 56;
    parts.push(rect(x - 8, colTop, 16, 108, { fill: STONE }));
    parts.push(
      path(`M${x - 8} ${colTop} V${plinthTop} M${x + 8} ${colTop} V${plinthTop}`, {
        stroke: LINE,
        'stroke-width': 1,
        fill: 'none',
      }),
    );
    parts.push(
      path(`M${x + 3} ${colTop + 10} V${plinthTop - 6}`, { stroke: '#a58c64', 'stroke-width': 3, fill: 'none', opacity: 0.6 }),
    );
    // Ionic capital: an abacus and two volutes.
    parts.push(rect(x - 14, colTop - 5, 28, 6, { fill: STONE, stroke: LINE, 'stroke-width': 0.9 }));
    parts.push(
      circle(x - 11, colTop + 3, 4, { fill: STONE, stroke: LINE, 'stroke-width': 0.8 }),
      circle(x + 11, colTop + 3, 4, { fill: STONE, stroke: LINE, 'stroke-width': 0.8 }),
    );
    parts.push(rect(x - 12, plinthTop - 6, 24, 6, { fill: STONE, stroke: LINE, 'stroke-width': 0.8 }));
  }
  // Plinth: brick with a band of blue and white tiles (Zuloaga's ceramics), stone coping.
  parts.push(rect(cx - halfW - 10, plinthTop, 2 * halfW + 20, base - plinthTop, { fill: '#b76f4e' }));
  parts.push(rect(cx - halfW - 14, plinthTop - 6, 2 * halfW + 28, 8, { fill: STONE, stroke: LINE, 'stroke-width': 1 }));
  const tiles = [];
  for (let x = cx - halfW - 4; x < cx + halfW + 4; x += 14) {
    tiles.push(rect(x, plinthTop + 10, 12, 12, { fill: (x / 14) % 2 < 1 ? '#4f6f9a' : '#e9e4d6' }));
  }
  parts.push(tiles.join(''));
  parts.push(
    rect(cx - halfW - 10, plinthTop, 2 * halfW + 20, base - plinthTop, { fill: 'none', stroke: LINE, 'stroke-width': 1.1 }),
  );
  // Steps down to the water, in front of the portico.
  for (let i = 0; i < 5; i++) {
    const y = base - 30 + i * 8;
    const half = 110 + i * 12;
    parts.push(rect(cx - half, y, 2 * half, 8, { fill: i % 2 ? '#dcc39b' : STONE, stroke: LINE, 'stroke-width': 0.7 }));
  }
  return parts.join('');
}

/** The wood behind the palace: a band of crowns, gilded at the top, soft in shade below. */
function farBank() {
  const far = { fill: 'far', shadow: '#3f4630', light: '#d9ae66' };
  return (
    canopy(260, 520, 360, 190, { ...far, seed: 3, clumps: 26 }) +
    canopy(1750, 470, 320, 240, { ...far, seed: 14, clumps: 26 }) +
    canopy(1000, 590, 1000, 140, { fill: 'farLow', shadow: '#3a4029', light: '#a88f55', seed: 15, clumps: 44 }) +
    rect(0, WATER_Y - 26, W, 26, { fill: '#54553b' })
  );
}

/** The horse chestnut on the near bank: its crown fills the left and a bough overhangs the top. */
function nearTree() {
  const near = { fill: 'near', shadow: '#1d2619', light: '#8e8048' };
  return (
    trunk(210, H, 300, { width: 84, colour: '#33281f', lean: 20, limbs: 4, seed: 5 }) +
    canopy(230, 420, 420, 400, { ...near, seed: 6, clumps: 48, size: 1.2 }) +
    canopy(560, 40, 420, 150, { ...near, seed: 7, clumps: 26, size: 1.2 })
  );
}

/** Bald cypresses standing in the pond on either side of the palace. */
function cypresses() {
  const colours = { fill: 'cypress', shadow: '#3e3522', light: '#c7a15c' };
  return (
    baldCypress(560, WATER_Y + 26, 190, { ...colours, seed: 9 }) +
    baldCypress(680, WATER_Y + 16, 300, { ...colours, seed: 11 }) +
    baldCypress(1500, WATER_Y + 20, 230, { ...colours, seed: 10 })
  );
}

/** The sun, low in the west: foliage is lit from the right and a little above. */
const LIGHT = -Math.PI / 7;
const defs = `<defs>${paintFilters({ seed: 31 })}${foliageFilter('leafy', { seed: 32 })}
  ${foliageDefs('near', { shadow: '#1b2418', mid: '#33402a', light: '#7d7a45', lightAngle: LIGHT })}
  ${foliageDefs('far', { shadow: '#3a422d', mid: '#5f6a3f', light: '#c9a45e', lightAngle: -Math.PI / 3 })}
  ${foliageDefs('farLow', { shadow: '#353c29', mid: '#4c5535', light: '#8c8550', lightAngle: LIGHT })}
  ${foliageDefs('cypress', { shadow: '#2c2f20', mid: '#4d5530', light: '#9d8648', lightAngle: LIGHT })}
  ${gradient('sky', [
    [0, '#878ca0'],
    [0.3, '#b08c78'],
    [0.6, '#c99665'],
    [0.85, '#e0b278'],
    [1, '#eac488'],
  ])}
  ${gradient('glow', [
    [0, '#b08a6c'],
    [0.5, '#8a7f73'],
    [1, '#626057'],
  ])}
  ${gradient('gild', [
    [0, '#f4c77c', 0.85],
    [0.55, '#f0c27a', 0.25],
    [1, '#f0c27a', 0],
  ])}
</defs>`;

const PALACE_CX = 1010;

/** Everything above the water, drawn once; the pond is made per frame from it. */
function landSvg(outW, outH) {
  return svg(
    W,
    H,
    `${defs}${paperGround(W, H)}
     ${fullFrameWash(0, 0, W, WATER_Y, 'url(#sky)')}
     <g filter="url(#leafy)">${farBank()}</g>
     <g filter="url(#ink)">${palace(PALACE_CX)}</g>
     <g filter="url(#leafy)">${cypresses()}</g>
     <g filter="url(#leafy)">${nearTree()}</g>
     ${paperOver(W, H)}`,
    { outW, outH },
  );
}

/** The pond's own colour, multiplied into the reflection. */
const WATER_TINT = [0.62, 0.6, 0.58];

/**
 * The pond at time t: each row mirrors the row as far above the waterline as it lies below, shifted
 * sideways by a travelling ripple (stronger near the viewer), tinted by the water; glints of sun
 * drift across it. Every term is periodic in the loop.
 */
function pond(land, t, loopS) {
  const { width, height } = land;
  const k = width / W;
  const out = Buffer.from(land.data);
  const waterY = Math.round(WATER_Y * k);
  const phase = (2 * Math.PI * t) / loopS;
  const random = rng(12);
  const glints = [];
  for (let i = 0; i < 120; i++)
    glints.push({
      x: random(),
      y: random() ** 1.6,
      len: 0.006 + random() * 0.02,
      p: random() * 6.28,
      speed: 1 + Math.floor(random() * 2),
    });
  for (let y = waterY; y < height; y++) {
    const depth = (y - waterY) / (height - waterY);
    const src = Math.max(0, waterY - 1 - Math.round((y - waterY) * 1.15));
    const amplitude = (1 + 5 * depth) * k;
    const shift = Math.round(amplitude * Math.sin(phase * 2 + (y - waterY) * (0.22 / k) * (1 - 0.5 * depth)));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(width - 1, Math.max(0, x + shift));
      const i = (y * width + x) * 3;
      const j = (src * width + sx) * 3;
      const fade = 0.9 - 0.25 * depth;
      for (let c = 0; c < 3; c++) out[i + c] = Math.round(land.data[j + c] * WATER_TINT[c] * fade + 18 * (1 - fade));
    }
  }
  // Glints: short warm strokes on the water, brightest under the sun, each breathing on its own phase.
  for (const g of glints) {
    const gy = Math.round(waterY + g.y * (height - waterY) * 0.9 + 2);
    const cx = (0.55 + (g.x - 0.5) * 0.7 * (0.4 + g.y)) * width;
    const strength = Math.max(0, Math.sin(phase * g.speed + g.p)) ** 2 * (1 - g.y * 0.6);
    const half = Math.round((g.len * width * (0.6 + g.y)) / 2);
    for (let x = Math.round(cx - half); x < cx + half; x++) {
      if (x < 0 || x >= width || gy >= height) continue;
      const i = (gy * width + x) * 3;
      const edge = 1 - Math.abs(x - cx) / half;
      const a = strength * edge * 0.8;
      out[i] = Math.round(out[i] * (1 - a) + 252 * a);
      out[i + 1] = Math.round(out[i + 1] * (1 - a) + 226 * a);
      out[i + 2] = Math.round(out[i + 2] * (1 - a) + 170 * a);
    }
  }
  return { data: out, width, height };
}

/** The near tree's trunk and low boughs stand in front of the pond: drawn again over the water. */
function foregroundSvg(outW, outH) {
  return svg(
    W,
    H,
    `${defs}<g filter="url(#leafy)">${trunk(210, H, 300, { width: 84, colour: '#33281f', lean: 20, limbs: 0, seed: 5 })}${canopy(60, 860, 220, 240, { fill: 'near', shadow: '#1d2619', light: '#8e8048', seed: 8, clumps: 20, size: 1.2 })}</g>`,
    { outW, outH },
  );
}

export const gardenScene = {
  id: 'garden',
  async setup(outW, outH) {
    return { land: await rasterize(landSvg(outW, outH)), near: await rasterize(foregroundSvg(outW, outH), { alpha: true }) };
  },
  async frame(state, t, loopS) {
    return over(pond(state.land, t, loopS), state.near);
  },
};
