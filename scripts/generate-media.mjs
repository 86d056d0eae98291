#!/usr/bin/env node
// Generates the default media listed in src/content/media.ts into public/media/ (run by hand,
// the output is committed; CI never runs it): three abstract architectural hero loops (WebM VP9 and
// MP4 H.264), their posters (the loop's first frame, AVIF and WebP at three widths) and four line-art
// zone images (AVIF and WebP at three widths). Needs ffmpeg with libvpx-vp9 and libx264 on PATH.
//
//   node scripts/generate-media.mjs            # everything
//   node scripts/generate-media.mjs zones      # zone images only
//   node scripts/generate-media.mjs hero       # hero videos and posters only
//   node scripts/generate-media.mjs hero facade # one hero scene
//
// Each hero scene is an SVG still (sharp renders it) plus a warm light layer; ffmpeg drifts the
// light across the still on a sine whose period is the loop length, so the loop is seamless, and adds
// a soft film grain.
import { execFileSync } from 'node:child_process';
import { mkdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const OUT = path.join(root, 'public/media');
const WORK = path.join(tmpdir(), 'aurea-media');

// Keep in step with src/content/media.ts (a unit test checks the files against the manifest).
const STILL_W = 1920;
const STILL_H = 1080;
const VIDEO_W = 1280;
const VIDEO_H = 720;
const LOOP_S = 8;
const FPS = 24;
const POSTER_WIDTHS = [640, 1280, 1920];
const ZONE_W = 1440;
const ZONE_H = 1080;
const ZONE_WIDTHS = [480, 960, 1440];
const MAX_VIDEO_BYTES = 1.5 * 1024 * 1024;

const INK = '#0f1a2a';
const BRASS = '#c9a66b';

/** Deterministic pseudo-random numbers, so a re-run produces the same images. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** Warm dark stone with a vignette: the ground every hero scene is drawn on. */
function stoneGround(w, h, { base = '#1c1814', lift = '#2b241d' } = {}) {
  return `<defs>
    <radialGradient id="ground" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${lift}"/><stop offset="1" stop-color="${base}"/></radialGradient>
    <radialGradient id="vignette" cx="50%" cy="50%" r="72%"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></radialGradient>
  </defs><rect width="${w}" height="${h}" fill="url(#ground)"/>`;
}
const vignette = (w, h) => `<rect width="${w}" height="${h}" fill="url(#vignette)"/>`;

/** A classical Madrid façade: pilasters, cornices, tall balconied windows. */
function facadeScene() {
  const w = STILL_W + 240;
  const h = STILL_H;
  const parts = [stoneGround(w, h)];
  const bay = 300;
  const floors = [
    { y: 40, h: 250 },
    { y: 390, h: 280 },
    { y: 770, h: 300 },
  ];
  for (let x = -60; x < w; x += bay) {
    parts.push(`<rect x="${x}" y="0" width="34" height="${h}" fill="#241f19"/>`);
    parts.push(`<rect x="${x + 34}" y="0" width="3" height="${h}" fill="#3b3229" opacity="0.8"/>`);
    for (const f of floors) {
      const wx = x + 95;
      const ww = 120;
      parts.push(`<rect x="${wx - 14}" y="${f.y - 14}" width="${ww + 28}" height="${f.h + 14}" fill="#2e271f"/>`);
      parts.push(`<rect x="${wx}" y="${f.y}" width="${ww}" height="${f.h}" fill="#0c0b0a"/>`);
      parts.push(`<rect x="${wx + ww / 2 - 1.5}" y="${f.y}" width="3" height="${f.h}" fill="#1b1814"/>`);
      parts.push(`<rect x="${wx}" y="${f.y + f.h * 0.38}" width="${ww}" height="3" fill="#1b1814"/>`);
      parts.push(`<path d="M${wx - 26} ${f.y - 20} L${wx + ww / 2} ${f.y - 52} L${wx + ww + 26} ${f.y - 20} Z" fill="#332b22"/>`);
      // Balcony: slab and railing.
      const by = f.y + f.h - 70;
      parts.push(`<rect x="${wx - 30}" y="${by + 70}" width="${ww + 60}" height="9" fill="#3a3127"/>`);
      parts.push(`<rect x="${wx - 26}" y="${by}" width="${ww + 52}" height="3" fill="#4a3f32"/>`);
      for (let rx = wx - 22; rx < wx + ww + 26; rx += 11) {
        parts.push(`<rect x="${rx}" y="${by}" width="2" height="70" fill="#3f352a"/>`);
      }
    }
  }
  for (const y of [330, 720]) {
    parts.push(`<rect x="0" y="${y}" width="${w}" height="16" fill="#3a3128"/>`);
    parts.push(`<rect x="0" y="${y + 16}" width="${w}" height="6" fill="#15120f"/>`);
  }
  parts.push(vignette(w, h));
  return svg(w, h, parts.join(''));
}

/** A gallery of arches in shade. */
function galleryScene() {
  const w = STILL_W + 240;
  const h = STILL_H;
  const parts = [stoneGround(w, h, { base: '#191511', lift: '#29221b' })];
  const span = 420;
  const archW = 300;
  const top = 230;
  for (let x = -120; x < w; x += span) {
    const r = archW / 2;
    parts.push(
      `<path d="M${x} ${h} V${top + r} A${r} ${r} 0 0 1 ${x + archW} ${top + r} V${h} Z" fill="#0d0b09"/>`,
      `<path d="M${x - 18} ${h} V${top + r} A${r + 18} ${r + 18} 0 0 1 ${x + archW + 18} ${top + r} V${h}" fill="none" stroke="#3a3026" stroke-width="6"/>`,
      `<rect x="${x + archW + 40}" y="${top + r + 40}" width="${span - archW - 80}" height="14" fill="#352d24"/>`,
    );
  }
  parts.push(`<rect x="0" y="150" width="${w}" height="12" fill="#3a3128"/>`);
  parts.push(`<rect x="0" y="${h - 110}" width="${w}" height="110" fill="#211c17"/>`);
  parts.push(`<rect x="0" y="${h - 110}" width="${w}" height="3" fill="#3d3329"/>`);
  parts.push(vignette(w, h));
  return svg(w, h, parts.join(''));
}

/** A travertine wall: fine horizontal veins in warm stone. */
function travertineScene() {
  const w = STILL_W + 240;
  const h = STILL_H;
  const random = rng(7);
  const parts = [stoneGround(w, h, { base: '#1d1915', lift: '#2e2720' })];
  for (let y = 0; y < h; y += 3 + random() * 9) {
    const opacity = (0.05 + random() * 0.18).toFixed(2);
    const shade = random() > 0.5 ? '#4a3f33' : '#0e0c0a';
    parts.push(
      `<rect x="0" y="${y.toFixed(1)}" width="${w}" height="${(0.6 + random() * 1.8).toFixed(1)}" fill="${shade}" opacity="${opacity}"/>`,
    );
  }
  // Joints of the stone slabs.
  for (let y = 270; y < h; y += 270) parts.push(`<rect x="0" y="${y}" width="${w}" height="2" fill="#0b0a08" opacity="0.7"/>`);
  for (let x = 180; x < w; x += 640) parts.push(`<rect x="${x}" y="0" width="2" height="${h}" fill="#0b0a08" opacity="0.5"/>`);
  parts.push(vignette(w, h));
  return svg(w, h, parts.join(''));
}

/** A broad, soft pool of warm light on black (screen-blended over the scene). */
function softLight() {
  const w = STILL_W + 480;
  const h = STILL_H;
  return svg(
    w,
    h,
    `<defs><radialGradient id="l" cx="50%" cy="40%" r="42%"><stop offset="0" stop-color="#b9834a" stop-opacity="0.85"/><stop offset="0.5" stop-color="#6b4526" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
     <rect width="${w}" height="${h}" fill="#000"/><ellipse cx="${w * 0.42}" cy="${h * 0.42}" rx="${w * 0.42}" ry="${h * 0.75}" fill="url(#l)"/>`,
  );
}

/** A diagonal shaft of sunlight, as through a tall window. */
function shaftLight() {
  const w = STILL_W + 480;
  const h = STILL_H;
  return svg(
    w,
    h,
    `<defs><filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="70"/></filter>
     <linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9854c" stop-opacity="0.15"/><stop offset="1" stop-color="#d29f62" stop-opacity="0.7"/></linearGradient></defs>
     <rect width="${w}" height="${h}" fill="#000"/>
     <g filter="url(#b)"><path d="M${w * 0.3} -50 L${w * 0.46} -50 L${w * 0.62} ${h + 50} L${w * 0.38} ${h + 50} Z" fill="url(#g)"/></g>`,
  );
}

/** Sunlight through shutters: parallel warm slats inside a window-shaped patch. */
function shutterLight() {
  const w = STILL_W + 480;
  const h = STILL_H;
  const slats = [];
  for (let y = -200; y < h + 400; y += 46) slats.push(`<rect x="-400" y="${y}" width="${w + 800}" height="24" fill="#d9a463"/>`);
  return svg(
    w,
    h,
    `<defs><filter id="b"><feGaussianBlur stdDeviation="11"/></filter><filter id="m" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="110"/></filter>
     <mask id="win"><rect width="${w}" height="${h}" fill="#000"/><g filter="url(#m)"><rect x="${w * 0.3}" y="${h * 0.06}" width="${w * 0.42}" height="${h * 0.9}" fill="#fff"/></g></mask></defs>
     <rect width="${w}" height="${h}" fill="#000"/>
     <g mask="url(#win)" opacity="0.6"><g filter="url(#b)" transform="rotate(-18 ${w / 2} ${h / 2})">${slats.join('')}</g></g>`,
  );
}

const SCENES = [
  { id: 'facade', still: facadeScene, light: softLight, lightAmplitude: 220, panAmplitude: 60 },
  { id: 'gallery', still: galleryScene, light: shaftLight, lightAmplitude: 230, panAmplitude: 50 },
  { id: 'shutters', still: travertineScene, light: shutterLight, lightAmplitude: 120, panAmplitude: 40 },
];

const run = (args) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });

