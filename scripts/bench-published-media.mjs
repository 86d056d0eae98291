// What the firm could upload, published through the server's real API before a benchmark measures the
// pages (issue 25, point 5: the budgets hold for published pages, whatever was uploaded). Used by
// `PUBLISHED_MEDIA=1 npm run bench:lighthouse`:
//   inviteBenchStaff(env)          before the server starts (the staff tool needs PGlite to itself)
//   publishUploadedMedia(origin, link)  once it answers: a staff member signs in (password and TOTP),
//     uploads photographs (noise: the least compressible picture there is) and a film, and publishes a
//     photograph on every case, an image on every zone, a portrait on a person of the team and the
//     film in the hero's three slots.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const EMAIL = 'bench.equipo@example.com';
const PASSWORD = 'cipreses del Retiro al atardecer 2026 banco';
/** How long the film's job may take on a busy machine. */
const FILM_TIMEOUT_MS = 600_000;

/** Invites the staff member with the staff tool; returns the invitation's link. */
export function inviteBenchStaff(env) {
  const out = execFileSync(
    process.execPath,
    ['dist/server/staff.js', 'invite', EMAIL, '--name', 'Banco de pruebas', '--print-link'],
    { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' },
  );
  return out.trim().split('\n').at(-1);
}

/** A client keeping its cookies, sending the site's Origin on every change, as a browser does. */
function client(origin) {
  const jar = new Map();
  return async (method, url, body, headers = {}) => {
    const h = { Origin: origin, ...headers };
    if (jar.size > 0) h.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const json = body !== undefined && !(body instanceof Uint8Array);
    if (json) h['Content-Type'] = 'application/json';
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: h,
      body: json ? JSON.stringify(body) : body,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response;
  };
}

/** A photograph-sized picture of noise, seeded by `n` so each is different. */
const photograph = (n) =>
  sharp({
    create: { width: 2000, height: 1500, channels: 3, noise: { type: 'gaussian', mean: 110 + n * 10, sigma: 40 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

/** An 8-second 1080p film of moving colour and noise, from ffmpeg's test sources. */
function film() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-film-'));
  const file = path.join(dir, 'film.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i'],
    'testsrc2=size=1920x1080:rate=30:duration=8,noise=alls=12:allf=t',
    // About 8 MB, as a phone's export of the seconds wanted.
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-b:v',
      '8M',
      '-maxrate',
      '8M',
      '-bufsize',
      '16M',
      '-pix_fmt',
      'yuv420p',
      '-y',
      file,
    ],
  ]);
  const bytes = readFileSync(file);
  rmSync(dir, { recursive: true, force: true });
  return new Uint8Array(bytes);
}

export async function publishUploadedMedia(origin, link) {
  const send = client(origin);
  const token = [...new URL(link).searchParams.values()][0];
  await send('POST', '/api/auth/reset-password', { token, newPassword: PASSWORD });
  await send('POST', '/api/auth/sign-in/email', { email: EMAIL, password: PASSWORD });
  const { totpURI } = await (await send('POST', '/api/auth/two-factor/enable', { password: PASSWORD })).json();
  const secret = new TextDecoder().decode(base32.decode(new URL(totpURI).searchParams.get('secret')));
  const code = await createOTP(secret, { digits: 6, period: 30 }).hotp(Math.floor(Date.now() / 30_000));
  await send('POST', '/api/auth/two-factor/verify-totp', { code });

  const upload = async (n) => {
    const response = await send('POST', '/api/staff/content/images', new Uint8Array(await photograph(n)), {
      'Content-Type': 'image/jpeg',
    });
    return (await response.json()).image;
  };
  const alt = (es, en) => ({ es, en });
  // One after the other: each is a few MB of noise for sharp to encode.
  const images = [];
  for (const n of [0, 1, 2, 3, 4]) images.push(await upload(n));
  const [casePhoto, ...zoneImages] = images;

  console.log('Making a film (the server’s job)…');
  const { job } = await (await send('POST', '/api/staff/content/films', film(), { 'Content-Type': 'video/mp4' })).json();
  let made;
  for (const start = Date.now(); !made;) {
    const { job: now } = await (await send('GET', `/api/staff/content/films/${job.id}`)).json();
    if (now.status === 'failed') throw new Error(`the film's job failed: ${now.error}`);
    if (now.status === 'done') made = now.film;
    else if (Date.now() - start > FILM_TIMEOUT_MS) throw new Error('the film took too long');
    else await new Promise((r) => setTimeout(r, 1_000));
  }

  const read = await send('GET', '/api/staff/content');
  const { draft } = await read.json();
  const document = draft.document;
  for (const entry of document.cases)
    entry.image = { ...casePhoto, alt: alt('Salón con balcones', 'Living room with balconies') };
  document.zones.forEach((zone, i) => {
    zone.image = { ...zoneImages[i], alt: alt(`Calle de ${zone.es.name}`, `A street of ${zone.en.name}`) };
  });
  document.identity.team = [
    {
      name: 'Lucía Ferrer',
      role: alt('Socia directora', 'Managing partner'),
      languages: ['es', 'en'],
      portrait: { ...casePhoto, alt: alt('Lucía Ferrer en el despacho', 'Lucía Ferrer at the office') },
    },
  ];
  document.hero = {
    films: [1, 2, 3].map((n) => ({
      ...made,
      id: `film-bench-${n}`,
      poster: { ...made.poster, alt: alt('Una calle de Madrid', 'A street in Madrid') },
      description: alt('Película de prueba', 'A test film'),
    })),
  };
  const saved = await send('PUT', '/api/staff/content/draft', document, { 'If-Match': read.headers.get('etag') });
  const { updatedAt } = await saved.json();
  const { version } = await (await send('POST', '/api/staff/content/publish', { draft: updatedAt })).json();
  console.log(`Published version ${version.number}: a photograph on every case and zone, a portrait, the film in the hero.`);
}
