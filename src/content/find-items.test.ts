import { describe, expect, it } from 'vitest';
import { seedContent } from './seed.ts';
import { FOUND_ITEMS_MAX, findItems } from '../domain/content/index.ts';

describe('findItems', () => {
  it('finds a case by a word of either language, accents and case aside, named in the studio’s language', () => {
    const document = seedContent();
    const villa = document.cases.findIndex((c) => c.es.title === 'Villa contemporánea con jardín');
    expect(findItems(document, 'VILLA contemporanea', 'es')).toContainEqual({
      section: 'cases',
      index: villa,
      name: 'Villa contemporánea con jardín',
    });
    expect(findItems(document, 'contemporary garden', 'en')).toContainEqual({
      section: 'cases',
      index: villa,
      name: 'A contemporary villa with a garden',
    });
  });

  it('finds a team member, a zone and a part by what she wrote, never by an image’s path, and nothing for no words', () => {
    const document = seedContent();
    const member = { name: 'Lucía Martín', role: { es: 'Directora', en: 'Director' }, languages: ['es', 'en'] };
    document.identity.team = [{ ...member, name: 'Pablo Ruiz' }, member];
    expect(findItems(document, 'lucia directora', 'es')).toEqual([{ section: 'team', index: 1, name: 'Lucía Martín' }]);
    expect(findItems(document, 'chamberi', 'es').map((f) => f.section)).toEqual(expect.arrayContaining(['zones', 'market']));
    expect(findItems(document, document.identity.email, 'es')).toContainEqual({ section: 'identity', name: '' });
    expect(findItems(document, '/media/', 'es')).toEqual([]);
    expect(findItems(document, '   ', 'es')).toEqual([]);
    expect(findItems(document, 'e', 'es').length).toBeLessThanOrEqual(FOUND_ITEMS_MAX);
  });
});