/**
 * The scene's filter graph at the still's resolution: pan the still and drift the light on sines
 * with the loop's period (seamless), screen-blend, add grain, then scale to `outW`×`outH`.
 */
function sceneGraph(scene, outW, outH) {
  const period = `2*PI*t/${LOOP_S}`;
  return [
    `[0:v]crop=${STILL_W}:${STILL_H}:x='(iw-ow)/2+${scene.panAmplitude}*sin(${period})':y=0,format=gbrp[bg]`,
    `[1:v]crop=${STILL_W}:${STILL_H}:x='(iw-ow)/2-${scene.lightAmplitude}*sin(${period})':y=0,format=gbrp[light]`,
    `[bg][light]blend=all_mode=screen,noise=alls=5:allf=t,scale=${outW}:${outH}:flags=lanczos,format=yuv420p[out]`,
  ].join(';');
}

async function renderHero(scene) {
  const stillPng = path.join(WORK, `${scene.id}-still.png`);
  const lightPng = path.join(WORK, `${scene.id}-light.png`);
  await sharp(Buffer.from(scene.still())).png().toFile(stillPng);
  await sharp(Buffer.from(scene.light())).png().toFile(lightPng);
  const inputs = [
    '-framerate',
    String(FPS),
    '-loop',
    '1',
    '-i',
    stillPng,
    '-framerate',
    String(FPS),
    '-loop',
    '1',
    '-i',
    lightPng,
  ];
  const common = ['-filter_complex', sceneGraph(scene, VIDEO_W, VIDEO_H), '-map', '[out]', '-t', String(LOOP_S), '-an'];
  const dir = path.join(OUT, 'hero');
  const webm = path.join(dir, `${scene.id}.webm`);
  const mp4 = path.join(dir, `${scene.id}.mp4`);
  run([
    ...inputs,
    ...common,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '1400k',
    '-maxrate',
    '1800k',
    '-crf',
    '30',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    webm,
  ]);
  run([
    ...inputs,
    ...common,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '22',
    '-maxrate',
    '1600k',
    '-bufsize',
    '3200k',
    '-profile:v',
    'high',
    '-movflags',
    '+faststart',
    mp4,
  ]);
  for (const file of [webm, mp4]) {
    const { size } = await stat(file);
    if (size > MAX_VIDEO_BYTES) throw new Error(`${path.basename(file)} is ${size} bytes, over the 1.5 MB budget`);
    console.log(`  ${path.relative(root, file)}  ${(size / 1024).toFixed(0)} KB`);
  }
  // Poster: the loop's first frame at full still resolution, so the video takes over without a jump.
  const posterPng = path.join(WORK, `${scene.id}-poster.png`);
  run([
    ...inputs,
    '-filter_complex',
    sceneGraph(scene, STILL_W, STILL_H).replace('format=yuv420p', 'format=rgb24'),
    '-map',
    '[out]',
    '-frames:v',
    '1',
    posterPng,
  ]);
  await writeResponsive(posterPng, path.join(dir, `${scene.id}-poster`), POSTER_WIDTHS, STILL_W, STILL_H);
}

