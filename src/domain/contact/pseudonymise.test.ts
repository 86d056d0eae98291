import { describe, expect, it } from 'vitest';
import { zoneOfLocation } from './pseudonymise.ts';

describe('what is kept of a location once a request is pseudonymised', () => {
  it('the district it names, whatever the spelling', () => {
    expect(zoneOfLocation('Barrio de Salamanca')).toBe('salamanca');
    expect(zoneOfLocation('CHAMBERÍ')).toBe('chamberi');
    expect(zoneOfLocation('Urbanización La Moraleja, Alcobendas')).toBe('la-moraleja');
    expect(zoneOfLocation('San Sebastián de los Reyes')).toBe('san-sebastian-reyes');
  });

  it('nothing else the sender typed: a street, a number, a place outside the table', () => {
    expect(zoneOfLocation('Calle Mayor 12, 3.º B')).toBeNull();
    expect(zoneOfLocation('Marbella')).toBeNull();
    expect(zoneOfLocation('Moraleja de Enmedio')).toBeNull();
  });
});
