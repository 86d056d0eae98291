import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { HERO_VIDEO_HEIGHT_PX, HERO_VIDEO_WIDTH_PX } from '../../src/content/media.ts';
import { FFPROBE_FORMATS, type FilmKind } from './film-bytes.ts';
import type { RenditionFile } from './image-renditions.ts';

/**
 * A hero film made by Debian's `ffmpeg` (ADR 0036): the upload scaled to cover 1280×720 and cropped to it,
 * at most `FILM_MAX_DURATION_S` long, without sound, subtitles or metadata (a phone's film holds where it
 * was shot), as WebM (VP9) and MP4 (H.264, `+faststart` so a browser starts before the end), each at most
 * `FILM_MAX_BYTES`; and its first frame as the poster (AVIF and WebP, 640 and 1280 px). ffmpeg runs as a
 * program with its arguments (no shell); its progress is read from `-progress pipe:1`.
 */

/** Largest upload taken: a minute of a phone's 4K film is about 400 MB, a 10-second export far less. */
export const FILM_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
/** Shortest film taken: the hero's loop would stutter on less. */
export const FILM_MIN_DURATION_S = 3;
/** Longest film made: longer uploads are cut (the site's own loops are 8 s). */
export const FILM_MAX_DURATION_S = 10;
/** The budget of each made film (the media manifest's test holds the site's own films to the same). */
export const FILM_MAX_BYTES = 1.5 * 1024 * 1024;
export const FILM_WIDTH_PX = HERO_VIDEO_WIDTH_PX;
export const FILM_HEIGHT_PX = HERO_VIDEO_HEIGHT_PX;
/** Widths of the poster's renditions (16:9): the hero's, up to the film's own width. */
export const FILM_POSTER_WIDTHS_PX = [640, 1280] as const;
/**
 * Video bitrates, in kbit/s, with a ceiling on any second: 10 s at 900 kbit/s is 1.1 MB, under the 1.5 MB
 * budget with room for the container; the size is checked after all the same.
 */
const VIDEO_KBPS = 900;
const VIDEO_MAX_KBPS = 1_000;
/** One run of ffmpeg may take this long before it is stopped (a 10 s film takes well under a minute). */
const FFMPEG_TIMEOUT_MS = 10 * 60 * 1000;

export type FilmProbe = { ok: true; kind: FilmKind; durationS: number } | { ok: false; code: 'filmUnreadable' | 'filmTooShort' };
export type FilmFile = { hash: string; format: 'webm' | 'mp4'; width: number; height: number; bytes: Buffer };
export type MadeFilm = { durationS: number; films: FilmFile[]; poster: RenditionFile[] };
export type TranscodeOutcome = { ok: true; film: MadeFilm } | { ok: false; code: 'filmTranscodeFailed'; reason: string };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Run = { code: number | null; stdout: Buffer; aborted: boolean };

/** Runs a program (no shell), its standard output kept, or handed line by line to `onLine`. */
function run(
  program: string,
  args: readonly string[],
  options: { signal?: AbortSignal; onLine?: (line: string) => void } = {},
): Promise<Run> {
  return new Promise((resolve) => {
    const timeout = AbortSignal.timeout(FFMPEG_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'ignore'], signal });
    const chunks: Buffer[] = [];
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (!options.onLine) return void chunks.push(chunk);
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine(line.trim());
    });
    child.on('error', () => undefined); // an abort or a missing program: `close` follows with no code
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(chunks), aborted: signal.aborted }));
  });
}

/** What ffprobe finds in the file: its container, whether it has a video stream, and its duration. */
export async function probeFilm(path: string, kind: FilmKind): Promise<FilmProbe> {
  const probed = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=format_name,duration:stream=codec_type,duration',
    '-of',
    'json',
    path,
  ]);
  if (probed.code !== 0) return { ok: false, code: 'filmUnreadable' };
  let info: { format?: { format_name?: string; duration?: string }; streams?: { codec_type?: string; duration?: string }[] };
  try {
    info = JSON.parse(probed.stdout.toString('utf8')) as typeof info;
  } catch {
    return { ok: false, code: 'filmUnreadable' };
  }
  const video = info.streams?.find((s) => s.codec_type === 'video');
  // The signature and what the demuxer found must agree (a WebM header on an MP4 body is not taken).
  if (!video || info.format?.format_name !== FFPROBE_FORMATS[kind]) return { ok: false, code: 'filmUnreadable' };
  // The video stream's own duration where the container gives one (MP4), else the file's (Matroska).
  const durationS = [video.duration, info.format?.duration].map(Number).find((d) => Number.isFinite(d) && d > 0);
  if (durationS === undefined) return { ok: false, code: 'filmUnreadable' };
  if (durationS < FILM_MIN_DURATION_S) return { ok: false, code: 'filmTooShort' };
  return { ok: true, kind, durationS };
}