async function writeResponsive(source, base, widths, fullW, fullH) {
  for (const width of widths) {
    const height = Math.round((width * fullH) / fullW);
    const resized = sharp(source).resize(width, height);
    await resized.clone().avif({ quality: 52, effort: 6 }).toFile(`${base}-${width}.avif`);
    await resized.clone().webp({ quality: 78, effort: 6 }).toFile(`${base}-${width}.webp`);
  }
  const sizes = await Promise.all(widths.map(async (w) => (await stat(`${base}-${w}.avif`)).size));
  console.log(
    `  ${path.relative(root, base)}-{${widths.join(',')}}.{avif,webp}  avif ${sizes.map((s) => (s / 1024).toFixed(0)).join('/')} KB`,
  );
}

// ---------------------------------------------------------------------------------------------
// Zone images: fine brass line art on ink inside a hairline frame.

function zoneFrame(body, random) {
  const w = ZONE_W;
  const h = ZONE_H;
  const grainDots = [];
  for (let i = 0; i < 900; i++) {
    grainDots.push(
      `<circle cx="${(random() * w).toFixed(0)}" cy="${(random() * h).toFixed(0)}" r="${(0.6 + random()).toFixed(1)}" fill="${BRASS}" opacity="${(0.04 + random() * 0.08).toFixed(2)}"/>`,
    );
  }
  return svg(
    w,
    h,
    `<defs><radialGradient id="bg" cx="50%" cy="40%" r="80%"><stop offset="0" stop-color="#16243a"/><stop offset="1" stop-color="${INK}"/></radialGradient>
     <clipPath id="inner"><rect x="60" y="60" width="${w - 120}" height="${h - 120}"/></clipPath></defs>
     <rect width="${w}" height="${h}" fill="url(#bg)"/>${grainDots.join('')}
     <g clip-path="url(#inner)" fill="none" stroke="${BRASS}" stroke-linecap="round" stroke-linejoin="round">${body}</g>
     <rect x="60" y="60" width="${w - 120}" height="${h - 120}" fill="none" stroke="${BRASS}" stroke-width="1.5" opacity="0.7"/>
     <rect x="76" y="76" width="${w - 152}" height="${h - 152}" fill="none" stroke="${BRASS}" stroke-width="0.8" opacity="0.35"/>`,
  );
}

