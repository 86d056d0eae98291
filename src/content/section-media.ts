/**
 * The media manifest's part for the sections below the hero (the zone images, the case plates): apart
 * from `media.ts`, which the hero loads before the page is interactive, so the home does not carry these
 * descriptions before it needs them; their sections load as the visitor scrolls (issue 41).
 */
import { responsive, ZONE_IMAGE_ASPECT, ZONE_IMAGE_WIDTHS_PX, type Localized, type ResponsiveImage } from './media.ts';

/** The four specialisation zones, keyed by the slug the philosophy section uses. */
export type ZoneSlug = 'noroeste' | 'salamanca' | 'chamberi' | 'la-moraleja';

const zoneImage = (slug: ZoneSlug, alt: Localized) =>
  responsive(`/media/zones/${slug}`, ZONE_IMAGE_WIDTHS_PX, ZONE_IMAGE_ASPECT, alt);

/** An illustration of each zone in fine line and warm wash on ivory paper. */
export const ZONE_IMAGES: Readonly<Record<ZoneSlug, ResponsiveImage>> = {
  noroeste: zoneImage('noroeste', {
    es: 'Pinos piñoneros y encinas en las lomas del noroeste de Madrid, una casa contemporánea entre ellos y la sierra de Guadarrama al fondo, en acuarela.',
    en: 'Stone pines and holm oaks on the slopes of north-west Madrid, a contemporary house among them and the Guadarrama mountains beyond, in watercolour.',
  }),
  salamanca: zoneImage('salamanca', {
    es: 'Un edificio señorial del barrio de Salamanca con su torre rematada en cúpula, balcones de hierro y un mirador, junto a una farola madrileña, en acuarela.',
    en: 'A stately Salamanca building with its domed corner tower, iron balconies and a mirador, beside a Madrid street lamp, in watercolour.',
  }),
  chamberi: zoneImage('chamberi', {
    es: 'Una fachada de ladrillo de Chamberí con miradores blancos, balcones con geranios y una tienda con toldo a rayas, en acuarela.',
    en: 'A Chamberí brick front with white miradores, balconies of geraniums and a shop with a striped awning, in watercolour.',
  }),
  'la-moraleja': zoneImage('la-moraleja', {
    es: 'Una villa de La Moraleja con tejado de teja y galería de arcos, su césped, la piscina, un pino piñonero y cipreses, en acuarela.',
    en: 'A La Moraleja villa with a tiled roof and an arched loggia, its lawn, pool, an umbrella pine and cypresses, in watercolour.',
  }),
};

/**
 * A small drawing for each portfolio case (a balcony, a mirador, the Palacio de Cristal, a site plan…),
 * keyed by the case's id, all in the same roundel so the portfolio reads as a collection. Decorative:
 * the card's own text says where and what, so the image has empty alt text.
 */
export type CaseVignette = { readonly src: string; readonly width: number; readonly height: number };

export const CASE_VIGNETTE_SIZE_PX = 120;

const CASE_IDS = [
  'serrano-piso-senorial',
  'moraleja-villa',
  'almagro-atico',
  'pozuelo-chalet',
  'jeronimos-edificio',
  'aravaca-casa',
  'castellana-piso',
  'majadahonda-adosado',
  'retiro-duplex',
  'el-viso-hotel',
  'las-rozas-inversion',
  'trafalgar-piso',
  'boadilla-parcela',
] as const;

export const CASE_VIGNETTES: Readonly<Record<string, CaseVignette>> = Object.fromEntries(
  CASE_IDS.map((id) => [id, { src: `/media/cases/${id}.svg`, width: CASE_VIGNETTE_SIZE_PX, height: CASE_VIGNETTE_SIZE_PX }]),
);
