import { describe, expect, it } from 'vitest';
import type { ContentDocument } from './content-document.ts';
import {
  addCase,
  addIdentityEntry,
  moveCase,
  moveIdentityEntry,
  removeIdentityEntry,
  setAgentField,
  setAt,
  setMercantileField,
  setOptional,
} from './edit.ts';

/** A document of three cases (`uno`, `dos`, `tres`); the rest is beside the point here. */
function seedContent(): ContentDocument {
  const entry = (id: string) => {
    const copy = { title: id, location: '', situation: '', solution: '', advantage: '' };
    return { id, visible: true, priceBand: 'under-1m', es: { ...copy }, en: { ...copy, title: `${id} (en)` } };
  };
  const identity = { team: [], credentials: [], press: [], mercantileRegistration: null, agentRegistration: null };
  return { cases: ['uno', 'dos', 'tres'].map(entry), zones: [], identity, market: {} } as unknown as ContentDocument;
}

describe('the content studio’s edits', () => {
  it('set one field and leave the document they were given, and every other branch, as they were', () => {
    const before = seedContent();
    const after = setAt(before, ['cases', 1, 'en', 'title'], 'A new title');
    expect(after.cases[1]!.en.title).toBe('A new title');
    expect(before.cases[1]!.en.title).not.toBe('A new title');
    expect(after.cases[0]).toBe(before.cases[0]);
    expect(after.identity).toBe(before.identity);
  });

  it('move a case one place up or down, and not past either end', () => {
    const document = seedContent();
    const [first, second] = document.cases;
    expect(moveCase(document, 1, -1).cases.slice(0, 2)).toEqual([second, first]);
    expect(moveCase(document, 0, 1).cases.slice(0, 2)).toEqual([second, first]);
    expect(moveCase(document, 0, -1)).toBe(document);
    expect(moveCase(document, document.cases.length - 1, 1)).toBe(document);
  });

  it('add a hidden, empty case at the top with an id no case has', () => {
    const once = addCase(seedContent());
    const twice = addCase(once);
    expect(once.cases[0]).toMatchObject({ id: 'caso-nuevo', visible: false, priceBand: 'under-1m' });
    expect(twice.cases[0]!.id).toBe('caso-nuevo-2');
    expect(twice.cases).toHaveLength(seedContent().cases.length + 2);
  });

  it('add an empty person, credential and press cutting at the end of their lists, lacking no translation', () => {
    let document = seedContent();
    document = addIdentityEntry(document, 'team', '2026-11-26');
    document = addIdentityEntry(document, 'team', '2026-11-26');
    document = addIdentityEntry(addIdentityEntry(document, 'credentials', '2026-11-26'), 'press', '2026-11-26');
    expect(document.identity.team).toEqual([
      { name: '', role: { es: '', en: '' }, languages: [] },
      { name: '', role: { es: '', en: '' }, languages: [] },
    ]);
    expect(document.identity.credentials).toEqual([{ name: { es: '', en: '' } }]);
    expect(document.identity.press).toEqual([{ outlet: '', title: '', lang: 'es', date: '2026-11-26' }]);
    expect(seedContent().identity.team).toEqual([]);
  });

  it('remove and reorder the entries of an identity list, and not past either end', () => {
    let document = seedContent();
    for (const name of ['Ana', 'Luis', 'Eva']) {
      document = addIdentityEntry(document, 'team', '2026-11-26');
      document = setAt(document, ['identity', 'team', document.identity.team.length - 1, 'name'], name);
    }
    const names = (d: ContentDocument) => d.identity.team.map((p) => p.name);
    expect(names(moveIdentityEntry(document, 'team', 2, -1))).toEqual(['Ana', 'Eva', 'Luis']);
    expect(names(moveIdentityEntry(document, 'team', 0, 1))).toEqual(['Luis', 'Ana', 'Eva']);
    expect(moveIdentityEntry(document, 'team', 0, -1)).toBe(document);
    expect(moveIdentityEntry(document, 'team', 2, 1)).toBe(document);
    expect(names(removeIdentityEntry(document, 'team', 1))).toEqual(['Ana', 'Eva']);
    expect(removeIdentityEntry(document, 'team', 5)).toBe(document);
    expect(names(document)).toEqual(['Ana', 'Luis', 'Eva']);
  });

  it('leave an optional field out when it is blank, rather than empty', () => {
    const document = addIdentityEntry(seedContent(), 'credentials', '2026-11-26');
    const linked = setOptional(document, ['identity', 'credentials', 0, 'url'], 'https://example.com');
    expect(linked.identity.credentials[0]).toEqual({ name: { es: '', en: '' }, url: 'https://example.com' });
    expect(setOptional(linked, ['identity', 'credentials', 0, 'url'], '  ').identity.credentials[0]).toEqual({
      name: { es: '', en: '' },
    });
  });

  it('keep a registry entry absent until one of its fields is filled, and absent again once all are blank', () => {
    const document = seedContent();
    const entered = setMercantileField(document, 'tomo', '12345');
    expect(entered.identity.mercantileRegistration).toEqual({
      registry: '',
      tomo: '12345',
      folio: '',
      hoja: '',
      inscripcion: '',
    });
    expect(setMercantileField(entered, 'tomo', ' ').identity.mercantileRegistration).toBeNull();
    const agent = setAgentField(document, 'en', 'Register of estate agents of Catalonia');
    expect(agent.identity.agentRegistration).toEqual({
      register: { es: '', en: 'Register of estate agents of Catalonia' },
      number: '',
    });
    expect(setAgentField(setAgentField(agent, 'number', 'AICAT 1'), 'number', '').identity.agentRegistration).not.toBeNull();
    expect(setAgentField(agent, 'en', '').identity.agentRegistration).toBeNull();
  });
});
