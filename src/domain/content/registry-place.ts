/**
 * The place of a Registro Mercantil entry ("Madrid"), however it was typed: the legal notice writes
 * "Registro Mercantil de Madrid" itself, so "Registro Mercantil de Madrid", "R.M. Madrid" or "RM de
 * Madrid" typed in the studio read as "Madrid", and the notice names the registry once.
 */
const REGISTRY_PREFIX = /^\s*(?:registro\s+mercantil|r\.?\s*m\.?)(?:\s+(?:de|of))?\s+/iu;

export const registryPlace = (registry: string): string => registry.replace(REGISTRY_PREFIX, '').trim() || registry.trim();
