import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A small test film made by ffmpeg's own sources: a 320×240 (4:3) test pattern with a tone, `seconds` long, as
 * MP4 (H.264 and AAC, `+faststart`: its index before its data). Small on purpose: the suites stay fast.
 */
export function testFilm(seconds: number): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aurea-test-film-'));
  try {
    const out = path.join(dir, 'film.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=25:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-movflags', '+faststart', '-y', out],
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