/** North-west: contour lines of wooded hills. */
function noroeste() {
  const random = rng(11);
  const lines = [];
  const peaks = [
    { x: 430, y: 380, k: 1 },
    { x: 1040, y: 640, k: 0.8 },
  ];
  for (const peak of peaks) {
    for (let ring = 1; ring <= 16; ring++) {
      const r = ring * 34 * peak.k;
      const pts = [];
      for (let a = 0; a <= 64; a++) {
        const theta = (a / 64) * Math.PI * 2;
        const wobble = 1 + 0.12 * Math.sin(theta * 3 + ring * 0.4) + 0.06 * Math.sin(theta * 5 + peak.x);
        pts.push(
          `${(peak.x + Math.cos(theta) * r * wobble * 1.25).toFixed(1)},${(peak.y + Math.sin(theta) * r * wobble).toFixed(1)}`,
        );
      }
      lines.push(
        `<polyline points="${pts.join(' ')}" stroke-width="${ring % 4 === 0 ? 1.8 : 0.9}" opacity="${ring % 4 === 0 ? 0.85 : 0.5}"/>`,
      );
    }
  }
  // Pines: small open circles scattered on the slopes.
  for (let i = 0; i < 140; i++) {
    const x = 120 + random() * 1200;
    const y = 120 + random() * 840;
    lines.push(
      `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(3 + random() * 4).toFixed(1)}" stroke-width="1" opacity="0.45"/>`,
    );
  }
  // A winding road.
  lines.push(`<path d="M60 900 C 380 820, 520 980, 760 880 S 1180 700, 1400 760" stroke-width="3" opacity="0.9"/>`);
  return zoneFrame(lines.join(''), rng(21));
}

