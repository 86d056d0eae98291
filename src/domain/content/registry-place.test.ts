import { describe, expect, it } from 'vitest';
import { registryPlace } from './registry-place.ts';

describe('registryPlace', () => {
  it('reads the place however the registry was typed, so the notice names the registry once', () => {
    for (const typed of ['Madrid', ' Madrid ', 'Registro Mercantil de Madrid', 'R.M. Madrid', 'RM de Madrid'])
      expect(registryPlace(typed), typed).toBe('Madrid');
  });

  it('keeps places that only start like the prefix', () => {
    expect(registryPlace('Rmadrid')).toBe('Rmadrid');
    expect(registryPlace('registro mercantil madrid')).toBe('madrid');
    expect(registryPlace('Registro Mercantil de Santa Cruz de Tenerife')).toBe('Santa Cruz de Tenerife');
    expect(registryPlace('Registro Mercantil')).toBe('Registro Mercantil');
  });
});
