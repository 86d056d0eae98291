import { describe, expect, it } from 'vitest';
import { indexedPiece } from './requests-store.ts';

// Issue 22: the search looks up one distinctive piece of the typed text in its trigram index (a whole
// address's domain is in a great many requests), then matches the whole text on the rows found.
describe('the piece of a search the index looks up', () => {
  it.each([
    ['cliente-100000@example.com', '-100000@'],
    ['ana.garcia@gmail.com', '.garcia@'],
    ['garcía núñez', 'garcía '],
    ['+34 600 123 456', ' 600 '],
    ['calle 5 madrid', ' madrid'],
    ['firma.es', 'firma.'],
    ['garcia', 'garcia'],
    ['600123', '600123'],
    ['a b', 'a b'],
    ['100%_off', '100%'],
  ])('%j → %j', (typed, piece) => {
    expect(indexedPiece(typed)).toBe(piece);
    expect(typed).toContain(piece); // a piece of the text: every request holding the text holds it
  });
});