/** Salamanca: the orthogonal Castro grid with chamfered corners and one diagonal. */
function salamanca() {
  const parts = [];
  const block = 150;
  const street = 26;
  for (let x = 40; x < ZONE_W; x += block + street) {
    for (let y = 40; y < ZONE_H; y += block + street) {
      const c = 18; // chamfer
      parts.push(
        `<path d="M${x + c} ${y} H${x + block - c} L${x + block} ${y + c} V${y + block - c} L${x + block - c} ${y + block} H${x + c} L${x} ${y + block - c} V${y + c} Z" stroke-width="1.3" opacity="0.75"/>`,
        `<rect x="${x + 34}" y="${y + 34}" width="${block - 68}" height="${block - 68}" stroke-width="0.7" opacity="0.35"/>`,
      );
    }
  }
  // A principal avenue, drawn heavier, and the Retiro edge as a soft curve.
  parts.push(
    `<line x1="${40 + 3 * (block + street) - street / 2}" y1="0" x2="${40 + 3 * (block + street) - street / 2}" y2="${ZONE_H}" stroke-width="4"/>`,
  );
  parts.push(
    `<line x1="0" y1="${40 + 2 * (block + street) - street / 2}" x2="${ZONE_W}" y2="${40 + 2 * (block + street) - street / 2}" stroke-width="2.6" opacity="0.9"/>`,
  );
  parts.push(
    `<circle cx="${40 + 3 * (block + street) - street / 2}" cy="${40 + 2 * (block + street) - street / 2}" r="34" stroke-width="2"/>`,
  );
  return zoneFrame(parts.join(''), rng(22));
}

/** Chamberí: a skyline of mansard roofs, dormers and a dome above a fragment of street plan. */
function chamberi() {
  const random = rng(33);
  const parts = [];
  const ground = 760;
  let x = 60;
  const skyline = [`M60 ${ground}`];
  while (x < ZONE_W - 60) {
    const bw = 110 + random() * 120;
    const top = ground - 260 - random() * 200;
    const roof = 40 + random() * 40;
    skyline.push(`V${top + roof} L${x + 20} ${top} H${x + bw - 20} L${x + bw} ${top + roof}`);
    // Dormers on the mansard.
    for (let d = x + 34; d < x + bw - 40; d += 46) {
      parts.push(
        `<path d="M${d} ${top + roof} V${top + 16} L${d + 12} ${top + 6} L${d + 24} ${top + 16} V${top + roof}" stroke-width="1" opacity="0.6"/>`,
      );
    }
    // Window rows.
    for (let wy = top + roof + 40; wy < ground - 60; wy += 70) {
      for (let wx = x + 22; wx < x + bw - 30; wx += 36)
        parts.push(`<rect x="${wx}" y="${wy}" width="14" height="34" stroke-width="0.8" opacity="0.45"/>`);
    }
    x += bw;
  }
  skyline.push(`V${ground}`);
  parts.push(`<path d="${skyline.join(' ')}" stroke-width="2"/>`);
  // A dome with lantern.
  parts.push(
    `<path d="M640 ${ground - 420} A110 110 0 0 1 860 ${ground - 420} Z" stroke-width="2"/>`,
    `<rect x="735" y="${ground - 560}" width="30" height="30" stroke-width="1.6"/>`,
    `<line x1="750" y1="${ground - 600}" x2="750" y2="${ground - 560}" stroke-width="1.6"/>`,
  );
  parts.push(`<line x1="60" y1="${ground}" x2="${ZONE_W - 60}" y2="${ground}" stroke-width="2.4"/>`);
  // The street plan below: a glorieta with radiating streets.
  const cx = 720;
  const cy = 960;
  const plan = [];
  for (const r of [60, 80])
    plan.push(`<circle cx="${cx}" cy="${cy}" r="${r}" stroke-width="${r === 60 ? 1.6 : 0.9}" opacity="0.8"/>`);
  for (let a = 0; a < 8; a++) {
    const t = (a / 8) * Math.PI * 2 + 0.2;
    plan.push(
      `<line x1="${(cx + Math.cos(t) * 80).toFixed(0)}" y1="${(cy + Math.sin(t) * 80).toFixed(0)}" x2="${(cx + Math.cos(t) * 900).toFixed(0)}" y2="${(cy + Math.sin(t) * 900).toFixed(0)}" stroke-width="1.1" opacity="0.55"/>`,
    );
  }
  parts.push(
    `<clipPath id="below"><rect x="0" y="${ground + 14}" width="${ZONE_W}" height="${ZONE_H - ground}"/></clipPath><g clip-path="url(#below)">${plan.join('')}</g>`,
  );
  return zoneFrame(parts.join(''), rng(23));
}