/** Cover 1280×720, crop the middle, square pixels, at most 30 frames a second. */
const FRAME_FILTER = `scale=${FILM_WIDTH_PX}:${FILM_HEIGHT_PX}:force_original_aspect_ratio=increase,crop=${FILM_WIDTH_PX}:${FILM_HEIGHT_PX},setsar=1`;

/** What every encode shares: the first video stream only, nothing else of the upload, stop on a decoding error. */
const inputArgs = (input: string, durationS: number) => [
  '-hide_banner',
  '-nostdin',
  '-loglevel',
  'error',
  '-xerror',
  '-i',
  input,
  '-t',
  String(durationS),
  '-map',
  '0:v:0',
  '-an',
  '-sn',
  '-dn',
  '-map_metadata',
  '-1',
  '-map_chapters',
  '-1',
  '-vf',
  FRAME_FILTER,
  '-fpsmax',
  '30',
  '-pix_fmt',
  'yuv420p',
];

const ENCODERS = {
  webm: [
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    `${VIDEO_KBPS}k`,
    '-maxrate',
    `${VIDEO_MAX_KBPS}k`,
    '-bufsize',
    `${VIDEO_MAX_KBPS}k`,
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-row-mt',
    '1',
    '-f',
    'webm',
  ],
  mp4: [
    '-c:v',
    'libx264',
    '-preset',
    'medium',
    '-profile:v',
    'high',
    '-b:v',
    `${VIDEO_KBPS}k`,
    '-maxrate',
    `${VIDEO_MAX_KBPS}k`,
    '-bufsize',
    `${VIDEO_MAX_KBPS}k`,
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
  ],
} as const;

/** The share of the whole job each step ends at (the two encodes take nearly all the time). */
const STEP_END = { webm: 0.55, mp4: 0.9 } as const;

/**
 * Makes the film from `input` (a file ffprobe read, `durationS` long): calls `onProgress` with 0–1 as
 * ffmpeg reports; `signal` stops it (the process is stopping). Never throws for bad input.
 */
export async function transcodeFilm(
  input: string,
  output: (format: 'webm' | 'mp4') => string,
  options: { durationS: number; onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<TranscodeOutcome> {
  const durationS = Math.min(options.durationS, FILM_MAX_DURATION_S);
  const films: FilmFile[] = [];
  let start = 0;
  for (const format of ['webm', 'mp4'] as const) {
    const end = STEP_END[format];
    const path = output(format);
    const made = await run(
      'ffmpeg',
      [...inputArgs(input, durationS), ...ENCODERS[format], '-progress', 'pipe:1', '-nostats', '-y', path],
      {
        signal: options.signal,
        onLine: (line) => {
          // `out_time_us` (`out_time_ms` is microseconds too, in ffmpeg 5): how far the output has got.
          const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
          if (match) options.onProgress(start + (end - start) * Math.min(1, Number(match[1]) / 1e6 / durationS));
        },
      },
    );
    if (made.aborted) return { ok: false, code: 'filmTranscodeFailed', reason: 'aborted' };
    if (made.code !== 0) return { ok: false, code: 'filmTranscodeFailed', reason: `ffmpeg ${format} exited ${made.code}` };
    const { size } = await stat(path);
    if (size > FILM_MAX_BYTES) return { ok: false, code: 'filmTranscodeFailed', reason: `${format} of ${size} bytes` };
    const bytes = await readFile(path);
    // A film that stopped early (a damaged upload ffmpeg read only in part) is not a hero's loop.
    const probed = await probeFilm(path, format === 'webm' ? 'matroska' : 'mp4');
    if (!probed.ok || probed.durationS < durationS - 0.5)
      return { ok: false, code: 'filmTranscodeFailed', reason: `${format} shorter than its upload` };
    films.push({ hash: sha256(bytes), format, width: FILM_WIDTH_PX, height: FILM_HEIGHT_PX, bytes });
    start = end;
    options.onProgress(end);
  }

  // The poster is the made film's first frame, so the film takes over without a jump.
  const frame = await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-i',
      output('mp4'),
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      'pipe:1',
    ],
    { signal: options.signal },
  );
  if (frame.code !== 0 || frame.stdout.length === 0)
    return { ok: false, code: 'filmTranscodeFailed', reason: frame.aborted ? 'aborted' : 'poster' };
  const poster: RenditionFile[] = [];
  for (const width of FILM_POSTER_WIDTHS_PX) {
    const height = Math.round((width * FILM_HEIGHT_PX) / FILM_WIDTH_PX);
    const resized = sharp(frame.stdout).resize(width, height).toColourspace('srgb');
    const [avif, webp] = await Promise.all([
      resized.clone().avif({ quality: 50, effort: 4, chromaSubsampling: '4:2:0' }).toBuffer(),
      resized.clone().webp({ quality: 76, effort: 4 }).toBuffer(),
    ]);
    poster.push({ hash: sha256(avif), format: 'avif', width, height, bytes: avif });
    poster.push({ hash: sha256(webp), format: 'webp', width, height, bytes: webp });
  }
  return { ok: true, film: { durationS: Math.round(durationS * 100) / 100, films, poster } };
}
