// Hero scene 1: a Salamanca street front late on a clear afternoon. The building across the street
// keeps the left of the façade in shade; the sun rakes the right, with its glazed mirador, and the
// edge of the shade drifts slowly with the dappled shadow of a plane tree. See docs/decisions/0022.
import { balconyDoor, emptyLayers, mainCornice, mansard, merge, mirador, planeLeaf, rustication } from './facade.mjs';
import { mixLight, rasterize, rasterizeMask } from './raster.mjs';
import {
  fullFrameWash,
  BRICK,
  LINE,
  paintFilters,
  paperGround,
  paperOver,
  gradient,
  path,
  rect,
  rng,
  SKY,
  SKY_PALE,
  svg,
} from './svg.mjs';

const W = 1920;
const H = 1080;

/** The two buildings of the street front: a brick one on the left, a plastered one on the right. */
function streetFront() {
  const L = emptyLayers();
  const backdrop = [];
  // Right building: warm plaster, cornice at 262, mansard above.
  const rx0 = 600;
  const corniceY = 262;
  backdrop.push(rect(rx0, corniceY, W - rx0, H - corniceY, { fill: '#e3c9a0' }));
  // Left building: exposed brick with stone quoins, a storey taller.
  const lx1 = rx0;
  backdrop.push(rect(0, 150, lx1, H - 150, { fill: BRICK }));
  backdrop.push(rect(lx1 - 34, 150, 34, H - 150, { fill: '#e8d9bd' }));
  L.ink.push(rustication(lx1 - 34, 150, lx1, H, { course: 30, opacity: 0.5 }));
  L.ink.push(path(`M${lx1 - 34} 150 V${H} M${lx1} 150 V${H}`, { stroke: LINE, 'stroke-width': 1.2, fill: 'none' }));
  // Brick coursing, very faint.
  const courses = [];
  for (let y = 160; y < H; y += 8) courses.push(`M0 ${y} H${lx1 - 34}`);
  L.ink.push(path(courses.join(''), { stroke: '#6d3a26', 'stroke-width': 0.5, opacity: 0.22, fill: 'none' }));
  merge(L, mainCornice(-10, lx1, 150, { depth: 34, stone: '#eadbc0' }));
  // Left building's windows: simpler, with blinds half down.
  for (const [i, cx] of [100, 320].entries()) {
    merge(
      L,
      balconyDoor(cx - 40, 300, 80, 170, {
        crown: 'cornice',
        shutters: 'blind',
        blindDrop: 0.42,
        balcony: { depth: 22, seed: 3 + i },
      }),
    );
    merge(
      L,
      balconyDoor(cx - 40, 580, 80, 185, {
        crown: 'cornice',
        shutters: i ? 'blind' : 'open',
        blindDrop: 0.3,
        balcony: { depth: 22, plants: i ? null : { pots: 2 }, seed: 5 + i },
      }),
    );
    merge(L, balconyDoor(cx - 40, 870, 80, 200, { crown: 'segment', shutters: 'none', balcony: null }));
  }
  // Right building: nine bays, the seventh a mirador over three floors.
  const bays = [720, 920, 1120, 1320, 1520, 1720, 1900];
  const miradorBay = 4;
  merge(
    L,
    mansard(
      rx0 + 10,
      W + 30,
      corniceY,
      140,
      bays.filter((_, i) => i !== miradorBay),
      { chimneys: [860, 1660] },
    ),
  );
  merge(L, mainCornice(rx0, W + 10, corniceY, { depth: 40 }));
  const floors = [
    { y: 392, h: 160, crown: 'cornice' },
    { y: 640, h: 178, crown: 'segment' },
    { y: 905, h: 196, crown: 'pediment' },
  ];
  for (const [b, cx] of bays.entries()) {
    if (b === miradorBay) continue;
    for (const [f, floor] of floors.entries()) {
      const shutters = (b + f) % 3 === 0 ? 'open' : (b + f) % 3 === 1 ? 'blind' : 'none';
      const plants = (b * 3 + f) % 4 === 1 ? { pots: 3, trailing: f !== 0, scale: 1.25 } : null;
      const interior = (b * 2 + f) % 5 === 0 ? 'open' : (b + 2 * f) % 3 === 0 ? 'curtain' : 'glass';
      merge(
        L,
        balconyDoor(cx - 42, floor.y, 84, floor.h, {
          crown: floor.crown,
          shutters,
          interior,
          blindDrop: 0.28 + ((b + f) % 2) * 0.14,
          balcony: { depth: 26, plants, seed: b * 5 + f },
        }),
      );
    }
  }
  const mx = bays[miradorBay] - 64;
  merge(
    L,
    mirador(
      mx,
      128,
      floors.map((f) => ({ y: f.y - 18, h: f.h + 38 })),
      { depth: 46 },
    ),
  );
  // Floor bands on the plaster.
  for (const floor of floors) {
    L.ink.push(
      path(`M${rx0} ${floor.y + floor.h + 11} H${W} M${rx0} ${floor.y + floor.h + 15} H${W}`, {
        stroke: LINE,
        'stroke-width': 0.7,
        opacity: 0.5,
        fill: 'none',
      }),
    );
  }
  // The party wall's shadow where the brick building stands proud of the plaster.
  L.cast.push(rect(rx0, corniceY + 60, 26, H, { fill: '#6b5646', opacity: 0.45 }));
  return { L, backdrop };
}

