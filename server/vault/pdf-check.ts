import { open } from 'node:fs/promises';
import { endsAtPdfEof } from './document-bytes.ts';
import { runProgram } from './run-program.ts';

/**
 * A PDF checked by Debian's qpdf (docs/decisions/0048-the-document-vault.md), never by a regex over its
 * bytes, which compression, object streams and escaped names all defeat: `qpdf --check` parses the
 * whole file (a truncated or damaged one fails or needs repairs: refused), and `qpdf --json` lists every
 * object, decompressed and resolved, in which we look for what a reader would run or open.
 */

export type PdfVerdict = { ok: true } | { ok: false; code: 'documentUnsafe' | 'documentTruncated' | 'documentUnreadable' };

const QPDF_TIMEOUT_MS = 30_000;
/** A 25 MB PDF's object list (streams left out) is far below this; beyond, it is not a document a client sends. */
const QPDF_JSON_MAX_BYTES = 64 * 1024 * 1024;
const TAIL_BYTES = 1024;

/** Names that make a reader run code: JavaScript actions and their name tree. */
const SCRIPT_NAMES = new Set(['/JS', '/JavaScript']);
/** Action types that run or open something outside the document. */
const UNSAFE_ACTIONS = new Set(['/JavaScript', '/Launch', '/ImportData', '/Rendition', '/GoToE']);
/** Keys that carry other files, and XFA forms (which carry scripts of their own). */
const ATTACHMENT_KEYS = new Set(['/EmbeddedFiles', '/EF', '/EmbeddedFile', '/XFA', '/RichMediaContent']);
const ATTACHMENT_SUBTYPES = new Set(['/FileAttachment', '/RichMedia', '/Screen', '/Sound', '/Movie']);

/** True when a PDF object (as qpdf's JSON writes it) holds a script, a launch action or an attached file. */
export function holdsActiveContent(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (Array.isArray(current)) stack.push(...(current as unknown[]));
    else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (SCRIPT_NAMES.has(key) || ATTACHMENT_KEYS.has(key)) return true;
        if (key === '/S' && typeof item === 'string' && UNSAFE_ACTIONS.has(item)) return true;
        if ((key === '/Subtype' || key === '/Type') && typeof item === 'string' && ATTACHMENT_SUBTYPES.has(item)) return true;
        if (key === '/Type' && item === '/EmbeddedFile') return true;
        stack.push(item);
      }
    }
  }
  return false;
}

async function readTail(file: string, size: number): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const length = Math.min(TAIL_BYTES, size);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    return buffer;
  } finally {
    await handle.close();
  }
}

/** Checks the PDF at `file`: whole and sound, nothing after its end, no script, launch action or attachment. */
export async function checkPdf(file: { path: string; size: number }): Promise<PdfVerdict> {
  // Exit 0: sound. 2: errors; 3: warnings, which for a file is qpdf repairing it (a truncated PDF's lost
  // cross-reference table): either way not the document the client meant to send whole.
  const checked = await runProgram('qpdf', ['--check', '--', file.path], {
    timeoutMs: QPDF_TIMEOUT_MS,
    maxOutputBytes: 1024 * 1024,
  });
  if (checked.timedOut) return { ok: false, code: 'documentUnreadable' };
  if (checked.code === 2 || checked.code === 3) return { ok: false, code: 'documentTruncated' };
  if (checked.code !== 0) return { ok: false, code: 'documentUnreadable' };
  // Bytes after the end a reader stops at are another file riding along (a ZIP appended: a polyglot).
  if (!endsAtPdfEof(await readTail(file.path, file.size))) return { ok: false, code: 'documentUnsafe' };

  const listed = await runProgram('qpdf', ['--json=2', '--json-key=qpdf', '--json-stream-data=none', '--', file.path], {
    timeoutMs: QPDF_TIMEOUT_MS,
    maxOutputBytes: QPDF_JSON_MAX_BYTES,
  });
  if (listed.code !== 0 && listed.code !== 3) return { ok: false, code: 'documentUnreadable' };
  let json: { qpdf?: [unknown, Record<string, unknown>] };
  try {
    json = JSON.parse(listed.stdout.toString('utf8')) as typeof json;
  } catch {
    return { ok: false, code: 'documentUnreadable' };
  }
  const objects = json.qpdf?.[1];
  if (!objects || typeof objects !== 'object') return { ok: false, code: 'documentUnreadable' };
  return holdsActiveContent(objects) ? { ok: false, code: 'documentUnsafe' } : { ok: true };
}
