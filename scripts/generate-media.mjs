#!/usr/bin/env node
// Generates the default media listed in src/content/media.ts into public/media/ (run by hand, the
// output is committed; CI never runs it). The art direction is docs/decisions/0022: refined
// illustration of real Madrid in daylight, fine line and warm wash on ivory.
//
// - Hero: three 8 s seamless loops (WebM VP9 and MP4 H.264, 1280×720) and their posters (the first
//   frame, AVIF and WebP at three widths). Each scene (scripts/media/hero-*.mjs) draws its frames as
//   SVG (sharp renders them); every motion is a sine whose period is the loop, so the loop is seamless.
// - Zones: four illustrations (AVIF and WebP at three widths), scripts/media/zones.mjs.
// - Cases: one small SVG vignette per portfolio case, scripts/media/cases.mjs.
//
// Needs ffmpeg with libvpx-vp9 and libx264 on PATH (Debian: `apt-get install -y ffmpeg`).
//
//   node scripts/generate-media.mjs              # everything
//   node scripts/generate-media.mjs zones        # zone images only
//   node scripts/generate-media.mjs cases        # case vignettes only
//   node scripts/generate-media.mjs hero         # hero loops and posters only
//   node scripts/generate-media.mjs hero facade  # one hero scene
//   node scripts/generate-media.mjs posters      # hero posters only (no video)
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CASE_VIGNETTES } from './media/cases.mjs';
import { balconyScene } from './media/hero-balcony.mjs';
import { facadeScene } from './media/hero-facade.mjs';
import { gardenScene } from './media/hero-garden.mjs';
import { ZONE_H, ZONE_W, ZONES } from './media/zones.mjs';

const root = path.resolve(import.meta.dirname, '..');
const OUT = path.join(root, 'public/media');
const WORK = path.join(tmpdir(), 'aurea-media');

// Keep in step with src/content/media.ts (a unit test checks the files against the manifest).
const POSTER_W = 1920;
const POSTER_H = 1080;
const VIDEO_W = 1280;
const VIDEO_H = 720;
const LOOP_S = 8;
const FPS = 24;
const POSTER_WIDTHS = [640, 1280, 1920];
const ZONE_WIDTHS = [480, 960, 1440];
const MAX_VIDEO_BYTES = 1.5 * 1024 * 1024;
/**
 * Posters are encoded lighter than the zone images: they sit under the hero's scrims, the loop replaces
 * them after load, and their bytes share the first paint's bandwidth with the headline's font. A slight
 * blur first takes out the paper's tooth, invisible under the scrims but about a sixth of the bytes.
 */
const POSTER_QUALITY = { avifQuality: 32, webpQuality: 64, blurSigma: 0.7 };

const SCENES = [facadeScene, balconyScene, gardenScene];

const ffmpeg = (args) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** Writes `<base>-<width>.avif|webp` for each width from a PNG (or raw) source. */
async function writeResponsive(source, base, widths, fullW, fullH, { avifQuality = 50, webpQuality = 76, blurSigma = 0 } = {}) {
  const sizes = [];
  for (const width of widths) {
    const height = Math.round((width * fullH) / fullW);
    const image = sharp(
      source.data ?? source,
      source.data ? { raw: { width: source.width, height: source.height, channels: 3 } } : {},
    );
    const resized = (blurSigma > 0 ? image.blur(blurSigma) : image).resize(width, height, { kernel: 'lanczos3' });
    await resized.clone().avif({ quality: avifQuality, effort: 7, chromaSubsampling: '4:2:0' }).toFile(`${base}-${width}.avif`);
    await resized.clone().webp({ quality: webpQuality, effort: 6 }).toFile(`${base}-${width}.webp`);
    sizes.push(
      `${width}: avif ${kb((await stat(`${base}-${width}.avif`)).size)}, webp ${kb((await stat(`${base}-${width}.webp`)).size)}`,
    );
  }
  console.log(`  ${path.relative(root, base)}  ${sizes.join(' · ')}`);
}

