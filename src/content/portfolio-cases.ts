import type { PriceBand } from '../domain/content/index.ts';
import type { Bilingual } from './types.ts';

export type PortfolioCaseCopy = {
  title: string;
  location: string;
  situation: string;
  solution: string;
  advantage: string;
};

/**
 * A closed operation, told so that nobody can recognise the client or the home: the band of its closing
 * price, the district rather than the street, no detail of the family.
 */
export type PortfolioCase = { id: string; priceBand: PriceBand } & Bilingual<PortfolioCaseCopy>;

export const PORTFOLIO_CASES: readonly PortfolioCase[] = [
  {
    id: 'serrano-piso-senorial',
    priceBand: '2m-3m',
    es: {
      title: 'Piso señorial de más de 200\u00a0m²',
      location: 'Barrio de Salamanca, Madrid',
      situation: 'Sus propietarios necesitaban venderlo sin que el edificio ni su entorno conocieran la operación.',
      solution:
        'Valoración independiente, presentación a una lista reducida de compradores cualificados y visitas concertadas fuera del horario habitual.',
      advantage: 'Vendido en siete semanas, un 4\u00a0% por encima de la tasación y sin un solo anuncio público.',
    },
    en: {
      title: 'A period flat of over 200\u00a0m²',
      location: 'Salamanca district, Madrid',
      situation: 'Its owners needed to sell without the building or their circle learning of the sale.',
      solution: 'An independent valuation, a short list of qualified buyers and viewings arranged outside the usual hours.',
      advantage: 'Sold in seven weeks, 4% above the valuation, without a single public listing.',
    },
  },
  {
    id: 'moraleja-villa',
    priceBand: '3m-5m',
    es: {
      title: 'Villa contemporánea con jardín',
      location: 'La Moraleja, Alcobendas',
      situation: 'Una familia que se trasladaba a Madrid necesitaba instalarse antes de que empezara el curso escolar.',
      solution:
        'Selección previa de doce propiedades, de las que solo cuatro pasaron a visita, y negociación en paralelo con dos vendedores.',
      advantage: 'Llaves entregadas en cinco semanas y un precio final un 7\u00a0% inferior al solicitado.',
    },
    en: {
      title: 'A contemporary villa with a garden',
      location: 'La Moraleja, Alcobendas',
      situation: 'A family moving to Madrid needed to be settled in before the school term began.',
      solution: 'Twelve properties screened, only four shown, and parallel negotiations with two sellers.',
      advantage: 'Keys handed over in five weeks, at 7% below the asking price.',
    },
  },
  {
    id: 'almagro-atico',
    priceBand: '1m-2m',
    es: {
      title: 'Ático con terraza',
      location: 'Chamberí, Madrid',
      situation:
        'Unos compradores querían un ático con luz y terraza en Chamberí, un producto que casi nunca llega al mercado abierto.',
      solution:
        'Búsqueda fuera de portales a través de administradores de fincas y propietarios de nuestra red, con visita en primicia.',
      advantage: 'Adquirido antes de su publicación, sin competencia de otros compradores.',
    },
    en: {
      title: 'A penthouse with a terrace',
      location: 'Chamberí, Madrid',
      situation:
        'Buyers wanted a bright penthouse with a terrace in Chamberí, a type of home that rarely reaches the open market.',
      solution: 'An off-market search through building managers and owners in our network, with a first, private viewing.',
      advantage: 'Bought before it was ever listed, with no competing buyers.',
    },
  },
  {
    id: 'pozuelo-chalet',
    priceBand: '1m-2m',
    es: {
      title: 'Chalet independiente en urbanización privada',
      location: 'Pozuelo de Alarcón',
      situation: 'La casa llevaba más de un año anunciada en varias agencias sin recibir ofertas serias.',
      solution:
        'Retirada de todos los anuncios, ajuste del precio con datos de cierres reales, reportaje nuevo y difusión discreta.',
      advantage: 'Tres ofertas en un mes y venta cerrada en diez semanas.',
    },
    en: {
      title: 'A detached house on a private estate',
      location: 'Pozuelo de Alarcón',
      situation: 'The house had been listed with several agencies for over a year without a serious offer.',
      solution: 'Every listing withdrawn, the price reset on real closing data, new photography and discreet marketing.',
      advantage: 'Three offers within a month and the sale completed in ten weeks.',
    },
  },
  {
    id: 'jeronimos-edificio',
    priceBand: 'over-5m',
    es: {
      title: 'Edificio residencial completo',
      location: 'Retiro, Madrid',
      situation: 'Un family office buscaba un edificio completo con potencial de rehabilitación en una zona prime.',
      solution: 'Identificación del activo, auditoría técnica y urbanística, y negociación con todos sus copropietarios.',
      advantage: 'Compra cerrada en cuatro meses con una rentabilidad estimada tras la reforma del 5,1\u00a0%.',
    },
    en: {
      title: 'A whole residential building',
      location: 'Retiro, Madrid',
      situation: 'A family office was looking for a whole building with refurbishment potential in a prime area.',
      solution: 'The asset identified, a technical and planning audit, and negotiation with all of its co-owners.',
      advantage: 'Purchase completed in four months, with an estimated post-refurbishment yield of 5.1%.',
    },
  },
  {
    id: 'aravaca-casa',
    priceBand: '2m-3m',
    es: {
      title: 'Casa con piscina y jardín maduro',
      location: 'Aravaca, Madrid',
      situation:
        'Sus propietarios vendían la casa y compraban otra más pequeña, y necesitaban que ambas operaciones coincidieran en el tiempo.',
      solution:
        'Coordinación de la venta y la compra con un mismo calendario notarial y un alquiler puente negociado con el comprador.',
      advantage: 'Una sola mudanza, sin préstamo puente y sin pagar dos viviendas a la vez.',
    },
    en: {
      title: 'A house with a pool and a mature garden',
      location: 'Aravaca, Madrid',
      situation: 'Its owners were selling the house and buying a smaller one, and needed both transactions to line up.',
      solution: 'The sale and the purchase coordinated on one notarial timetable, with a short leaseback agreed with the buyer.',
      advantage: 'A single move, no bridging loan and never two homes to pay for at once.',
    },
  },
  {
    id: 'castellana-piso',
    priceBand: '3m-5m',
    es: {
      title: 'Vivienda de más de 300\u00a0m²',
      location: 'Chamberí, Madrid',
      situation:
        'Un inversor residente fuera de España quería una vivienda prime en Madrid, pero no podía desplazarse durante el proceso.',
      solution:
        'Visitas en vídeo guiadas, informe técnico completo, apertura de cuenta y NIE gestionados, y firma mediante poder notarial.',
      advantage: 'Operación completada sin que el cliente tuviera que viajar a Madrid.',
    },
    en: {
      title: 'A residence of over 300\u00a0m²',
      location: 'Chamberí, Madrid',
      situation: 'An investor living abroad wanted a prime home in Madrid but could not travel during the process.',
      solution:
        'Guided video viewings, a full technical report, the bank account and NIE arranged, and signing under power of attorney.',
      advantage: 'Completed without the client ever needing to travel to Madrid.',
    },
  },
  {
    id: 'majadahonda-adosado',
    priceBand: 'under-1m',
    es: {
      title: 'Adosado con jardín',
      location: 'Majadahonda',
      situation: 'Sus propietarios dudaban entre reformar antes de vender o vender en el estado actual.',
      solution:
        'Estudio comparativo del coste de la reforma frente a su efecto real en el precio, con presupuestos de dos constructoras.',
      advantage: 'Vendido sin reformar por un importe neto superior al que habría obtenido tras invertir en obras.',
    },
    en: {
      title: 'A townhouse with a garden',
      location: 'Majadahonda',
      situation: 'The owners were unsure whether to refurbish before selling or to sell as it stood.',
      solution: 'A study of the cost of the works against their real effect on price, with quotes from two builders.',
      advantage: 'Sold unrenovated for a higher net sum than they would have kept after paying for the works.',
    },
  },
  {
    id: 'retiro-duplex',
    priceBand: '1m-2m',
    es: {
      title: 'Dúplex de diseño',
      location: 'Retiro, Madrid',
      situation: 'Un comprador había perdido dos viviendas en el último momento frente a ofertas más rápidas.',
      solution:
        'Financiación preaprobada, revisión registral y técnica completadas antes de la visita y oferta firme en 48 horas.',
      advantage: 'Reserva firmada el mismo día de la visita.',
    },
    en: {
      title: 'A designer duplex',
      location: 'Retiro, Madrid',
      situation: 'A buyer had lost two homes at the last minute to faster offers.',
      solution:
        'Mortgage pre-approved, land registry and technical checks completed before the viewing, and a firm offer within 48 hours.',
      advantage: 'Reservation signed on the day of the viewing.',
    },
  },
  {
    id: 'el-viso-hotel',
    priceBand: '3m-5m',
    es: {
      title: 'Vivienda unifamiliar catalogada',
      location: 'Chamartín, Madrid',
      situation: 'Una vivienda catalogada, con limitaciones de obra, que había ahuyentado a compradores por miedo a la licencia.',
      solution:
        'Informe previo de un arquitecto especialista sobre lo que la protección permite hacer, presentado a cada comprador.',
      advantage: 'La incertidumbre se convirtió en un argumento de venta y el inmueble se vendió al precio pedido.',
    },
    en: {
      title: 'A listed detached house',
      location: 'Chamartín, Madrid',
      situation: 'A listed house with building restrictions that had put buyers off for fear of the planning process.',
      solution: 'A specialist architect’s report on exactly what the listing allows, shared with every prospective buyer.',
      advantage: 'Uncertainty became a selling point, and the house sold at the asking price.',
    },
  },
  {
    id: 'las-rozas-inversion',
    priceBand: '1m-2m',
    es: {
      title: 'Cartera de tres viviendas en alquiler',
      location: 'Las Rozas de Madrid',
      situation: 'Un cliente quería invertir el producto de una venta en vivienda residencial con inquilinos de larga duración.',
      solution: 'Análisis de rentabilidad de quince activos, compra de tres viviendas y selección de inquilinos solventes.',
      advantage: 'Rentabilidad bruta del 4,8\u00a0% desde el primer mes, con la gestión delegada.',
    },
    en: {
      title: 'A portfolio of three let homes',
      location: 'Las Rozas de Madrid',
      situation: 'A client wished to reinvest the proceeds of a sale in residential property with long-term tenants.',
      solution: 'Yield analysis of fifteen assets, the purchase of three homes and the selection of solvent tenants.',
      advantage: 'A 4.8% gross yield from the first month, with management fully delegated.',
    },
  },
  {
    id: 'trafalgar-piso',
    priceBand: 'under-1m',
    es: {
      title: 'Piso clásico para reformar',
      location: 'Chamberí, Madrid',
      situation: 'Sus copropietarios no lograban ponerse de acuerdo sobre el precio de venta.',
      solution:
        'Una valoración profesional razonada, compartida con todos los copropietarios, y una única persona de contacto para todos ellos.',
      advantage: 'Acuerdo unánime en dos semanas y venta ante notario sin conflictos.',
    },
    en: {
      title: 'A classic flat to refurbish',
      location: 'Chamberí, Madrid',
      situation: 'Its co-owners could not agree on the sale price.',
      solution: 'A reasoned professional valuation shared with every co-owner, and a single point of contact for all of them.',
      advantage: 'Unanimous agreement within two weeks and a calm completion before the notary.',
    },
  },
  {
    id: 'boadilla-parcela',
    priceBand: '1m-2m',
    es: {
      title: 'Parcela con proyecto de vivienda unifamiliar',
      location: 'Boadilla del Monte',
      situation:
        'Unos clientes deseaban construir su casa, pero no sabían si la parcela elegida admitía el proyecto que imaginaban.',
      solution: 'Verificación urbanística, estudio geotécnico y negociación del precio a la vista de sus resultados.',
      advantage: 'Compra con un 9\u00a0% de descuento y licencia solicitada en la misma semana de la firma.',
    },
    en: {
      title: 'A building plot with plans for a detached house',
      location: 'Boadilla del Monte',
      situation: 'Clients wished to build their own home but did not know whether the plot allowed the house they had in mind.',
      solution: 'A planning check, a geotechnical survey and a price negotiation based on their findings.',
      advantage: 'Bought at a 9% discount, with the building permit applied for in the week of signing.',
    },
  },
];

/**
 * The portfolio's introduction, stating how many cases the page shows (`count`, from the published data),
 * in figures inside the sentence: a table of number words would ship with every public page.
 */
export const PORTFOLIO_INTRO: Bilingual<(count: number) => string> = {
  es: (count) =>
    `${count === 1 ? 'Una operación reciente, contada' : `Estas son ${count} operaciones recientes, contadas`} sin nombres, de una necesidad concreta a un resultado medible.`,
  en: (count) =>
    `${count === 1 ? 'One recent transaction' : `Here are ${count} recent transactions`}, told without names, from a specific need to a measurable result.`,
};
