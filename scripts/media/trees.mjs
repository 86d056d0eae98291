// Trees and foliage in wash: canopies built from overlapping translucent dabs, darker on the side away
// from the light and lit on the side facing it, as a watercolourist builds a tree in three glazes.
import { r1, rng } from './svg.mjs';

/** An irregular closed blob around (cx, cy): a circle whose radius wobbles with a few sines. */
export function blob(cx, cy, r, random, { points = 18, wobble = 0.22, squash = 1 } = {}) {
  const phases = [random() * 6.28, random() * 6.28, random() * 6.28];
  const pts = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const k =
      1 + wobble * (0.5 * Math.sin(3 * a + phases[0]) + 0.3 * Math.sin(5 * a + phases[1]) + 0.2 * Math.sin(8 * a + phases[2]));
    pts.push([cx + Math.cos(a) * r * k, cy + Math.sin(a) * r * k * squash]);
  }
  // A closed Catmull-Rom curve through the points, as cubic Béziers.
  let d = `M${r1(pts[0][0])} ${r1(pts[0][1])}`;
  for (let i = 0; i < points; i++) {
    const p0 = pts[(i - 1 + points) % points];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % points];
    const p3 = pts[(i + 2) % points];
    d += ` C${r1(p1[0] + (p2[0] - p0[0]) / 6)} ${r1(p1[1] + (p2[1] - p0[1]) / 6)} ${r1(p2[0] - (p3[0] - p1[0]) / 6)} ${r1(p2[1] - (p3[1] - p1[1]) / 6)} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return `${d} Z`;
}

/**
 * Gradient definitions for foliage lit from `lightAngle` (radians, 0 = from the right, -π/2 = from
 * above): each clump is filled light on the side facing the sun and dark on the other.
 */
export function foliageDefs(id, { shadow, mid, light, lightAngle = -Math.PI / 4 }) {
  const x = Math.cos(lightAngle) / 2;
  const y = Math.sin(lightAngle) / 2;
  return `<linearGradient id="${id}" x1="${r1(0.5 - x)}" y1="${r1(0.5 - y)}" x2="${r1(0.5 + x)}" y2="${r1(0.5 + y)}"><stop offset="0.1" stop-color="${shadow}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="0.95" stop-color="${light}"/></linearGradient>`;
}

/** The filter that breaks a clump's outline into leaf clusters. */
export function foliageFilter(id = 'leafy', { seed = 1, scale = 1 } = {}) {
  return `<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="${r1((0.05 / scale) * 100) / 100}" numOctaves="2" seed="${seed}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="${r1(16 * scale)}" xChannelSelector="R" yChannelSelector="G"/></filter>`;
}

/**
 * A crown inside the ellipse (cx, cy, rx, ry), built of clumps: larger ones at the heart, smaller
 * ones at the rim, each filled with the gradient `fill` (see foliageDefs), then flecks of light and
 * pockets of shade. Returns SVG; wrap it in the leafy filter.
 */
export function canopy(cx, cy, rx, ry, { fill, shadow, light, seed = 1, clumps = 30, size = 1, opacity = 0.95 }) {
  const random = rng(seed);
  const parts = [];
  for (let i = 0; i < clumps; i++) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 0.85;
    const x = cx + Math.cos(a) * d * rx;
    const y = cy + Math.sin(a) * d * ry;
    const r = (0.22 + random() * 0.16) * Math.min(rx, ry) * size * (1.15 - d * 0.5);
    parts.push(`<path d="${blob(x, y, r, random, { squash: 0.8 })}" fill="url(#${fill})" opacity="${opacity}"/>`);
  }
  // Pockets of shade under the clumps and flecks of sun on their lit rims.
  const marks = [];
  for (let i = 0; i < clumps; i++) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 0.9;
    const x = cx + Math.cos(a) * d * rx;
    const y = cy + Math.sin(a) * d * ry;
    const r = (0.04 + random() * 0.05) * Math.min(rx, ry) * size;
    const lit = random() > 0.5;
    marks.push(
      `<path d="${blob(x, y, r, random, { points: 10, wobble: 0.3, squash: 0.7 })}" fill="${lit ? light : shadow}" opacity="${lit ? 0.35 : 0.45}"/>`,
    );
  }
  return parts.join('') + marks.join('');
}

