// Hero scene 2: one balcony of a Chamberí building seen close, on a warm afternoon. The balcony door
// stands half open; a sheer curtain stirs, a louvred shutter leaf lifts off the wall and settles, the
// geraniums and the trailing ivy move in the breeze. See docs/decisions/0022.
//
// The still is drawn in three layers so only what moves is redrawn per frame: the back (wall, door,
// fixed shutters), the middle (curtain and the moving shutter) and the front (slab, corbels, railing,
// pots), then the plants on top.
import { over, rasterize, rasterizeMask, shadeWith } from './raster.mjs';
import {
  CAST,
  GERANIUM,
  IRON,
  LINE,
  OLIVE,
  PINE,
  SAGE,
  circle,
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
const WALL = '#b8714f';
const BRICK_COURSE = 18;
const BRICK_LENGTH = 60;
const STONE = '#ecdfc5';
const FRAME = '#f1e9da';
const SHUTTER = '#5f7466';
const SHUTTER_DARK = '#3f5046';
/** Sun from the upper left: every projection casts this far down and to the right (px per px of depth). */
const CAST_RATIO = 1;

/** The main balcony door and the one to the right, with the balcony each has. */
const DOORS = [
  { x: 560, y: 200, w: 340, h: 660, slab: [470, 1000], open: true, plants: [610, 770, 905] },
  { x: 1520, y: 200, w: 340, h: 660, slab: [1430, 1960], open: false, plants: [1560, 1720] },
];
const SURROUND = 30;
const EAR = 14;
const SHUTTER_W = 170;
const SLAB_Y = 860;
const SLAB_T = 28;
const RAIL_H = 245;
const RAIL_DEPTH = 64;
const SLAB_DEPTH = 72;

/** Louvred shutter leaf (contraventana de librillo) in elevation, `width` wide as seen. */
function shutterLeaf(x, y, width, h, { shade = 0 } = {}) {
  const parts = [];
  const stile = 14 * (width / SHUTTER_W);
  parts.push(rect(x, y, width, h, { fill: SHUTTER }));
  const slats = [];
  const darks = [];
  for (const [top, bottom] of [
    [y + 16, y + h / 2 - 8],
    [y + h / 2 + 8, y + h - 16],
  ]) {
    for (let sy = top; sy < bottom; sy += 9) {
      slats.push(`M${r1(x + stile)} ${r1(sy)} h${r1(width - 2 * stile)}`);
      darks.push(`M${r1(x + stile)} ${r1(sy + 3)} h${r1(width - 2 * stile)}`);
    }
  }
  parts.push(path(darks.join(''), { stroke: SHUTTER_DARK, 'stroke-width': 3.2, opacity: 0.55, fill: 'none' }));
  parts.push(path(slats.join(''), { stroke: '#93a597', 'stroke-width': 1.1, opacity: 0.7, fill: 'none' }));
  parts.push(rect(x, y, width, h, { fill: 'none', stroke: LINE, 'stroke-width': 1.4 }));
  parts.push(rect(x + stile, y + 16, width - 2 * stile, h / 2 - 24, { fill: 'none', stroke: LINE, 'stroke-width': 0.9 }));
  parts.push(rect(x + stile, y + h / 2 + 8, width - 2 * stile, h / 2 - 24, { fill: 'none', stroke: LINE, 'stroke-width': 0.9 }));
  // Iron hinges and the turn-button.
  for (const hy of [y + 40, y + h - 60]) parts.push(rect(x - 4, hy, 26, 7, { fill: IRON }));
  if (shade > 0) parts.push(rect(x, y, width, h, { fill: '#2c2622', opacity: r1(shade * 100) / 100 }));
  return parts.join('');
}

/** Wall, stucco joints, door surrounds and crowns, the doors, the fixed shutters and the shadows on the wall. */
function backLayer() {
  const parts = [];
  parts.push(rect(0, 0, W, H, { fill: WALL }));
  // Chamberí brick: stretcher bond, fine mortar joints, a few bricks a shade darker or lighter.
  const random = rng(9);
  const joints = [];
  const tints = [];
  for (let y = 40, row = 0; y < H; y += BRICK_COURSE, row++) {
    joints.push(`M0 ${y} H${W}`);
    for (let x = row % 2 ? -BRICK_LENGTH / 2 : 0; x < W; x += BRICK_LENGTH) {
      joints.push(`M${x} ${y} v${BRICK_COURSE}`);
      const n = random();
      if (n < 0.18)
        tints.push(
          rect(x + 1, y + 1, BRICK_LENGTH - 2, BRICK_COURSE - 2, { fill: n < 0.09 ? '#8f4c33' : '#d49474', opacity: 0.5 }),
        );
    }
  }
  parts.push(tints.join(''));
  parts.push(path(joints.join(''), { stroke: '#ead9c0', 'stroke-width': 1.6, opacity: 0.55, fill: 'none' }));
  // String course at the top.
  parts.push(
    rect(0, 0, W, 26, { fill: STONE }),
    line(0, 26, W, 26, { stroke: LINE, 'stroke-width': 1.2 }),
    line(0, 8, W, 8, { stroke: LINE, 'stroke-width': 0.7 }),
  );
  parts.push(rect(0, 26, W, 14, { fill: CAST, opacity: 0.4 }));
  const cast = [];
  for (const door of DOORS) {
    const { x, y, w, h } = door;
    const s = SURROUND;
    // Surround with ears, frieze, cornice, segmental pediment, keystone.
    const outline = `M${x - s} ${SLAB_Y} V${y + 70} H${x - s - EAR} V${y - s} H${x + w + s + EAR} V${y + 70} H${x + w + s} V${SLAB_Y} Z`;
    parts.push(path(outline, { fill: STONE }));
    parts.push(
      path(
        `M${x - s + 7} ${SLAB_Y} V${y + 63} H${x - s - EAR + 7} V${y - s + 7} H${x + w + s + EAR - 7} V${y + 63} H${x + w + s - 7} V${SLAB_Y}`,
        { fill: 'none', stroke: LINE, 'stroke-width': 0.7, opacity: 0.7 },
      ),
    );
    parts.push(path(outline, { fill: 'none', stroke: LINE, 'stroke-width': 1.3 }));
    const fx0 = x - s - EAR;
    const fw = w + 2 * (s + EAR);
    parts.push(
      rect(fx0, y - s - 40, fw, 40, { fill: STONE }),
      rect(fx0, y - s - 40, fw, 40, { fill: 'none', stroke: LINE, 'stroke-width': 1.1 }),
    );
    parts.push(
      rect(fx0 - 18, y - s - 56, fw + 36, 16, { fill: STONE }),
      rect(fx0 - 18, y - s - 56, fw + 36, 16, { fill: 'none', stroke: LINE, 'stroke-width': 1.3 }),
    );
    const arc = `M${fx0 - 18} ${y - s - 56} Q${x + w / 2} ${y - s - 150} ${fx0 + fw + 18} ${y - s - 56} Z`;
    parts.push(path(arc, { fill: STONE }), path(arc, { fill: 'none', stroke: LINE, 'stroke-width': 1.3 }));
    parts.push(
      path(`M${fx0 + 10} ${y - s - 62} Q${x + w / 2} ${y - s - 138} ${fx0 + fw - 10} ${y - s - 62}`, {
        fill: 'none',
        stroke: LINE,
        'stroke-width': 0.7,
      }),
    );
    // A cartouche in the tympanum.
    parts.push(
      path(`M${x + w / 2 - 22} ${y - s - 62} q0 -30 22 -34 q22 4 22 34 q-22 10 -44 0 Z`, {
        fill: '#f3e9d5',
        stroke: LINE,
        'stroke-width': 0.9,
      }),
    );
    parts.push(path(`M${x + w / 2 - 16} ${y - s} h32 l-5 -40 h-22 Z`, { fill: '#f4ead8', stroke: LINE, 'stroke-width': 1 }));
    // Shadows of the cornice, the pediment and the ears on the wall.
    cast.push(path(`M${fx0 - 18} ${y - s - 40} h${fw + 36} l16 16 h${-fw - 36} Z`, { opacity: 0.55 }));
    cast.push(path(`M${fx0 + fw + 18} ${y - s - 56} l22 22 V${y - s + 10} h-22 Z`, { opacity: 0.5 }));
    cast.push(
      path(`M${x + w + s + EAR} ${y - s} l14 14 V${y + 84} h-14 Z M${x + w + s} ${y + 70} l14 14 V${SLAB_Y} h-14 Z`, {
        opacity: 0.5,
      }),
    );
    // The opening: the room, dim and warm.
    parts.push(rect(x, y, w, h, { fill: 'url(#room)' }));
    // Reveal shadow inside the opening.
    cast.push(path(`M${x} ${y} H${x + w} V${y + 34} H${x + 34} V${SLAB_Y} H${x} Z`, { opacity: 0.65 }));
    // Door leaves: the left closed (glass and frame), the right open into the room.
    const leaf = w / 2;
    const stile = 20;
    const panel = 140;
    const leaves = door.open ? [x] : [x, x + leaf];
    for (const lx of leaves) {
      parts.push(rect(lx + stile, y + stile, leaf - 2 * stile, h - panel - stile, { fill: 'url(#pane)' }));
      parts.push(
        path(
          `M${lx + stile} ${y + 150} L${lx + leaf * 0.7} ${y + stile} H${lx + leaf - stile} V${y + 90} L${lx + stile} ${y + 330} Z`,
          { fill: '#d9e2e6', opacity: 0.22 },
        ),
      );
      parts.push(
        path(
          `M${lx} ${y} h${leaf} v${h} h${-leaf} Z M${lx + stile} ${y + stile} v${h - panel - stile} h${leaf - 2 * stile} v${-(h - panel - stile)} Z`,
          { fill: FRAME, 'fill-rule': 'evenodd' },
        ),
      );
      const paneH = (h - panel - stile) / 4;
      for (let i = 1; i < 4; i++) parts.push(rect(lx + stile, y + stile + paneH * i - 3, leaf - 2 * stile, 6, { fill: FRAME }));
      parts.push(rect(lx + leaf / 2 - 2.5, y + stile, 5, h - panel - stile, { fill: FRAME }));
      parts.push(rect(lx, y, leaf, h, { fill: 'none', stroke: LINE, 'stroke-width': 1.2 }));
      parts.push(
        rect(lx + stile, y + stile, leaf - 2 * stile, h - panel - stile, { fill: 'none', stroke: LINE, 'stroke-width': 0.9 }),
      );
      parts.push(
        rect(lx + stile + 10, y + h - panel + 18, leaf - 2 * stile - 20, panel - 44, {
          fill: 'none',
          stroke: LINE,
          'stroke-width': 0.8,
        }),
      );
      parts.push(rect(lx + leaf - 14, y + h * 0.52, 6, 26, { fill: '#b08d4f', stroke: LINE, 'stroke-width': 0.6 }));
    }
    if (door.open) {
      // The open leaf seen edge-on against the far jamb, and the room's depth.
      parts.push(
        rect(x + w - 16, y, 16, h, { fill: FRAME }),
        rect(x + w - 16, y, 16, h, { fill: 'none', stroke: LINE, 'stroke-width': 1 }),
      );
    }
    // Fixed shutters: the main door's left leaf and both of the neighbour's.
    parts.push(shutterLeaf(x - s - SHUTTER_W - 6, y + 6, SHUTTER_W, h - 8));
    cast.push(rect(x - s - 6, y + 18, 8, h - 20, { opacity: 0.5 }));
    if (!door.open) parts.push(shutterLeaf(x + w + s + 6, y + 6, SHUTTER_W, h - 8));
    // Shadows of the slab, its corbels and the railing on the wall.
    const [sx0, sx1] = door.slab;
    const d = SLAB_DEPTH * CAST_RATIO;
    cast.push(path(`M${sx0} ${SLAB_Y + SLAB_T} H${sx1} l${d} ${d} H${sx0 + d} Z`, { opacity: 0.55 }));
    const rd = RAIL_DEPTH * CAST_RATIO;
    const bars = [];
    for (let bx = sx0 + 12; bx <= sx1 - 12; bx += 15) bars.push(`M${bx + rd} ${SLAB_Y - RAIL_H + rd} V${SLAB_Y}`);
    cast.push(path(bars.join(''), { stroke: CAST, 'stroke-width': 3, fill: 'none', opacity: 0.45 }));
    cast.push(rect(sx0 + rd, SLAB_Y - RAIL_H + rd - 6, sx1 - sx0, 10, { opacity: 0.45 }));
  }
  return { parts, cast };
}

/** Slab, corbels, railing and pots: everything in front of the wall that does not move. */
function frontLayer() {
  const parts = [];
  for (const door of DOORS) {
    const [sx0, sx1] = door.slab;
    // Corbels: a tapered block ending in a volute, with its side in shade.
    for (const cx of [sx0 + 30, sx1 - 76]) {
      const d = `M${cx} ${SLAB_Y + SLAB_T} h46 v18 q-4 40 -16 66 h-14 q-12 -26 -16 -66 Z`;
      parts.push(path(d, { fill: '#e7d7b8' }), path(d, { fill: 'none', stroke: LINE, 'stroke-width': 1.1 }));
      parts.push(circle(cx + 23, SLAB_Y + SLAB_T + 24, 7, { fill: 'none', stroke: LINE, 'stroke-width': 0.9 }));
      parts.push(path(`M${cx + 12} ${SLAB_Y + SLAB_T + 50} q11 10 22 0`, { fill: 'none', stroke: LINE, 'stroke-width': 0.8 }));
      parts.push(path(`M${cx + 46} ${SLAB_Y + SLAB_T} l40 40 v30 l-40 36 h-16 q12 -26 16 -66 Z`, { fill: CAST, opacity: 0.45 }));
    }
    // Slab with a moulded nose.
    parts.push(
      rect(sx0, SLAB_Y, sx1 - sx0, SLAB_T, { fill: '#eee2c9' }),
      rect(sx0, SLAB_Y, sx1 - sx0, SLAB_T, { fill: 'none', stroke: LINE, 'stroke-width': 1.3 }),
    );
    parts.push(line(sx0, SLAB_Y + 10, sx1, SLAB_Y + 10, { stroke: LINE, 'stroke-width': 0.8 }));
    parts.push(rect(sx0 + 6, SLAB_Y + SLAB_T, sx1 - sx0 - 12, 8, { fill: CAST, opacity: 0.35 }));
    // Pots on the slab, behind the bars.
    for (const px of door.plants) parts.push(pot(px));
    // Railing: bars, a band of rings, a lower rail, posts with finials, the handrail.
    const top = SLAB_Y - RAIL_H;
    const bars = [];
    for (let bx = sx0 + 12; bx <= sx1 - 12; bx += 15) bars.push(`M${bx} ${top} V${SLAB_Y}`);
    parts.push(path(bars.join(''), { stroke: IRON, 'stroke-width': 2.2, fill: 'none' }));
    const rings = [];
    for (let bx = sx0 + 19.5; bx < sx1 - 12; bx += 15) rings.push(circle(bx, SLAB_Y - 34, 7, {}), circle(bx, top + 30, 7, {}));
    parts.push(`<g fill="none" stroke="${IRON}" stroke-width="1.6">${rings.join('')}</g>`);
    for (const ry of [SLAB_Y - 42, SLAB_Y - 26, top + 22, top + 38])
      parts.push(line(sx0 + 6, ry, sx1 - 6, ry, { stroke: IRON, 'stroke-width': 2 }));
    parts.push(rect(sx0, top - 10, sx1 - sx0, 10, { fill: IRON, rx: 4 }));
    parts.push(line(sx0 + 4, top - 7, sx1 - 4, top - 7, { stroke: '#8a7c6c', 'stroke-width': 1, opacity: 0.7 }));
    for (const px of [sx0 + 2, sx1 - 12]) {
      parts.push(rect(px, top, 10, RAIL_H, { fill: IRON }));
      parts.push(circle(px + 5, top - 18, 7, { fill: IRON }));
    }
  }
  return parts;
}

function pot(px) {
  const w = 62;
  const h = 52;
  const top = SLAB_Y - h;
  return [
    path(`M${px - w / 2} ${top} h${w} l-7 ${h} h${-w + 14} Z`, { fill: '#b9694a' }),
    rect(px - w / 2 - 4, top - 8, w + 8, 10, { fill: '#c57a58', stroke: LINE, 'stroke-width': 0.9 }),
    path(`M${px - w / 2} ${top} h${w} l-7 ${h} h${-w + 14} Z`, { fill: 'none', stroke: LINE, 'stroke-width': 1 }),
    path(`M${px} ${top + 2} l-7 ${h - 2} h14 Z`, { fill: CAST, opacity: 0.25 }),
  ].join('');
}

/** Geraniums: clusters of scalloped leaves and red umbels on each pot, rotated by the breeze. */
function geranium(px, angle, seed) {
  const random = rng(seed);
  const top = SLAB_Y - 60;
  const leaves = [];
  const flowers = [];
  const stems = [];
  for (let j = 0; j < 16; j++) {
    const lx = px + (random() - 0.5) * 110;
    const ly = top - random() * 80;
    const r = 15 + random() * 12;
    leaves.push(circle(lx, ly, r, { fill: [SAGE, OLIVE, '#7d8b58'][j % 3], opacity: 0.92 }));
    // Zonal geranium: a darker horseshoe inside the leaf, a lighter edge where the sun catches it.
    leaves.push(circle(lx, ly, r * 0.62, { fill: 'none', stroke: '#56623a', 'stroke-width': r * 0.16, opacity: 0.35 }));
    leaves.push(
      path(`M${r1(lx - r * 0.8)} ${r1(ly - r * 0.2)} q${r1(r * 0.5)} ${r1(-r * 0.7)} ${r1(r * 1.1)} ${r1(-r * 0.6)}`, {
        stroke: '#c3cb98',
        'stroke-width': 1.6,
        fill: 'none',
        opacity: 0.7,
      }),
    );
    leaves.push(
      path(`M${r1(lx - r * 0.6)} ${r1(ly)} q${r1(r * 0.6)} ${r1(-r * 0.5)} ${r1(r * 1.2)} 0`, {
        stroke: PINE,
        'stroke-width': 0.8,
        fill: 'none',
        opacity: 0.6,
      }),
    );
  }
  for (let j = 0; j < 6; j++) {
    const fx = px + (random() - 0.5) * 100;
    const fy = top - 70 - random() * 70;
    stems.push(`M${r1(px + (fx - px) * 0.3)} ${top} Q${r1(fx)} ${r1(fy + 40)} ${r1(fx)} ${r1(fy)}`);
    for (let k = 0; k < 9; k++) {
      const a = (k / 9) * Math.PI * 2 + random();
      const d = 6 + random() * 8;
      flowers.push(
        circle(fx + Math.cos(a) * d, fy + Math.sin(a) * d * 0.8, 5 + random() * 2.5, { fill: k % 3 ? GERANIUM : '#d9644a' }),
      );
    }
    flowers.push(circle(fx + 2, fy - 3, 3, { fill: '#ef9a7e' }));
  }
  return `<g transform="rotate(${r1(angle)} ${px} ${SLAB_Y - 50})">${path(stems.join(''), { stroke: PINE, 'stroke-width': 1.6, fill: 'none' })}${leaves.join('')}${flowers.join('')}</g>`;
}

/** A strand of ivy hanging over the handrail, swinging from where it leaves the rail. */
function ivy(x, y, length, angle, seed) {
  const random = rng(seed);
  const parts = [path(`M${x} ${y} q10 ${length / 2} -4 ${length}`, { stroke: PINE, 'stroke-width': 1.4, fill: 'none' })];
  for (let t = 8; t < length; t += 13) {
    const lx = x + Math.sin(t / 18) * 7;
    const s = 9 + random() * 5;
    const side = (t / 13) % 2 ? 1 : -1;
    parts.push(
      path(
        `M${r1(lx)} ${r1(y + t)} l${r1(side * s)} ${r1(-s * 0.3)} l${r1(-side * s * 0.3)} ${r1(s * 0.9)} l${r1(side * s * 0.6)} ${r1(s * 0.3)} Z`,
        { fill: random() > 0.4 ? OLIVE : PINE, opacity: 0.95 },
      ),
    );
  }
  return `<g transform="rotate(${r1(angle)} ${x} ${y})">${parts.join('')}</g>`;
}

const defs = `<defs>${paintFilters({ seed: 21 })}
  ${gradient('room', [
    [0, '#4b3f37'],
    [0.6, '#3a302a'],
    [1, '#2e2622'],
  ])}
  ${gradient('pane', [
    [0, '#7f8c94'],
    [0.5, '#4d4a47'],
    [1, '#3a322c'],
  ])}
  ${gradient('grade', [
    [0, '#fff', 0],
    [0.5, '#efe2cc', 0.4],
    [1, '#c7ad8f', 0.85],
  ])}</defs>`;

function backSvg(outW, outH) {
  const { parts, cast } = backLayer();
  return svg(
    W,
    H,
    `${defs}${paperGround(W, H)}<g filter="url(#wash)">${parts.join('')}</g>
     ${rect(0, 0, W, H, { fill: 'url(#grade)', style: 'mix-blend-mode:multiply' })}
     <g filter="url(#soft)" fill="${CAST}" style="mix-blend-mode:multiply">${cast.join('')}</g>${paperOver(W, H)}`,
    { outW, outH },
  );
}

function frontSvg(outW, outH) {
  return svg(W, H, `${defs}<g filter="url(#ink)">${frontLayer().join('')}</g>`, { outW, outH });
}

/** The moving middle: the curtain in the open half of the door and the lifting shutter leaf. */
function middleSvg(t, loopS, outW, outH) {
  const phase = (2 * Math.PI * t) / loopS;
  const door = DOORS[0];
  const { x, y, w, h } = door;
  // Curtain: hangs from a rod, its hem lifted and pushed sideways by the breeze.
  const left = x + w / 2 + 26;
  const right = x + w - 18;
  const lift = 44 + 40 * Math.sin(phase);
  const sway = 30 * Math.sin(phase + 0.8);
  const hemY = y + h - 20 - lift;
  const folds = [];
  for (let i = 0; i <= 6; i++) {
    const fx = left + ((right - left) * i) / 6;
    folds.push(
      `M${r1(fx)} ${y + 14} Q${r1(fx + sway * 0.4)} ${r1(y + h * 0.55)} ${r1(fx + sway * (0.6 + i * 0.06))} ${r1(hemY + Math.sin(i + phase) * 6)}`,
    );
  }
  const curtain = `M${left} ${y + 10} H${right} Q${r1(right + sway * 0.3)} ${r1(y + h * 0.5)} ${r1(right + sway)} ${r1(hemY)} Q${r1((left + right) / 2 + sway)} ${r1(hemY + 14 + 8 * Math.sin(phase * 2))} ${r1(left + 22 + sway * 1.4)} ${r1(hemY - 10)} Q${r1(left + sway * 1.1)} ${r1(y + h * 0.5)} ${left} ${y + 10} Z`;
  // The shutter leaf beside the open half: hinged at the jamb, it swings off the wall a little.
  const angle = ((9 + 7 * Math.sin(phase + 2.1)) * Math.PI) / 180;
  const hinge = x + w + SURROUND + 6;
  const seen = SHUTTER_W * Math.cos(angle);
  const gap = SHUTTER_W * Math.sin(angle);
  const shutterShadow = path(
    `M${hinge} ${y + 12} L${r1(hinge + seen + gap * 0.9)} ${r1(y + 12 + gap * 0.9)} V${SLAB_Y} H${hinge} Z`,
    { fill: CAST, opacity: 0.5 },
  );
  const rd = RAIL_DEPTH * CAST_RATIO;
  const bars = [];
  for (let bx = door.slab[0] + 12; bx <= door.slab[1] - 12; bx += 15) bars.push(`M${bx + rd} ${SLAB_Y - RAIL_H + rd} V${SLAB_Y}`);
  return svg(
    W,
    H,
    `<defs>${gradient(
      'sheer',
      [
        [0, '#f3eee4'],
        [0.7, '#e2dacb'],
        [1, '#cfc5b4'],
      ],
      { x2: 1, y2: 0 },
    )}<clipPath id="opening"><rect x="${x + w / 2}" y="${y}" width="${w / 2 - 16}" height="${h}"/></clipPath>
       <clipPath id="leaf"><rect x="${hinge}" y="${y}" width="${r1(seen)}" height="${h}"/></clipPath></defs>
     <g clip-path="url(#opening)"><path d="${curtain}" fill="url(#sheer)" opacity="0.82"/>${path(folds.join(''), { stroke: '#b3a794', 'stroke-width': 7, fill: 'none', opacity: 0.35 })}${path(folds.join(''), { stroke: '#8f8576', 'stroke-width': 1, fill: 'none', opacity: 0.6 })}
       <path d="M${left} ${y + 10} H${right}" stroke="${IRON}" stroke-width="4"/></g>
     ${shutterShadow}
     ${shutterLeaf(hinge, y + 6, seen, h - 8, { shade: Math.sin(angle) * 0.9 })}
     <g clip-path="url(#leaf)">${path(bars.join(''), { stroke: CAST, 'stroke-width': 3, fill: 'none', opacity: 0.45 })}</g>`,
    { outW, outH },
  );
}

/** The plants, each cluster on its own phase so the breeze reads as a breeze, not a metronome. */
function plantsSvg(t, loopS, outW, outH) {
  const phase = (2 * Math.PI * t) / loopS;
  const parts = [];
  let seed = 40;
  for (const door of DOORS) {
    for (const [i, px] of door.plants.entries()) parts.push(geranium(px, 3.2 * Math.sin(phase + i * 1.7 + seed), seed++));
    const top = SLAB_Y - RAIL_H;
    parts.push(ivy(door.slab[0] + 60, top - 4, 210, 5 * Math.sin(phase + seed), seed++));
    parts.push(ivy(door.slab[1] - 70, top - 4, 170, 6 * Math.sin(phase * 2 + seed), seed++));
  }
  return svg(W, H, parts.join(''), { outW, outH });
}

/**
 * The plane tree across the street: its shade covers the left of the wall, broken by flecks of sun
 * that drift as the leaves move. White is shade.
 */
function dappleSvg(t, loopS, outW, outH) {
  const phase = (2 * Math.PI * t) / loopS;
  const random = rng(77);
  const edge = [];
  for (let y = -40; y <= H + 40; y += 60)
    edge.push(`${r1(1330 + 90 * Math.sin(y / 140) + 50 * random() + 10 * Math.sin(phase + y / 200))} ${y}`);
  const canopy = `M-60 -40 L${edge.join(' L')} L-60 ${H + 40} Z`;
  const flecks = [];
  for (let i = 0; i < 46; i++) {
    // Flecks gather low and near the canopy's edge, where the leaves thin out.
    const x = 300 + random() ** 0.6 * 900;
    const y = 700 + random() * 420;
    const drift = 12 * Math.sin(phase + random() * 6.28);
    const r = 8 + random() * 26;
    flecks.push(
      `<ellipse cx="${r1(x + drift)}" cy="${r1(y + drift * 0.5)}" rx="${r1(r * 1.4)}" ry="${r1(r)}" transform="rotate(${r1(random() * 60 - 30)} ${r1(x)} ${r1(y)})"/>`,
    );
  }
  return svg(
    W,
    H,
    `<defs><filter id="b" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="22"/></filter><filter id="f"><feGaussianBlur stdDeviation="6"/></filter></defs>
     <rect width="${W}" height="${H}" fill="#000"/><path d="${canopy}" fill="#fff" filter="url(#b)"/><g fill="#000" filter="url(#f)">${flecks.join('')}</g>`,
    { outW, outH },
  );
}

/** Shade under the plane tree: cool and a little violet, as shade is on warm brick. */
const TREE_SHADE = { r: 142, g: 136, b: 152 };

export const balconyScene = {
  id: 'balcony',
  async setup(outW, outH) {
    return { back: await rasterize(backSvg(outW, outH)), front: await rasterize(frontSvg(outW, outH), { alpha: true }) };
  },
  async frame(state, t, loopS, outW, outH) {
    const middle = await rasterize(middleSvg(t, loopS, outW, outH), { alpha: true });
    const plants = await rasterize(plantsSvg(t, loopS, outW, outH), { alpha: true });
    const shade = await rasterizeMask(dappleSvg(t, loopS, outW, outH));
    return shadeWith(over(over(over(state.back, middle), state.front), plants), shade, TREE_SHADE);
  },
};
