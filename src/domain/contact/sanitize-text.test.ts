import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsUnsafeText, sanitizeText } from './sanitize-text.ts';

/** What must never survive: a tag, a dangerous scheme or an inline event handler. */
const UNSAFE = /<\s*[a-z/!?]|(?:javascript|vbscript|livescript|(?<![a-z0-9])data)\s*:|(?<![a-z0-9])on[a-z]+\s*=/i;

describe('sanitizeText', () => {
  it.each([
    ['<script>alert(1)</script>Hola', 'Hola'],
    ['<b>negrita</b> y <i>cursiva</i>', 'negrita y cursiva'],
    ['javascript:alert(1)', 'alert(1)'],
    ['JaVaScRiPt :alert(1)', 'alert(1)'],
    ['java\tscript:alert(1)', 'alert(1)'],
    ['&#106;avascript:alert(1)', 'alert(1)'],
    ['&#x6A;avascript&#58;alert(1)', 'alert(1)'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', ''],
    ['data:text/html;base64,AAAA', 'text/html;base64,AAAA'],
    ['vbscript:msgbox', 'msgbox'],
    ['<<script>script>alert(1)<</script>/script>', ''],
    ['x onmouseover=alert(1)', 'x alert(1)'],
    ['＜script＞alert(1)＜/script＞', ''],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
  });

  it('keeps ordinary text, accents, line breaks and a lone less-than sign', () => {
    const text = 'Piso de 120 m² en Chamberí, 3 < 4 habitaciones.\nLlamadme por la mañana: gracias.';
    expect(sanitizeText(text)).toBe(text);
    expect(sanitizeText('metadata: ninguna; R&D')).toBe('metadata: ninguna; R&D');
  });

  it('is idempotent and leaves nothing unsafe, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (input) => {
        const once = sanitizeText(input);
        expect(sanitizeText(once)).toBe(once);
        expect(UNSAFE.test(once)).toBe(false);
        expect(containsUnsafeText(once)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves nothing unsafe from strings built of dangerous pieces', () => {
    const piece = fc.constantFrom(
      '<',
      '>',
      'script',
      'java',
      'script:',
      ':',
      '&#',
      'x6A;',
      '106;',
      'on',
      'click',
      '=',
      ' ',
      '\t',
      'data',
      '&lt;',
      '/',
      '!--',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        expect(UNSAFE.test(sanitizeText(pieces.join('')))).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });
});
