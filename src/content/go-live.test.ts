import { describe, expect, it } from 'vitest';
import { seedContent } from './seed.ts';
import { goLiveChecks, missingLegalItems } from '../domain/content/index.ts';

describe('the go-live checklist', () => {
  it('lists the seed’s missing NIF and registry entry as required by law, and nothing invented', () => {
    const seed = seedContent();
    expect(missingLegalItems(seed)).toEqual(['nif', 'registry']);
    expect(goLiveChecks(seed).map((check) => check.item)).toEqual(['nif', 'registry', 'phone', 'team', 'photographs']);
  });

  it('ticks each item once the published identity holds it', () => {
    const seed = seedContent();
    const given = {
      ...seed,
      identity: {
        ...seed.identity,
        nif: 'B12345678',
        mercantileRegistration: { registry: 'Madrid', tomo: '1', folio: '2', hoja: 'M-3', inscripcion: '1.ª' },
        phone: { ...seed.identity.phone, pending: false },
      },
    };
    expect(missingLegalItems(given)).toEqual([]);
    const done = Object.fromEntries(goLiveChecks(given).map((check) => [check.item, check.done]));
    expect(done).toMatchObject({ nif: true, registry: true, phone: true });
  });
});