/** La Moraleja: curving lanes, generous plots, tree canopies. */
function laMoraleja() {
  const random = rng(44);
  const parts = [];
  const lanes = [
    'M0 300 C 300 200, 520 420, 760 330 S 1200 180, 1440 300',
    'M0 720 C 260 640, 480 820, 720 740 S 1180 560, 1440 660',
    'M430 0 C 520 260, 360 520, 520 760 S 620 1000, 560 1080',
    'M1020 0 C 940 200, 1100 420, 980 620 S 900 920, 1040 1080',
  ];
  for (const d of lanes) parts.push(`<path d="${d}" stroke-width="14" opacity="0.22"/>`, `<path d="${d}" stroke-width="1.6"/>`);
  // Plots: softly rotated rectangles with a house footprint and a pool.
  for (let i = 0; i < 16; i++) {
    const x = 110 + (i % 4) * 320 + random() * 40;
    const y = 110 + Math.floor(i / 4) * 240 + random() * 30;
    const rot = (random() - 0.5) * 16;
    parts.push(
      `<g transform="rotate(${rot.toFixed(1)} ${x + 90} ${y + 60})"><rect x="${x}" y="${y}" width="180" height="120" stroke-width="0.8" opacity="0.45"/>` +
        `<rect x="${x + 30}" y="${y + 26}" width="${60 + random() * 30}" height="${40 + random() * 20}" stroke-width="1.4" opacity="0.85"/>` +
        `<rect x="${x + 118}" y="${y + 70}" width="36" height="18" rx="3" stroke-width="1" opacity="0.7"/></g>`,
    );
  }
  for (let i = 0; i < 120; i++) {
    const cx = random() * ZONE_W;
    const cy = random() * ZONE_H;
    const r = 8 + random() * 16;
    parts.push(
      `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(1)}" stroke-width="0.8" opacity="0.4"/>`,
      `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="1.6" fill="${BRASS}" stroke="none" opacity="0.6"/>`,
    );
  }
  return zoneFrame(parts.join(''), rng(24));
}

const ZONES = { noroeste, salamanca, chamberi, 'la-moraleja': laMoraleja };

async function renderZones() {
  const dir = path.join(OUT, 'zones');
  for (const [slug, draw] of Object.entries(ZONES)) {
    const png = path.join(WORK, `zone-${slug}.png`);
    await sharp(Buffer.from(draw())).png().toFile(png);
    await writeResponsive(png, path.join(dir, slug), ZONE_WIDTHS, ZONE_W, ZONE_H);
  }
}

const only = process.argv[2];
await mkdir(WORK, { recursive: true });
await mkdir(path.join(OUT, 'hero'), { recursive: true });
await mkdir(path.join(OUT, 'zones'), { recursive: true });
if (!only || only === 'zones') await renderZones();
const sceneId = process.argv[3];
if (!only || only === 'hero') for (const scene of SCENES) if (!sceneId || scene.id === sceneId) await renderHero(scene);
console.log('Done. Commit public/media/ and keep src/content/media.ts in step.');
