import type { ZoneId } from '../domain/content/index.ts';
import type { Bilingual } from './types.ts';

/** The four specialisation zones; the ids key the zone images of the media manifest. */
// From its own module, not the content domain's entry: the schema's code stays off the public pages.
export { ZONE_IDS, type ZoneId } from '../domain/content/zone-ids.ts';

export type ZoneCopy = { name: string; motto: string; text: string };
export type Zone = { id: ZoneId } & Bilingual<ZoneCopy>;

export const ZONES: readonly Zone[] = [
  {
    id: 'noroeste',
    es: {
      name: 'Noroeste de Madrid',
      motto: 'Espacio, verde y calma a veinte minutos del centro.',
      text: 'Pozuelo, Aravaca, Majadahonda, Las Rozas y Boadilla: casas con jardín, buenos colegios internacionales y urbanizaciones privadas que conocemos calle a calle.',
    },
    en: {
      name: 'North-west Madrid',
      motto: 'Space, greenery and calm, twenty minutes from the centre.',
      text: 'Pozuelo, Aravaca, Majadahonda, Las Rozas and Boadilla: houses with gardens, fine international schools and private estates we know street by street.',
    },
  },
  {
    id: 'salamanca',
    es: {
      name: 'Barrio de Salamanca',
      motto: 'La elegancia clásica de Madrid, en su expresión más exigente.',
      text: 'Fincas señoriales, techos altos y la calle Serrano a un paso. El mercado más codiciado de la ciudad, donde las mejores viviendas rara vez se anuncian.',
    },
    en: {
      name: 'Salamanca',
      motto: 'Madrid’s classic elegance at its most discerning.',
      text: 'Stately buildings, high ceilings and Calle de Serrano close at hand. The city’s most sought-after market, where the finest homes are seldom advertised.',
    },
  },
  {
    id: 'chamberi',
    es: {
      name: 'Chamberí',
      motto: 'El Madrid castizo y sereno que se vive a pie.',
      text: 'Almagro, Trafalgar y Ríos Rosas: edificios de principios del siglo XX, plazas con vida de barrio y una demanda constante que sostiene el valor.',
    },
    en: {
      name: 'Chamberí',
      motto: 'Traditional, unhurried Madrid, lived on foot.',
      text: 'Almagro, Trafalgar and Ríos Rosas: early twentieth-century buildings, lively neighbourhood squares and steady demand that holds value.',
    },
  },
  {
    id: 'la-moraleja',
    es: {
      name: 'La Moraleja',
      motto: 'Privacidad y seguridad para la vida en familia.',
      text: 'Villas sobre grandes parcelas, clubes de golf y colegios de referencia junto al aeropuerto. Un mercado pequeño en el que la discreción lo es todo.',
    },
    en: {
      name: 'La Moraleja',
      motto: 'Privacy and security for family life.',
      text: 'Villas on generous plots, golf clubs and leading schools close to the airport. A small market in which discretion is everything.',
    },
  },
];

export const ZONES_INTRO: Bilingual<string> = {
  es: 'Conocemos en profundidad cuatro zonas de Madrid —sus fincas, sus precios reales y a las personas que deciden en ellas— y acompañamos a nuestros clientes en toda la ciudad.',
  en: 'We know four areas of Madrid in depth — their buildings, their real prices and the people who make decisions there — and work with our clients across the city.',
};
