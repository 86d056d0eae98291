// The four zone illustrations (1440×1080, 4:3): each a vignette in fine line and warm wash on ivory
// paper, the painting dissolving into the paper at its edges, as in a travel sketchbook.
// - Salamanca: a señorial corner building with its domed tower, miradores and iron balconies.
// - Chamberí: a brick front with white miradores over a shop with an awning, a street lamp.
// - La Moraleja: a villa behind its lawn and pool, umbrella pines and cypresses.
// - Noroeste: stone pines and holm oaks on the slopes of the Monte del Pilar, a house among them,
//   the Sierra de Guadarrama on the horizon.
// See docs/decisions/0022.
import { balconyDoor, emptyLayers, mainCornice, mansard, merge, mirador, rustication } from './facade.mjs';
import { blob, canopy, cypress, flatCrown, foliageDefs, foliageFilter, stonePine, trunk } from './trees.mjs';
import {
  BRICK,
  CAST,
  IRON,
  LINE,
  PAPER,
  SKY,
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

export const ZONE_W = 1440;
export const ZONE_H = 1080;
const W = ZONE_W;
const H = ZONE_H;

/** The vignette: an irregular soft-edged window through which the painting shows. */
function vignetteMask(id, seed, { inset = 64 } = {}) {
  const shape = `<rect x="${inset}" y="${inset}" width="${W - 2 * inset}" height="${H - 2 * inset}" rx="40"/>`;
  return `<filter id="${id}-edge" x="-10%" y="-10%" width="120%" height="120%">
      <feTurbulence type="fractalNoise" baseFrequency="0.006" numOctaves="3" seed="${seed}" result="n"/>
      <feDisplacementMap in="SourceGraphic" in2="n" scale="56" xChannelSelector="R" yChannelSelector="G" result="d"/>
      <feGaussianBlur in="d" stdDeviation="2.5"/>
    </filter>
    <filter id="${id}-rim" x="-10%" y="-10%" width="120%" height="120%">
      <feTurbulence type="fractalNoise" baseFrequency="0.006" numOctaves="3" seed="${seed}" result="n"/>
      <feDisplacementMap in="SourceGraphic" in2="n" scale="56" xChannelSelector="R" yChannelSelector="G" result="d"/>
      <feMorphology in="d" operator="erode" radius="7" result="e"/>
      <feComposite in="d" in2="e" operator="out" result="rim"/>
      <feGaussianBlur in="rim" stdDeviation="3"/>
    </filter>
    <mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><g fill="#fff" filter="url(#${id}-edge)">${shape}</g></mask>
    <g id="${id}-rim-shape" fill="#7a6248" filter="url(#${id}-rim)">${shape}</g>`;
}

/** A Madrid street lamp: fluted cast-iron post on a moulded base, a four-sided lantern with a crown. */
export function streetLamp(x, groundY, height) {
  const k = height / 400;
  const post = [
    path(`M${x - 16 * k} ${groundY} h${32 * k} l-4 ${-40 * k} h${-24 * k} Z`, { fill: IRON }),
    path(`M${x - 9 * k} ${groundY - 40 * k} h${18 * k} l-4 ${-(height - 120 * k)} h${-10 * k} Z`, { fill: IRON }),
    rect(x - 13 * k, groundY - 60 * k, 26 * k, 8 * k, { fill: IRON }),
    rect(x - 10 * k, groundY - height + 76 * k, 20 * k, 8 * k, { fill: IRON }),
  ];
  const top = groundY - height;
  const lantern = `M${x - 26 * k} ${top + 22 * k} h${52 * k} l${-8 * k} ${50 * k} h${-36 * k} Z`;
  return [
    ...post,
    path(`M${x - 6 * k} ${top + 84 * k} q0 ${-10 * k} ${6 * k} ${-12 * k} q${6 * k} ${2 * k} ${6 * k} ${12 * k}`, { fill: IRON }),
    path(lantern, { fill: '#f3e6c4' }),
    path(
      `M${x} ${top + 22 * k} V${top + 72 * k} M${x - 26 * k} ${top + 22 * k} l${18 * k} ${50 * k} M${x + 26 * k} ${top + 22 * k} l${-18 * k} ${50 * k}`,
      { stroke: IRON, 'stroke-width': 1.4 * k, fill: 'none' },
    ),
    path(lantern, { fill: 'none', stroke: IRON, 'stroke-width': 2.2 * k }),
    path(`M${x - 32 * k} ${top + 22 * k} h${64 * k} l${-14 * k} ${-16 * k} h${-36 * k} Z`, { fill: IRON }),
    path(`M${x - 12 * k} ${top + 6 * k} q${12 * k} ${-22 * k} ${24 * k} 0 Z`, { fill: IRON }),
    circle(x, top - 12 * k, 4 * k, { fill: IRON }),
  ].join('');
}

/** Stacks a façade's layers: washes under the wash filter, crisp paint, cast shadows, plants, ink. */
function stackLayers(L, backdrop = '') {
  return `<g filter="url(#wash)" opacity="0.95">${backdrop}${L.wash.join('')}</g>
    <g opacity="0.97">${L.crisp.join('')}</g>
    <g filter="url(#soft)" style="mix-blend-mode:multiply">${L.cast.join('')}</g>
    <g filter="url(#wash)">${L.plants.join('')}</g>
    <g filter="url(#ink)">${L.ink.join('')}</g>`;
}

/** The common frame of a zone illustration: paper, the painting through its vignette, paper again. */
function zoneSheet(id, seed, defs, painting) {
  return svg(
    W,
    H,
    `<defs>${paintFilters({ seed })}${vignetteMask(`${id}-v`, seed + 7)}${defs}</defs>
     ${paperGround(W, H)}
     <g mask="url(#${id}-v)">${painting}</g>
     <use href="#${id}-v-rim-shape" opacity="0.16" style="mix-blend-mode:multiply"/>
     ${paperOver(W, H)}`,
  );
}

const glass = gradient('glass', [
  [0, '#8a98a2'],
  [0.5, '#5b5d5f'],
  [1, '#3b3633'],
]);
const sky = gradient('sky', [
  [0, SKY],
  [0.7, '#dfe6e6', 0.6],
  [1, PAPER, 0],
]);

/** Salamanca: a señorial building on a chamfered corner, its tower crowned by a slate dome. */
function salamanca() {
  const L = emptyLayers();
  const backdrop = [];
  // The drawing is made at the hero's scale and shrunk: balconies, surrounds and cornices keep their
  // proportions, lines become finer.
  const S = 0.62;
  const u = (v) => v / S;
  const x0 = u(300);
  const x1 = u(1330);
  const corniceY = u(330);
  const groundY = u(944);
  backdrop.push(rect(x0, corniceY, x1 - x0, groundY - corniceY, { fill: '#e8d4b1' }));
  // The corner tower bay at the left: a narrower bay that rises above the cornice into a dome.
  const tx0 = x0;
  const tx1 = x0 + u(190);
  backdrop.push(rect(tx0, u(190), tx1 - tx0, corniceY - u(190), { fill: '#e8d4b1' }));
  // Ground floor and entresuelo: rusticated stone, arched openings.
  const baseTop = u(800);
  // (The group is moved down by 66 px: groundY meets the street line.)
  backdrop.push(rect(x0, baseTop, x1 - x0, groundY - baseTop, { fill: '#eadcc3' }));
  L.ink.push(rustication(x0, baseTop, x1, groundY, { course: 26, opacity: 0.4 }));
  const bays = [];
  for (let b = 0; b < 5; b++) bays.push(tx1 + u(90) + b * u(200));
  for (const [i, cx] of [(tx0 + tx1) / 2, ...bays].entries()) {
    const w = u(i === 0 ? 62 : 70);
    const top = baseTop + u(26);
    const d = `M${cx - w / 2} ${groundY} V${top + w / 2} A${w / 2} ${w / 2} 0 0 1 ${cx + w / 2} ${top + w / 2} V${groundY} Z`;
    L.wash.push(path(d, { fill: i === 4 ? '#5a4432' : 'url(#glass)' }));
    L.ink.push(path(d, { fill: 'none', stroke: LINE, 'stroke-width': 1.6 }));
  }
  // Three principal floors.
  const floors = [
    { y: u(395), h: 150, crown: 'cornice' },
    { y: u(540), h: 160, crown: 'segment' },
    { y: u(690), h: 168, crown: 'pediment' },
  ];
  const miradorBay = 2;
  for (const [f, floor] of floors.entries()) {
    for (const [b, cx] of [(tx0 + tx1) / 2, ...bays].entries()) {
      if (b === miradorBay + 1) continue;
      const shutters = (b + f) % 3 === 0 ? 'open' : (b + f) % 3 === 1 ? 'blind' : 'none';
      const plants = (b + 2 * f) % 4 === 1 ? { pots: 3, trailing: f > 0, scale: 1.2 } : null;
      merge(
        L,
        balconyDoor(cx - 40, floor.y, 80, floor.h, {
          crown: floor.crown,
          shutters,
          interior: (b + f) % 4 === 2 ? 'curtain' : 'glass',
          balcony: { depth: 24, plants, seed: b * 3 + f },
        }),
      );
    }
  }
  const mcx = bays[miradorBay];
  merge(
    L,
    mirador(
      mcx - 62,
      124,
      floors.map((f) => ({ y: f.y - 16, h: f.h + 34 })),
      { depth: 40 },
    ),
  );
  merge(L, mainCornice(x0 - u(10), x1 + u(10), corniceY, { depth: 36 }));
  merge(
    L,
    mansard(
      tx1 + u(10),
      x1 + u(10),
      corniceY,
      u(230),
      bays.filter((_, i) => i !== miradorBay),
      { chimneys: [bays[1] + u(100)] },
    ),
  );
  // The tower: a storey above the cornice, a drum, a slate dome, a lantern, a finial.
  const tcx = (tx0 + tx1) / 2;
  merge(L, balconyDoor(tcx - 36, u(215), 72, 120, { crown: 'segment', balcony: { depth: 22 } }));
  merge(L, mainCornice(tx0 - u(14), tx1 + u(14), u(150), { depth: 30 }));
  const domeBase = u(150);
  const domeTop = u(66);
  const half = (tx1 - tx0) / 2 + u(8);
  const dome = `M${tcx - half} ${domeBase} C${tcx - half} ${domeBase - u(70)} ${tcx - u(30)} ${domeTop + u(6)} ${tcx} ${domeTop} C${tcx + u(30)} ${domeTop + u(6)} ${tcx + half} ${domeBase - u(70)} ${tcx + half} ${domeBase} Z`;
  L.wash.push(path(dome, { fill: '#8a949e' }));
  L.cast.push(
    path(
      `M${tcx} ${domeTop} C${tcx + u(30)} ${domeTop + u(6)} ${tcx + half} ${domeBase - u(70)} ${tcx + half} ${domeBase} H${tcx + u(10)} Z`,
      { fill: '#3e4650', opacity: 0.35 },
    ),
  );
  const ribs = [];
  for (const k of [-0.6, -0.25, 0.25, 0.6])
    ribs.push(`M${tcx + half * k} ${domeBase} Q${tcx + half * k * 0.7} ${domeBase - u(80)} ${tcx} ${domeTop}`);
  L.ink.push(path(ribs.join(''), { stroke: LINE, 'stroke-width': 1.2, fill: 'none', opacity: 0.8 }));
  L.ink.push(path(dome, { fill: 'none', stroke: LINE, 'stroke-width': 1.8 }));
  L.wash.push(rect(tcx - u(16), domeTop - u(34), u(32), u(36), { fill: '#ece0c8' }));
  L.ink.push(rect(tcx - u(16), domeTop - u(34), u(32), u(36), { fill: 'none', stroke: LINE, 'stroke-width': 1.4 }));
  L.ink.push(
    path(`M${tcx - u(20)} ${domeTop - u(34)} Q${tcx} ${domeTop - u(58)} ${tcx + u(20)} ${domeTop - u(34)} Z`, {
      fill: '#8a949e',
      stroke: LINE,
      'stroke-width': 1.4,
    }),
  );
  L.ink.push(line(tcx, domeTop - u(52), tcx, domeTop - u(96), { stroke: '#a17d3c', 'stroke-width': 3 }));
  L.ink.push(circle(tcx, domeTop - u(72), u(5), { fill: '#c19a56' }));
  // The party wall's shade under the tower's cornice and the building's foot.
  L.cast.push(rect(tx1, u(190), u(14), corniceY - u(190), { fill: CAST, opacity: 0.4 }));
  const building = `<g transform="translate(0 66) scale(${S})">${stackLayers(L, backdrop.join(''))}</g>`;

  const trees = `<g filter="url(#leafy)">${trunk(1370, 1040, 600, { width: 26, colour: '#6d5a45', lean: -10, limbs: 3, seed: 3 })}${canopy(1380, 540, 170, 220, { fill: 'plane', shadow: '#55603c', light: '#c9c384', seed: 4, clumps: 30 })}</g>`;
  const street = `${rect(0, 1010, W, 70, { fill: '#d8cbb4', filter: 'url(#wash)' })}${line(0, 1012, W, 1012, { stroke: LINE, 'stroke-width': 1.2 })}`;
  const painting = `${rect(0, 0, W, 700, { fill: 'url(#sky)', filter: 'url(#wash)' })}${building}${street}${streetLamp(250, 1030, 360)}${trees}`;
  return zoneSheet(
    'salamanca',
    41,
    `${glass}${sky}${foliageFilter('leafy', { seed: 42, scale: 0.7 })}${foliageDefs('plane', { shadow: '#4f5a37', mid: '#7f8a55', light: '#c8c386', lightAngle: (-3 * Math.PI) / 4 })}`,
    painting,
  );
}

/** Chamberí: a brick front with white miradores, iron balconies, a shop with an awning below. */
function chamberi() {
  const L = emptyLayers();
  const backdrop = [];
  const S = 0.66;
  const u = (v) => v / S;
  const x0 = u(150);
  const x1 = u(1150);
  const corniceY = u(250);
  const groundY = u(1010);
  const shopTop = u(800);
  backdrop.push(rect(x0, corniceY, x1 - x0, shopTop - corniceY, { fill: BRICK }));
  // Brick courses and the pale bands of the neo-Mudéjar fronts.
  const courses = [];
  for (let y = corniceY + 6; y < shopTop; y += 9) courses.push(`M${x0} ${y} H${x1}`);
  L.ink.push(path(courses.join(''), { stroke: '#7a3f28', 'stroke-width': 0.6, opacity: 0.3, fill: 'none' }));
  for (const y of [u(420), u(600)]) {
    backdrop.push(rect(x0, y, x1 - x0, u(16), { fill: '#ecdcc0' }));
    L.ink.push(rect(x0, y, x1 - x0, u(16), { fill: 'none', stroke: LINE, 'stroke-width': 1 }));
  }
  const bays = [x0 + u(140), x0 + u(380), x0 + u(620), x0 + u(860)];
  const floors = [
    { y: u(290), h: 170 },
    { y: u(460), h: 180 },
    { y: u(640), h: 180 },
  ];
  const miradorBays = [1];
  for (const [f, floor] of floors.entries()) {
    for (const [b, cx] of bays.entries()) {
      if (miradorBays.includes(b)) continue;
      const plants = (b + f) % 2 === 0 ? { pots: 3, trailing: true, scale: 1.3 } : null;
      merge(
        L,
        balconyDoor(cx - 42, floor.y, 84, floor.h, {
          crown: 'none',
          surround: 12,
          stone: '#efe3cc',
          shutters: (b + f) % 3 === 1 ? 'blind' : 'none',
          interior: (b + f) % 3 === 0 ? 'curtain' : 'glass',
          balcony: { depth: 24, plants, seed: b * 7 + f },
        }),
      );
    }
  }
  for (const b of miradorBays)
    merge(
      L,
      mirador(
        bays[b] - 66,
        132,
        floors.map((f) => ({ y: f.y - 10, h: f.h + 26 })),
        { depth: 40 },
      ),
    );
  merge(L, mainCornice(x0 - u(12), x1 + u(12), corniceY - u(60), { depth: 30, stone: '#ecdcc0' }));
  backdrop.push(rect(x0, corniceY - u(4), x1 - x0, u(6), { fill: '#ecdcc0' }));
  // A low tiled roof above the cornice, two chimneys.
  const roofD = `M${x0 - u(20)} ${corniceY - u(60)} L${x0 + u(50)} ${corniceY - u(105)} H${x1 - u(50)} L${x1 + u(20)} ${corniceY - u(60)} Z`;
  L.wash.push(path(roofD, { fill: '#b5664a' }));
  L.ink.push(path(roofD, { fill: 'none', stroke: LINE, 'stroke-width': 1.3 }));
  for (const cxm of [x0 + u(260), x1 - u(300)]) {
    L.wash.push(
      rect(cxm, corniceY - u(150), u(40), u(60), { fill: BRICK }),
      rect(cxm - u(6), corniceY - u(160), u(52), u(12), { fill: '#ecdcc0' }),
    );
    L.ink.push(rect(cxm, corniceY - u(150), u(40), u(60), { fill: 'none', stroke: LINE, 'stroke-width': 1.1 }));
  }
  // The shop: a dark green wooden front with tall glazed doors and a striped awning.
  backdrop.push(rect(x0, shopTop, x1 - x0, groundY - shopTop, { fill: '#ecdcc0' }));
  const shop = [];
  shop.push(rect(x0 + u(60), shopTop + u(40), u(560), groundY - shopTop - u(40), { fill: '#3f5a4c' }));
  for (let i = 0; i < 4; i++)
    shop.push(rect(x0 + u(80) + i * u(135), shopTop + u(70), u(115), groundY - shopTop - u(90), { fill: 'url(#glass)' }));
  L.wash.push(...shop);
  for (let i = 0; i < 4; i++)
    L.wash.push(
      rect(x0 + u(80) + i * u(135), shopTop + u(70), u(115), groundY - shopTop - u(90), {
        fill: 'none',
        stroke: LINE,
        'stroke-width': 1.2,
      }),
    );
  L.wash.push(
    rect(x0 + u(60), shopTop + u(40), u(560), groundY - shopTop - u(40), { fill: 'none', stroke: LINE, 'stroke-width': 1.6 }),
  );
  const awning = [];
  const ax0 = x0 + u(40);
  const ax1 = x0 + u(640);
  const aTop = shopTop + u(20);
  const aBottom = shopTop + u(110);
  for (let x = ax0, i = 0; x < ax1; x += u(40), i++)
    awning.push(path(`M${x} ${aTop} h${u(40)} l${u(6)} ${aBottom - aTop} h${-u(40)} Z`, { fill: i % 2 ? '#f1e4c8' : '#b5603f' }));
  L.wash.push(...awning);
  L.ink.push(
    path(`M${ax0} ${aTop} H${ax1} l${u(6)} ${aBottom - aTop} H${ax0 + u(6)} Z`, {
      fill: 'none',
      stroke: LINE,
      'stroke-width': 1.4,
    }),
  );
  const scallops = [];
  for (let x = ax0 + u(6); x < ax1 + u(6); x += u(20)) scallops.push(`M${x} ${aBottom} q${u(10)} ${u(14)} ${u(20)} 0`);
  L.ink.push(path(scallops.join(''), { fill: '#f1e4c8', stroke: LINE, 'stroke-width': 1 }));
  L.cast.push(
    path(`M${ax0 + u(6)} ${aBottom} H${ax1 + u(6)} l${u(40)} ${u(60)} H${ax0 + u(46)} Z`, { fill: CAST, opacity: 0.45 }),
  );
  // The portal at the right, with its fanlight.
  const px = x0 + u(760);
  const pd = `M${px} ${groundY} V${shopTop + u(70)} A${u(80)} ${u(80)} 0 0 1 ${px + u(160)} ${shopTop + u(70)} V${groundY} Z`;
  L.wash.push(path(pd, { fill: '#5b3f2c' }));
  L.ink.push(
    path(pd, { fill: 'none', stroke: LINE, 'stroke-width': 1.6 }),
    line(px + u(80), shopTop + u(70), px + u(80), groundY, { stroke: LINE, 'stroke-width': 1.2 }),
  );
  L.ink.push(rustication(x0, shopTop, x1, groundY, { course: 28, opacity: 0.3 }));
  const building = `<g transform="scale(${S})">${stackLayers(L, backdrop.join(''))}</g>`;
  const trees = `<g filter="url(#leafy)">${trunk(1290, 1040, 560, { width: 26, colour: '#6d5a45', lean: 12, limbs: 3, seed: 8 })}${canopy(1300, 480, 230, 260, { fill: 'plane', shadow: '#55603c', light: '#c9c384', seed: 9, clumps: 36 })}</g>`;
  const street = `${rect(0, 1010, W, 70, { fill: '#d8cbb4', filter: 'url(#wash)' })}${line(0, 1012, W, 1012, { stroke: LINE, 'stroke-width': 1.2 })}`;
  const painting = `${rect(0, 0, W, 700, { fill: 'url(#sky)', filter: 'url(#wash)' })}${building}${street}${streetLamp(1140, 1030, 330)}${trees}`;
  return zoneSheet(
    'chamberi',
    51,
    `${glass}${sky}${foliageFilter('leafy', { seed: 52, scale: 0.7 })}${foliageDefs('plane', { shadow: '#4f5a37', mid: '#7f8a55', light: '#c8c386', lightAngle: (-3 * Math.PI) / 4 })}`,
    painting,
  );
}

/** La Moraleja: a villa with a tiled hipped roof and an arched loggia, its lawn, pool and trees. */
function laMoraleja() {
  const wash = [];
  const ink = [];
  const cast = [];
  const groundY = 690;
  const stucco = '#f3eadb';
  const roof = '#bb6a4b';
  const trim = '#e6d7bd';
  // Two wings and a taller centre.
  const blocks = [
    { x: 330, w: 300, top: 450 },
    { x: 630, w: 300, top: 380 },
    { x: 930, w: 300, top: 450 },
  ];
  for (const b of blocks) {
    wash.push(rect(b.x, b.top, b.w, groundY - b.top, { fill: stucco }));
    ink.push(rect(b.x, b.top, b.w, groundY - b.top, { fill: 'none', stroke: LINE, 'stroke-width': 1.3 }));
    const eave = 24;
    const rh = b.w * 0.2;
    const d = `M${b.x - eave} ${b.top} L${b.x + b.w * 0.26} ${b.top - rh} H${b.x + b.w * 0.74} L${b.x + b.w + eave} ${b.top} Z`;
    wash.push(path(d, { fill: roof }));
    const tiles = [];
    for (let x = b.x - eave + 7; x < b.x + b.w + eave; x += 8)
      tiles.push(`M${x} ${b.top} L${r1(b.x + b.w / 2 + (x - b.x - b.w / 2) * 0.52)} ${b.top - rh}`);
    ink.push(
      `<clipPath id="roof-${b.x}"><path d="${d}"/></clipPath><g clip-path="url(#roof-${b.x})">${path(tiles.join(''), { stroke: '#7a3a26', 'stroke-width': 0.7, opacity: 0.5, fill: 'none' })}</g>`,
    );
    ink.push(path(d, { fill: 'none', stroke: LINE, 'stroke-width': 1.3 }));
    // Cornice under the eaves and its shadow.
    wash.push(rect(b.x - 6, b.top, b.w + 12, 10, { fill: trim }));
    ink.push(rect(b.x - 6, b.top, b.w + 12, 10, { fill: 'none', stroke: LINE, 'stroke-width': 1 }));
    cast.push(rect(b.x, b.top + 10, b.w, 16, { opacity: 0.4 }));
  }
  // Windows of the wings: stone surrounds, narrow green shutters, French windows below.
  for (const b of [blocks[0], blocks[2]]) {
    for (const fx of [0.27, 0.73]) {
      const cx = b.x + b.w * fx;
      for (const [wy, wh] of [
        [b.top + 42, 74],
        [b.top + 150, 92],
      ]) {
        wash.push(rect(cx - 30, wy - 6, 60, wh + 10, { fill: trim }), rect(cx - 22, wy, 44, wh, { fill: 'url(#glass)' }));
        wash.push(rect(cx - 48, wy, 16, wh, { fill: '#61786a' }), rect(cx + 32, wy, 16, wh, { fill: '#61786a' }));
        ink.push(
          rect(cx - 22, wy, 44, wh, { fill: 'none', stroke: LINE, 'stroke-width': 1 }),
          line(cx, wy, cx, wy + wh, { stroke: '#f1e9da', 'stroke-width': 2.4 }),
        );
        ink.push(rect(cx - 30, wy - 6, 60, wh + 10, { fill: 'none', stroke: LINE, 'stroke-width': 0.8 }));
        cast.push(path(`M${cx - 22} ${wy} h44 v6 h-38 v${wh - 6} h-6 Z`, { opacity: 0.5 }));
      }
    }
  }
  // The centre: three windows above, a loggia of three arches on columns below.
  const cb = blocks[1];
  for (let i = 0; i < 3; i++) {
    const cx = cb.x + 70 + i * 80;
    wash.push(rect(cx - 20, cb.top + 44, 40, 62, { fill: 'url(#glass)' }), rect(cx - 26, cb.top + 38, 52, 8, { fill: trim }));
    ink.push(rect(cx - 20, cb.top + 44, 40, 62, { fill: 'none', stroke: LINE, 'stroke-width': 1 }));
    const ax = cx - 34;
    const d = `M${ax} ${groundY} V${cb.top + 200} A34 34 0 0 1 ${ax + 68} ${cb.top + 200} V${groundY} Z`;
    wash.push(path(d, { fill: '#6c5d50' }));
    cast.push(
      path(
        `M${ax} ${cb.top + 200} A34 34 0 0 1 ${ax + 68} ${cb.top + 200} V${cb.top + 214} A34 34 0 0 0 ${ax + 14} ${cb.top + 214} V${groundY} H${ax} Z`,
        { opacity: 0.5 },
      ),
    );
    ink.push(path(d, { fill: 'none', stroke: LINE, 'stroke-width': 1.2 }));
  }
  wash.push(rect(cb.x, cb.top + 130, cb.w, 10, { fill: trim }));
  ink.push(rect(cb.x, cb.top + 130, cb.w, 10, { fill: 'none', stroke: LINE, 'stroke-width': 0.9 }));
  for (const cx of [430, 1150]) {
    wash.push(rect(cx, 360, 26, 56, { fill: stucco }), rect(cx - 4, 352, 34, 10, { fill: roof }));
    ink.push(rect(cx, 360, 26, 56, { fill: 'none', stroke: LINE, 'stroke-width': 1 }));
  }
  // Terrace with a balustrade, pots of clipped box.
  wash.push(rect(300, groundY, 960, 26, { fill: '#eadfca' }));
  const balusters = [];
  for (let x = 306; x < 1254; x += 12) balusters.push(`M${x} ${groundY + 4} q-4 8 0 12 q4 4 0 8`);
  ink.push(
    rect(300, groundY, 960, 26, { fill: 'none', stroke: LINE, 'stroke-width': 1 }),
    path(balusters.join(''), { stroke: LINE, 'stroke-width': 0.8, fill: 'none', opacity: 0.7 }),
  );
  const box = [];
  for (const px of [340, 600, 960, 1220]) {
    box.push(path(`M${px - 14} ${groundY - 2} h28 l-4 24 h-20 Z`, { fill: '#b9704f' }));
    box.push(circle(px, groundY - 20, 20, { fill: 'url(#box)' }));
  }
  // Lawn with mowing stripes, the pool with its coping and the villa's reflection.
  const stripes = [];
  for (let i = 0; i < 8; i++)
    stripes.push(
      path(`M${i * 200 - 60} ${groundY + 26} h120 L${i * 260 - 260 + 140} ${H} h-160 Z`, { fill: '#c3c690', opacity: 0.25 }),
    );
  const pool = `M500 800 H1060 L1110 920 H450 Z`;
  const painting = `${rect(0, 0, W, groundY, { fill: 'url(#sky)', filter: 'url(#wash)' })}
    <g filter="url(#leafy)">${canopy(720, 560, 760, 150, { fill: 'far', shadow: '#5e6848', light: '#cfc68c', seed: 60, clumps: 40 })}</g>
    <g filter="url(#wash)">${rect(0, groundY, W, H - groundY, { fill: 'url(#lawn)' })}${stripes.join('')}${wash.join('')}
      ${path(pool, { fill: '#e6dccb' })}${path('M512 808 H1050 L1094 912 H466 Z', { fill: 'url(#pool)' })}</g>
    <g style="mix-blend-mode:multiply" filter="url(#soft)" fill="${CAST}">${cast.join('')}
      ${path('M1260 700 L1440 780 L1440 810 L1250 712 Z', { opacity: 0.35 })}${path('M1330 704 L1440 740 L1440 760 L1322 712 Z', { opacity: 0.35 })}
      ${path('M300 716 H1260 L1300 740 H340 Z', { opacity: 0.25 })}</g>
    <g filter="url(#ink)">${ink.join('')}${path(pool, { fill: 'none', stroke: LINE, 'stroke-width': 1.1 })}
      ${path('M520 816 H1042 L1050 834 H512 Z', { fill: '#eef3ef', opacity: 0.45 })}</g>
    <g filter="url(#leafy)">${box.join('')}
      ${stonePine(190, 760, 600, { fill: 'pine', shadow: '#2f3b28', light: '#b8b06c', seed: 61, lean: 50 })}
      ${cypress(1290, 712, 440, { shadow: '#37432a', mid: '#66724a', seed: 62 })}
      ${cypress(1362, 716, 360, { shadow: '#37432a', mid: '#66724a', seed: 63 })}
      ${trunk(1180, 1010, 880, { width: 20, colour: '#7a6a55', lean: 14, limbs: 3, seed: 65 })}
      ${flatCrown(1196, 860, 120, 48, { fill: 'olive', shadow: '#6f7656', light: '#d1d3b0', seed: 66 })}</g>`;
  const defs = `${glass}${sky}${foliageFilter('leafy', { seed: 68, scale: 0.7 })}
    ${foliageDefs('pine', { shadow: '#2f3b28', mid: '#55653b', light: '#aba466', lightAngle: -Math.PI / 2 })}
    ${foliageDefs('far', { shadow: '#5e6848', mid: '#8b9463', light: '#cbc68f', lightAngle: -Math.PI / 3 })}
    ${foliageDefs('olive', { shadow: '#6f7656', mid: '#9ba27b', light: '#cfd1ae', lightAngle: -Math.PI / 2 })}
    ${foliageDefs('box', { shadow: '#3f4d2f', mid: '#5f7142', light: '#9aa66a', lightAngle: (-3 * Math.PI) / 4 })}
    ${gradient('lawn', [
      [0, '#aab06f'],
      [1, '#8e9758'],
    ])}
    ${gradient('pool', [
      [0, '#8fbcc2'],
      [1, '#b3d4d3'],
    ])}`;
  return zoneSheet('moraleja', 61, defs, painting);
}

/** North-west: the Guadarrama on the horizon, slopes of stone pines and holm oaks, a house among them. */
function noroeste() {
  const random = rng(71);
  // La Maliciosa's peak, the long ridge to Siete Picos: the skyline seen from Pozuelo and Las Rozas.
  const farRidge =
    'M0 430 L90 410 L170 380 L260 395 L330 360 L420 372 L520 330 L600 350 L680 320 L760 338 L860 300 L950 330 L1040 310 L1140 345 L1240 330 L1340 360 L1440 350 V560 H0 Z';
  const ridge =
    'M0 470 L110 440 L200 400 L250 410 L330 330 L380 300 L430 320 L520 380 L600 395 L700 380 L800 405 L900 390 L1000 420 L1120 410 L1240 440 L1440 430 V580 H0 Z';
  const snow = [
    'M360 312 L380 300 L398 312 L386 318 L376 330 L368 322 Z',
    'M338 330 L352 318 L356 340 L346 352 Z',
    'M410 318 L430 320 L452 336 L432 334 L420 346 Z',
    'M690 324 L700 322 L716 330 L704 336 Z',
    'M856 302 L866 302 L880 312 L866 314 Z',
  ];
  const hills = [
    { d: 'M0 560 Q260 500 520 540 T1040 520 T1440 500 V1080 H0 Z', fill: 'url(#hill1)' },
    { d: 'M0 680 Q300 620 620 668 T1200 640 T1440 660 V1080 H0 Z', fill: 'url(#hill2)' },
    { d: 'M0 850 Q360 790 720 830 T1440 800 V1080 H0 Z', fill: 'url(#hill3)' },
  ];
  const oaks = [];
  // Holm oaks dotted over the slopes: small round dark crowns, each with its shadow.
  for (let i = 0; i < 110; i++) {
    const y = 540 + random() ** 1.3 * 300;
    const x = random() * W;
    const r = 5 + ((y - 540) / 300) * 10 + random() * 4;
    oaks.push(
      `<ellipse cx="${r1(x + r * 0.8)}" cy="${r1(y + r * 0.7)}" rx="${r1(r * 1.2)}" ry="${r1(r * 0.35)}" fill="#5e5a38" opacity="0.45"/>`,
    );
    oaks.push(`<path d="${blob(x, y, r, random, { points: 10, wobble: 0.25, squash: 0.8 })}" fill="url(#oak)"/>`);
  }
  const pines = [
    [140, 1010, 520, -1],
    [400, 1060, 600, 1],
    [1150, 1040, 560, -1],
    [1350, 1000, 470, 1],
    [620, 800, 200, 1],
    [1060, 790, 170, -1],
    [1180, 820, 190, 1],
  ];
  const pineShapes = [];
  for (const [i, [x, y, h, side]] of pines.entries()) {
    pineShapes.push(
      `<ellipse cx="${r1(x + h * 0.25)}" cy="${y}" rx="${r1(h * 0.32)}" ry="${r1(h * 0.04)}" fill="#4f5232" opacity="0.4"/>`,
    );
    pineShapes.push(
      stonePine(x, y, h, { fill: 'pine', shadow: '#2f3b28', light: '#c2b775', seed: 72 + i, lean: side * h * 0.08 }),
    );
  }
  // A low contemporary house: white volumes, a band of glass, timber slats, a pool before it.
  const hx = 660;
  const hy = 760;
  const house = [
    rect(hx, hy, 320, 70, { fill: '#f4eee3' }),
    rect(hx + 90, hy - 46, 190, 46, { fill: '#f4eee3' }),
    rect(hx - 8, hy - 6, 336, 8, { fill: '#e2d6c1' }),
    rect(hx + 82, hy - 52, 206, 8, { fill: '#e2d6c1' }),
    rect(hx + 20, hy + 14, 200, 44, { fill: 'url(#glass)' }),
    rect(hx + 240, hy + 14, 60, 44, { fill: '#b08a62' }),
    rect(hx + 110, hy - 36, 150, 26, { fill: 'url(#glass)' }),
    rect(hx - 60, hy + 70, 460, 14, { fill: '#e9dfcc' }),
    rect(hx - 20, hy + 84, 260, 24, { fill: '#8fc1c6' }),
  ];
  const houseInk = [
    rect(hx, hy, 320, 70, { fill: 'none', stroke: LINE, 'stroke-width': 1.2 }),
    rect(hx + 90, hy - 46, 190, 46, { fill: 'none', stroke: LINE, 'stroke-width': 1.2 }),
    rect(hx + 20, hy + 14, 200, 44, { fill: 'none', stroke: LINE, 'stroke-width': 1 }),
    path(`M${hx + 70} ${hy + 14} v44 M${hx + 120} ${hy + 14} v44 M${hx + 170} ${hy + 14} v44`, {
      stroke: '#f4eee3',
      'stroke-width': 2.5,
      fill: 'none',
    }),
    path(Array.from({ length: 8 }, (_, i) => `M${hx + 246 + i * 7} ${hy + 14} v44`).join(''), {
      stroke: '#6f5338',
      'stroke-width': 1,
      fill: 'none',
    }),
    rect(hx + 110, hy - 36, 150, 26, { fill: 'none', stroke: LINE, 'stroke-width': 1 }),
    rect(hx - 20, hy + 84, 260, 24, { fill: 'none', stroke: LINE, 'stroke-width': 1 }),
  ];
  const houseCast = `<g style="mix-blend-mode:multiply" filter="url(#soft)">${rect(hx, hy + 2, 320, 10, { fill: CAST, opacity: 0.4 })}${rect(hx + 90, hy - 44, 190, 8, { fill: CAST, opacity: 0.4 })}${path(`M${hx + 320} ${hy} l40 20 v50 h-40 Z`, { fill: CAST, opacity: 0.35 })}</g>`;
  const painting = `${rect(0, 0, W, 620, { fill: 'url(#sky)', filter: 'url(#wash)' })}
    <g filter="url(#wash)">${path(farRidge, { fill: 'url(#far-ridge)' })}${path(ridge, { fill: 'url(#ridge)' })}${snow.map((d) => path(d, { fill: '#f7f5f0' })).join('')}</g>
    <g filter="url(#ink)">${path(ridge.split(' V')[0], { fill: 'none', stroke: '#56647a', 'stroke-width': 1.2, opacity: 0.55 })}</g>
    <g filter="url(#wash)">${hills.map((h) => path(h.d, { fill: h.fill })).join('')}</g>
    <g filter="url(#leafy)">${oaks.join('')}</g>
    <g filter="url(#wash)">${house.join('')}</g>${houseCast}<g filter="url(#ink)">${houseInk.join('')}</g>
    <g filter="url(#leafy)">${pineShapes.join('')}</g>`;
  const defs = `${glass}${sky}${foliageFilter('leafy', { seed: 78, scale: 0.6 })}
    ${foliageDefs('pine', { shadow: '#2f3b28', mid: '#55653b', light: '#aba466', lightAngle: -Math.PI / 2 })}
    ${foliageDefs('oak', { shadow: '#3f4630', mid: '#5c6340', light: '#858653', lightAngle: -Math.PI / 2 })}
    ${gradient('far-ridge', [
      [0, '#aebdcc'],
      [1, '#dfe5e6'],
    ])}
    ${gradient('ridge', [
      [0, '#8797ab'],
      [0.6, '#b3bfc9'],
      [1, '#dcd9cc'],
    ])}
    ${gradient('hill1', [
      [0, '#c9bb86'],
      [1, '#b6aa74'],
    ])}
    ${gradient('hill2', [
      [0, '#b3aa6e'],
      [1, '#a0995f'],
    ])}
    ${gradient('hill3', [
      [0, '#9c975c'],
      [1, '#878450'],
    ])}`;
  return zoneSheet('noroeste', 71, defs, painting);
}

export const ZONES = { noroeste, salamanca, chamberi, 'la-moraleja': laMoraleja };
