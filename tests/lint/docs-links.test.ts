import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The README and every Markdown file under docs/, the ADRs included. */
function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
  return [join(ROOT, 'README.md'), ...walk(join(ROOT, 'docs'))];
}

/** The text a reader sees: no fenced code blocks (a link there is an example), no inline code spans. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: its rendered text, lower case, without punctuation, spaces as hyphens. */
function headingAnchor(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

function anchorsOf(file: string): Set<string> {
  const markdown = readFileSync(file, 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = headingAnchor(heading!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every relative link of a Markdown file that names no file, or a heading its file does not have. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const [, target] of prose(readFileSync(file, 'utf8')).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue; // https:, mailto:
    const [path = '', anchor] = target!.split('#');
    const resolved = path === '' ? file : join(dirname(file), decodeURIComponent(path));
    if (!existsSync(resolved)) broken.push(`${target}: no such file`);
    else if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
      broken.push(`${target}: no such heading`);
  }
  return broken;
}

describe('links between the documents', () => {
  it('names GitHub’s anchors of headings', () => {
    expect(headingAnchor('The content studio: `/api/staff/content/*`')).toBe('the-content-studio-apistaffcontent');
    expect(headingAnchor("The firm's workspace")).toBe('the-firms-workspace');
    expect(headingAnchor('Way 2, step by step')).toBe('way-2-step-by-step');
  });

  it.each(markdownFiles().map((file) => [relative(ROOT, file)]))(
    'every relative link of %s points to a file and heading that exist',
    (file) => {
      expect(brokenLinks(join(ROOT, file))).toEqual([]);
    },
  );
});
