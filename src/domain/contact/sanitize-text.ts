/**
 * Strips markup, script-like and protocol patterns from free text. Applied by the form before it
 * sends and by the server before it stores, so what is stored is plain text whatever was typed.
 * It repeats until nothing changes, so nested or entity-encoded tricks cannot reassemble a pattern.
 */

/** Characters that browsers ignore inside a URL scheme or attribute name (controls, zero-width). */
const IGNORABLE = String.raw`[\s\u0000-\u001f\u007f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]*`;

function spaced(word: string): string {
  return word.split('').join(IGNORABLE);
}

/** Script schemes are removed wherever they appear; `data:` only as a word (so "metadata:" stays). */
const SCRIPT_SCHEMES = ['javascript', 'vbscript', 'livescript'];
const PROTOCOL_PATTERN = new RegExp(
  String.raw`(?:${SCRIPT_SCHEMES.map(spaced).join('|')}|(?<![a-z0-9])${spaced('data')})${IGNORABLE}:`,
  'gi',
);
const SCRIPT_BLOCK = /<\s*(script|style|iframe|object|embed|template|noscript|xmp)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi;
/** A tag, comment, doctype or processing instruction, closed or not: `<b>`, `</b`, `<!--`, `<?xml`. */
const TAG = /<\s*[/!?]?\s*[a-z][^<>]*>?|<!--[\s\S]*?(-->|$)|<\s*[/!?]/gi;
const EVENT_HANDLER = /(?<![a-z0-9])on[a-z]+\s*=/gi;
const SCRIPT_LIKE = /\b(?:expression|eval|url)\s*\(|&\{|\{\{|\}\}|\$\{/gi;
/** C0/C1 controls other than tab, line feed and carriage return; zero-width and bidi controls. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

const NAMED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  equals: '=',
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text
    .replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, code: string) => {
      const point = code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : parseInt(code, 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
    })
    .replace(/&([a-z]+);?/gi, (match, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? match);
}

/** Fullwidth and small-form lookalikes of ASCII punctuation and letters (＜ﬁ﹤) become ASCII. */
function foldFullwidth(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\ufe64\u2039\u3008\u27e8]/g, '<')
    .replace(/[\ufe65\u203a\u3009\u27e9]/g, '>')
    .replace(/[\ufe13\ufe55]/g, ':')
    .replace(/\ufe66/g, '=');
}

const MAX_PASSES = 10;

function sanitizeOnce(text: string): string {
  return decodeEntities(foldFullwidth(text))
    .replace(CONTROL, '')
    .replace(SCRIPT_BLOCK, '')
    .replace(TAG, '')
    .replace(PROTOCOL_PATTERN, '')
    .replace(EVENT_HANDLER, '')
    .replace(SCRIPT_LIKE, '');
}

/** Plain text without markup, script-like or protocol patterns. Idempotent. */
export function sanitizeText(text: string): string {
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = sanitizeOnce(current);
    if (next === current) return next;
    current = next;
  }
  // Still changing after many passes: an adversarial input. Keep only what cannot form a pattern.
  return current.replace(/[<>&:=(){}]/g, '');
}

/** True when text still holds something sanitizeText removes (used by tests and as a server assertion). */
export function containsUnsafeText(text: string): boolean {
  return sanitizeText(text) !== text;
}
