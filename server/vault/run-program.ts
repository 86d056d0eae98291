import { spawn } from 'node:child_process';

export type ProgramRun = { code: number | null; stdout: Buffer; timedOut: boolean; overflowed: boolean };

/**
 * Runs a program without a shell (its arguments are never parsed), for at most `timeoutMs`, keeping at
 * most `maxOutputBytes` of its standard output (beyond, it is stopped): a hostile file cannot hold the
 * server or fill its memory through the tool reading it.
 */
export function runProgram(
  program: string,
  args: readonly string[],
  options: { timeoutMs: number; maxOutputBytes: number },
): Promise<ProgramRun> {
  return new Promise((resolve) => {
    const signal = AbortSignal.timeout(options.timeoutMs);
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'ignore'], signal, shell: false });
    const chunks: Buffer[] = [];
    let length = 0;
    let overflowed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > options.maxOutputBytes) {
        overflowed = true;
        child.kill('SIGKILL');
        return;
      }
      chunks.push(chunk);
    });
    child.on('error', () => undefined); // a timeout or a missing program: `close` follows with no code
    child.on('close', (code) =>
      resolve({ code, stdout: overflowed ? Buffer.alloc(0) : Buffer.concat(chunks), timedOut: signal.aborted, overflowed }),
    );
  });
}
