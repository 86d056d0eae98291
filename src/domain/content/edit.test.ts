import { describe, expect, it } from 'vitest';
import type { CaseEntry } from './content-document.ts';
import {
  addCase,
  emptyCredential,
  emptyPressMention,
  emptyTeamMember,
  madeFilm,
  moveEntry,
  moveEntryTo,
  removeEntry,
  withAgentField,
  withMercantileField,
  withOptional,
} from './edit.ts';

/** Three cases (`uno`, `dos`, `tres`). */
function cases(): CaseEntry[] {
  const entry = (id: string): CaseEntry => {
    const copy = { title: id, location: '', situation: '', solution: '', advantage: '' };
    return { id, visible: true, priceBand: 'under-1m', es: { ...copy }, en: { ...copy, title: `${id} (en)` } };
  };
  return ['uno', 'dos', 'tres'].map(entry);
}

describe('the studio’s edits', () => {
  it('move an entry one place up or down, and not past either end', () => {
    const list = cases();
    const [first, second] = list;
    expect(moveEntry(list, 1, -1).slice(0, 2)).toEqual([second, first]);
    expect(moveEntry(list, 0, 1).slice(0, 2)).toEqual([second, first]);
    expect(moveEntry(list, 0, -1)).toBe(list);
    expect(moveEntry(list, list.length - 1, 1)).toBe(list);
    expect(list.map((c) => c.id)).toEqual(['uno', 'dos', 'tres']);
  });

  it('remove an entry, and nothing when there is none at that place', () => {
    const list = ['Ana', 'Luis', 'Eva'];
    expect(removeEntry(list, 1)).toEqual(['Ana', 'Eva']);
    expect(removeEntry(list, 5)).toBe(list);
    expect(list).toEqual(['Ana', 'Luis', 'Eva']);
  });

  it('add a hidden, empty case at the top with an id no case has', () => {
    const once = addCase(cases());
    const twice = addCase(once);
    expect(once[0]).toMatchObject({ id: 'caso-nuevo', visible: false, priceBand: 'under-1m' });
    expect(twice[0]!.id).toBe('caso-nuevo-2');
    expect(twice).toHaveLength(cases().length + 2);
  });

  it('make an empty person, credential and press cutting, lacking no translation', () => {
    expect(emptyTeamMember()).toEqual({ name: '', role: { es: '', en: '' }, languages: [] });
    expect(emptyCredential()).toEqual({ name: { es: '', en: '' } });
    expect(emptyPressMention('2026-11-26')).toEqual({ outlet: '', title: '', lang: 'es', date: '2026-11-26' });
  });

  it('leave an optional field out when it is blank, rather than empty', () => {
    const linked = withOptional(emptyCredential(), 'url', 'https://example.com');
    expect(linked).toEqual({ name: { es: '', en: '' }, url: 'https://example.com' });
    const unlinked = withOptional(linked, 'url', '  ');
    expect(Object.keys(unlinked)).toEqual(['name']);
  });

  it('keep a registry entry absent until one of its fields is filled, and absent again once all are blank', () => {
    const entered = withMercantileField(null, 'tomo', '12345');
    expect(entered).toEqual({ registry: '', tomo: '12345', folio: '', hoja: '', inscripcion: '' });
    expect(withMercantileField(entered, 'tomo', ' ')).toBeNull();
    const agent = withAgentField(null, 'en', 'Register of estate agents of Catalonia');
    expect(agent).toEqual({ register: { es: '', en: 'Register of estate agents of Catalonia' }, number: '' });
    expect(withAgentField(withAgentField(agent, 'number', 'AICAT 1'), 'number', '')).not.toBeNull();
    expect(withAgentField(agent, 'en', '')).toBeNull();
  });

  it('name a made film by its WebM’s hash, its words left to write', () => {
    const hash = 'ab12'.repeat(16);
    const poster = {
      width: 1280,
      height: 720,
      renditions: [{ width: 640, avif: `/media/c/${hash}.avif`, webp: `/media/c/${hash}.webp` }],
    };
    const film = madeFilm({
      width: 1280,
      height: 720,
      durationS: 4,
      webm: `/media/c/${hash}.webm`,
      mp4: `/media/c/${hash}.mp4`,
      poster,
    });
    expect(film).toMatchObject({ id: 'film-ab12ab12ab12', description: { es: '', en: '' } });
    expect(film.poster).toEqual({ ...poster, alt: { es: '', en: '' } });
  });

  it('move an entry to any place, the others keeping their order, and nothing outside the list', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveEntryTo(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveEntryTo(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveEntryTo(list, 1, 1)).toBe(list);
    expect(moveEntryTo(list, 4, 0)).toBe(list);
    expect(moveEntryTo(list, -1, 0)).toBe(list);
  });
});