/** Renders every frame of a scene's loop into a lossless master file, then encodes WebM and MP4. */
async function renderLoop(scene) {
  const master = path.join(WORK, `${scene.id}-master.mkv`);
  const state = await scene.setup(VIDEO_W, VIDEO_H);
  const encoder = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${VIDEO_W}x${VIDEO_H}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-c:v',
      'ffv1',
      master,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const finished = new Promise((resolve, reject) =>
    encoder.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`)))),
  );
  const frames = LOOP_S * FPS;
  for (let i = 0; i < frames; i++) {
    const frame = await scene.frame(state, i / FPS, LOOP_S, VIDEO_W, VIDEO_H);
    if (!encoder.stdin.write(frame.data)) await new Promise((resolve) => encoder.stdin.once('drain', resolve));
    if (i % FPS === 0) process.stdout.write(`  ${scene.id}: ${i / FPS} s\r`);
  }
  encoder.stdin.end();
  await finished;

  const dir = path.join(OUT, 'hero');
  const webm = path.join(dir, `${scene.id}.webm`);
  const mp4 = path.join(dir, `${scene.id}.mp4`);
  const input = ['-i', master, '-an', '-pix_fmt', 'yuv420p'];
  ffmpeg([
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '36',
    '-b:v',
    '0',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '1',
    '-g',
    String(LOOP_S * FPS),
    webm,
  ]);
  ffmpeg([
    ...input,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '26',
    '-profile:v',
    'high',
    '-tune',
    'animation',
    '-movflags',
    '+faststart',
    mp4,
  ]);
  for (const file of [webm, mp4]) {
    const { size } = await stat(file);
    if (size > MAX_VIDEO_BYTES) throw new Error(`${path.basename(file)} is ${size} bytes, over the 1.5 MB budget`);
    console.log(`  ${path.relative(root, file)}  ${kb(size)}`);
  }
}

/** The poster is the loop's first frame, drawn at full size so the video takes over without a jump. */
async function renderPoster(scene) {
  const state = await scene.setup(POSTER_W, POSTER_H);
  const frame = await scene.frame(state, 0, LOOP_S, POSTER_W, POSTER_H);
  await sharp(frame.data, { raw: { width: POSTER_W, height: POSTER_H, channels: 3 } })
    .png()
    .toFile(path.join(WORK, `${scene.id}-poster.png`));
  await writeResponsive(frame, path.join(OUT, 'hero', `${scene.id}-poster`), POSTER_WIDTHS, POSTER_W, POSTER_H, POSTER_QUALITY);
}

async function renderZones() {
  for (const [slug, draw] of Object.entries(ZONES)) {
    const png = path.join(WORK, `zone-${slug}.png`);
    await sharp(Buffer.from(draw())).png().toFile(png);
    await writeResponsive(png, path.join(OUT, 'zones', slug), ZONE_WIDTHS, ZONE_W, ZONE_H, { avifQuality: 54, webpQuality: 78 });
  }
}

async function renderCases() {
  for (const [id, draw] of Object.entries(CASE_VIGNETTES)) {
    const file = path.join(OUT, 'cases', `${id}.svg`);
    await writeFile(file, draw());
    console.log(`  ${path.relative(root, file)}  ${((await stat(file)).size / 1024).toFixed(1)} KB`);
  }
}

const [only, sceneId] = process.argv.slice(2);
await mkdir(WORK, { recursive: true });
for (const dir of ['hero', 'zones', 'cases']) await mkdir(path.join(OUT, dir), { recursive: true });
if (!only || only === 'zones') await renderZones();
if (!only || only === 'cases') await renderCases();
for (const scene of SCENES) {
  if (sceneId && scene.id !== sceneId) continue;
  if (!only || only === 'hero' || only === 'posters') await renderPoster(scene);
  if (!only || only === 'hero') await renderLoop(scene);
}
console.log('Done. Commit public/media/ and keep src/content/media.ts in step.');