/**
 * The still in two lights: `lit` (sun, with every cast shadow) and `ambient` (the same façade in the
 * shade of the building opposite, with no cast shadows). The loop mixes them through `mask`.
 */
function facadeStills(outW, outH) {
  const { L, backdrop } = streetFront();
  const defs = `<defs>${paintFilters({ seed: 11 })}
    ${gradient('sky', [
      [0, SKY],
      [1, SKY_PALE],
    ])}
    ${gradient('grade', [
      [0, '#fff', 0],
      [0.55, '#e9dccb', 0.5],
      [1, '#c9b39b', 0.9],
    ])}
    ${gradient('glass', [
      [0, '#76848e'],
      [0.45, '#4b4d4f'],
      [1, '#2f2b29'],
    ])}</defs>`;
  const sky = fullFrameWash(0, 0, W, 300, 'url(#sky)');
  const washes = `<g filter="url(#wash)" opacity="0.96">${backdrop.join('')}${L.wash.join('')}</g>`;
  // A second, uneven wash over the walls: darker low and to the left, as a painter grades a wall.
  const grade = rect(0, 140, W, H - 140, { fill: 'url(#grade)', style: 'mix-blend-mode:multiply' });
  const crisp = `<g opacity="0.97">${L.crisp.join('')}</g>`;
  const cast = `<g filter="url(#soft)" style="mix-blend-mode:multiply">${L.cast.join('')}</g>`;
  const ink = `<g filter="url(#ink)">${L.ink.join('')}</g>`;
  const plants = `<g filter="url(#wash)">${L.plants.join('')}</g>`;
  const body = (withCast) =>
    `${defs}${paperGround(W, H)}${sky}${washes}${grade}${crisp}${withCast ? cast : ''}${plants}${ink}${paperOver(W, H)}`;
  return { lit: svg(W, H, body(true), { outW, outH }), ambient: svg(W, H, body(false), { outW, outH }) };
}

/** The street front's silhouette against the sky: the shade of the building opposite falls inside it. */
const BUILDING_OUTLINE = `M0 150 H600 V262 H610 L640 140 H${W} V${H} H0 Z M860 140 v-50 h36 v50 Z M1660 140 v-50 h36 v50 Z`;

/** Where the shade of the building opposite ends, as a fraction of the width, at time t of the loop. */
const SHADE_EDGE = 0.655;
const SHADE_DRIFT = 0.012;

/**
 * The shade mask at time t (seconds) for a frame of w×h: white where the façade is in shade. Its edge
 * and the plane-tree dapple move on sines whose period is the loop, so the loop is seamless.
 */
function facadeMask(t, loopS, w, h) {
  const phase = (2 * Math.PI * t) / loopS;
  const edge = W * (SHADE_EDGE + SHADE_DRIFT * Math.sin(phase));
  // The edge leans a little (the opposite cornice's profile steps it near the top).
  const shade = `M-50 -50 H${edge + 40} L${edge + 10} 250 L${edge + 30} 262 L${edge - 20} ${H + 50} H-50 Z`;
  const random = rng(5);
  const leaves = [];
  for (let i = 0; i < 70; i++) {
    const cx = edge - 60 + random() * 360;
    const cy = 380 + random() * 760;
    const swing = 14 * Math.sin(phase + random() * Math.PI * 2) * (0.6 + random() * 0.4);
    leaves.push(planeLeaf(cx + swing, cy + swing * 0.4, 34 + random() * 40, random() * 360 + swing, '#fff'));
  }
  return svg(
    W,
    H,
    `<defs><filter id="b" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter><filter id="b2"><feGaussianBlur stdDeviation="5"/></filter>
     <clipPath id="building"><path d="${BUILDING_OUTLINE}"/></clipPath></defs>
     <rect width="${W}" height="${H}" fill="#000"/>
     <g clip-path="url(#building)"><path d="${shade}" fill="#fff" filter="url(#b)"/><g filter="url(#b2)" opacity="0.9">${leaves.join('')}</g></g>`,
    { outW: w, outH: h },
  );
}

/** The shade's colour: the ambient still is multiplied by it (cool, a little blue, as shade is). */
const FACADE_SHADE = { r: 150, g: 146, b: 156 };

export const facadeScene = {
  id: 'facade',
  /** The two lights, rendered once per output size. */
  async setup(outW, outH) {
    const { lit, ambient } = facadeStills(outW, outH);
    return { lit: await rasterize(lit), ambient: await rasterize(ambient) };
  },
  async frame(state, t, loopS, outW, outH) {
    const mask = await rasterizeMask(facadeMask(t, loopS, outW, outH));
    return mixLight(state.lit, state.ambient, mask, FACADE_SHADE);
  },
};