/** A trunk and a few limbs, tapering, as dark strokes. */
export function trunk(x, baseY, topY, { width = 14, colour = '#3e3327', lean = 0, limbs = 3, seed = 1 } = {}) {
  const random = rng(seed);
  const top = width * 0.2;
  const parts = [
    `<path d="M${r1(x - width / 2)} ${baseY} Q${r1(x - width * 0.25 + lean * 0.5)} ${r1((baseY + topY) / 2)} ${r1(x + lean - top)} ${topY} H${r1(x + lean + top)} Q${r1(x + width * 0.25 + lean * 0.5)} ${r1((baseY + topY) / 2)} ${r1(x + width / 2)} ${baseY} Z" fill="${colour}"/>`,
  ];
  for (let i = 0; i < limbs; i++) {
    const t = 0.6 + random() * 0.35;
    const sx = x + lean * t;
    const sy = baseY + (topY - baseY) * t;
    const dir = i % 2 ? 1 : -1;
    const len = (baseY - topY) * (0.12 + random() * 0.12);
    parts.push(
      `<path d="M${r1(sx)} ${r1(sy)} q${r1(dir * len * 0.3)} ${r1(-len * 0.5)} ${r1(dir * len * 0.7)} ${r1(-len)}" stroke="${colour}" stroke-width="${r1(width * 0.35)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

/** A bald cypress (ahuehuete) standing in water: a tall feathery cone of clumps over a flared trunk. */
export function baldCypress(x, baseY, topY, { fill, shadow, light, seed = 1, trunkColour = '#3b2e24' }) {
  const random = rng(seed);
  const h = baseY - topY;
  const parts = [
    `<path d="M${r1(x - h * 0.045)} ${baseY} q${r1(h * 0.03)} ${r1(-h * 0.03)} ${r1(h * 0.033)} ${r1(-h * 0.16)} L${r1(x - h * 0.004)} ${r1(topY + h * 0.3)} L${r1(x + h * 0.012)} ${r1(baseY - h * 0.16)} q${r1(h * 0.004)} ${r1(h * 0.13)} ${r1(h * 0.034)} ${r1(h * 0.16)} Z" fill="${trunkColour}"/>`,
  ];
  const levels = 14;
  for (let i = 0; i < levels; i++) {
    const t = i / (levels - 1);
    const y = topY + t * h * 0.8 + h * 0.03;
    const half = (0.035 + t * 0.12) * h;
    for (let k = 0; k < 2; k++) {
      const cx = x + (random() * 2 - 1) * half * 0.5;
      parts.push(
        `<path d="${blob(cx, y, half * (0.65 + random() * 0.3), random, { points: 12, wobble: 0.3, squash: 0.55 })}" fill="url(#${fill})" opacity="0.95"/>`,
      );
    }
  }
  for (let i = 0; i < 26; i++) {
    const t = random();
    const y = topY + t * h * 0.8 + h * 0.03;
    const half = (0.035 + t * 0.12) * h;
    const lit = random() > 0.5;
    parts.push(
      `<path d="${blob(x + (random() * 2 - 1) * half, y, half * 0.22, random, { points: 8, wobble: 0.3, squash: 0.6 })}" fill="${lit ? light : shadow}" opacity="0.55"/>`,
    );
  }
  return parts.join('');
}

/**
 * A flat, dense crown (stone pine, olive, holm oak): one broad mass, its top broken into clumps, its
 * underside in shade. `fill` is a foliage gradient id.
 */
export function flatCrown(cx, cy, rx, ry, { fill, shadow, light, seed = 1 }) {
  const random = rng(seed);
  const parts = [`<path d="${blob(cx, cy, rx, random, { points: 16, wobble: 0.12, squash: ry / rx })}" fill="url(#${fill})"/>`];
  const n = Math.max(6, Math.round(rx / (ry * 0.5)));
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = cx - rx * 0.85 + t * rx * 1.7;
    const edge = Math.sqrt(Math.max(0, 1 - ((x - cx) / rx) ** 2));
    const y = cy - ry * edge * 0.55 + (random() - 0.5) * ry * 0.2;
    parts.push(
      `<path d="${blob(x, y, ry * (0.45 + random() * 0.25), random, { points: 12, wobble: 0.25, squash: 0.7 })}" fill="url(#${fill})"/>`,
    );
  }
  // Shade along the underside, light flecks along the top.
  parts.push(
    `<path d="${blob(cx, cy + ry * 0.45, rx * 0.8, random, { points: 14, wobble: 0.15, squash: (ry * 0.35) / (rx * 0.8) })}" fill="${shadow}" opacity="0.3"/>`,
  );
  for (let i = 0; i < n; i++) {
    const x = cx - rx * 0.7 + random() * rx * 1.4;
    const y = cy - ry * 0.5 + random() * ry * 0.3;
    parts.push(
      `<path d="${blob(x, y, ry * 0.16, random, { points: 8, wobble: 0.3, squash: 0.6 })}" fill="${light}" opacity="0.45"/>`,
    );
  }
  return parts.join('');
}

/** A pine of the Madrid sierra (pino piñonero): a flat umbrella crown on a bare, leaning trunk. */
export function stonePine(x, baseY, height, { fill, shadow, light, seed = 1, lean = 0, trunkColour = '#4a3b2e' }) {
  const crownY = baseY - height * 0.86;
  const crownW = height * 0.36;
  return (
    trunk(x, baseY, crownY + height * 0.02, { width: height * 0.045, lean, limbs: 2, seed, colour: trunkColour }) +
    flatCrown(x + lean, crownY, crownW, height * 0.12, { fill, shadow, light, seed: seed + 1 })
  );
}

/** An Italian cypress: a tall, dark flame. */
export function cypress(x, baseY, height, { shadow, mid, seed = 1 }) {
  const w = height * 0.11;
  const random = rng(seed);
  const d = `M${x} ${baseY - height} C${r1(x + w * 0.9)} ${r1(baseY - height * 0.7)} ${r1(x + w)} ${r1(baseY - height * 0.15)} ${r1(x + w * 0.3)} ${baseY} H${r1(x - w * 0.3)} C${r1(x - w)} ${r1(baseY - height * 0.15)} ${r1(x - w * 0.9)} ${r1(baseY - height * 0.7)} ${x} ${baseY - height} Z`;
  const strokes = [];
  for (let i = 0; i < 14; i++) {
    const y = baseY - height * (0.1 + random() * 0.8);
    strokes.push(
      `<path d="M${r1(x + w * 0.1)} ${r1(y)} q${r1(w * 0.4)} ${r1(-height * 0.04)} ${r1(w * 0.5)} ${r1(-height * 0.1)}" stroke="${mid}" stroke-width="${r1(w * 0.25)}" fill="none" stroke-linecap="round" opacity="0.8"/>`,
    );
  }
  return `<path d="${d}" fill="${shadow}"/>${strokes.join('')}`;
}
