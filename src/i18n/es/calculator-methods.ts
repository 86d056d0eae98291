import { ABATEMENT, ANNUITY_CAP_EUR, SENIOR_AGE_YEARS } from '../../domain/calculators/capital-gains-tables.ts';
import {
  CONSTRUCTION_SHARE_PCT,
  DEPRECIATION_PCT_PER_YEAR,
  NEW_BUILD_STAMP_DUTY_BANDS,
  NEW_BUILD_VAT_PCT,
  PURCHASE_FEES_PCT,
  RENTAL_INCOME_REDUCTION_CONTRACTS_FROM_ISO,
  RENTAL_INCOME_REDUCTION_PCT,
  SALE_COSTS_PCT,
  SECOND_HAND_TRANSFER_TAX_PCT,
} from '../../domain/calculators/investment-tables.ts';
import { MANAGEMENT_FEE_RATE, RENOVATION_PROPERTY_TYPES, SYNERGY } from '../../domain/calculators/renovation-tables.ts';
import { LATEST_SAVINGS_TAX_YEAR } from '../../domain/calculators/savings-tax-tables.ts';
import { DISTRICT_SLUGS } from '../../domain/calculators/valuation-tables.ts';
import { formattersFor } from '../format.ts';
import { tableFigures } from '../table-figures.ts';

const { money, number, date } = formattersFor('es');
const { pct, change, savingsRates: rates, savingsTopBandFromEur: topThreshold, firstYearWithoutAbatement } = tableFigures('es');
const list = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
const [ajdLow, ajdMid, ajdHigh] = NEW_BUILD_STAMP_DUTY_BANDS;

/**
 * How each calculator calculates and what it leaves out, on its own page. Figures come from the
 * domain's tables, in the page's format. Loaded with that section, below the fold.
 */
export const calculatorMethods = {
  methodTitle: 'Cómo calculamos',
  limitsTitle: 'Lo que no incluye',
  pages: {
    valuation: {
      method: [
        `Parte del precio medio por m² de cada uno de los ${number(DISTRICT_SLUGS.length)} distritos y municipios que cubre.`,
        'Lo ajusta por el tipo de inmueble, su estado, la planta y el ascensor (en una casa no cuentan), la antigüedad del edificio, la superficie y la proporción de dormitorios y baños.',
        'Suma el valor de cada extra: terraza, plaza de garaje, trastero, portero, piscina o jardín.',
        'Redondea al millar y da una horquilla, más estrecha cuanto mejor encaja el inmueble con lo habitual en el distrito.',
      ],
      limits: [
        'Trabaja con precios medios de mercado, no con operaciones comparables recientes ni con la visita al inmueble.',
        'No valora la orientación, las vistas, las calidades ni la situación legal o de ocupación.',
        'No sustituye a una tasación oficial, que exige un tasador homologado.',
      ],
    },
    'capital-gains': {
      method: [
        'Ganancia = valor de transmisión (precio de venta menos gastos) menos valor de adquisición (precio, gastos e impuestos de compra y mejoras). Sin coeficientes de actualización: se suprimieron en 2015.',
        `Para compras anteriores a ${firstYearWithoutAbatement}, aplica la reducción de la disposición transitoria 9.ª de la Ley del IRPF: ${pct(ABATEMENT.percentPerYear)} por cada año de permanencia hasta el ${date(ABATEMENT.ownershipCountedToIso)} (redondeado por exceso) que exceda de ${number(ABATEMENT.yearsWithoutReduction)}; ${pct(ABATEMENT.fullPercent)} si supera ${number(ABATEMENT.fullyAbatedAfterYears)}. Solo sobre la parte de la ganancia generada hasta el ${date(ABATEMENT.gainGeneratedToIso)}, con los días contados ambos inclusive, y con un límite de ${money(ABATEMENT.transmissionValueCapEur)} de valor de transmisión acumulado desde 2015.`,
        `Una mejora tiene su propia fecha: si se hizo después de ${firstYearWithoutAbatement - 1} no tiene reducción, aunque la compra sí la tenga. El valor de venta se reparte entre la compra y la mejora en proporción a su coste; una tasación separada podría repartirlo de otro modo.`,
        `Aplica una exención como máximo: la venta de la vivienda habitual a partir de ${number(SENIOR_AGE_YEARS)} años (o en situación de dependencia severa o gran dependencia); la reinversión en una nueva vivienda habitual, en la parte proporcional de lo reinvertido sobre el valor de transmisión menos el préstamo pendiente que se cancela con la venta; o, a partir de ${number(SENIOR_AGE_YEARS)} años, la constitución de una renta vitalicia, en la que se pueden invertir como máximo ${money(ANNUITY_CAP_EUR)}.`,
        `Grava la ganancia sujeta con la escala del ahorro vigente en el año de la venta (desde ${LATEST_SAVINGS_TAX_YEAR}: ${list(rates)}, este último por encima de ${money(topThreshold)}), como si esta ganancia fuera la única renta del ahorro del año.`,
      ],
      limits: [
        'No incluye la plusvalía municipal (impuesto sobre el incremento de valor de los terrenos de naturaleza urbana), que se paga al ayuntamiento.',
        'No aplica deducciones autonómicas ni los regímenes forales del País Vasco y Navarra.',
        'No sirve para no residentes, que tributan por el impuesto sobre la renta de no residentes, con una retención a cargo del comprador.',
        'No contempla herencias, donaciones, pérdidas compensables ni inmuebles afectos a una actividad. Es una estimación orientativa, no asesoramiento fiscal.',
      ],
    },
    renovation: {
      method: [
        'Calcula cada partida con los costes medios de la calidad elegida: estancias, suelos, pintura, electricidad y fontanería por superficie; cocina y baños por unidad.',
        `Añade un ${pct(MANAGEMENT_FEE_RATE * 100)} de gestión, licencias y permisos.`,
        `Estima la revalorización con el multiplicador de la calidad y el factor de la zona; una reforma integral (cocina, baño y al menos ${number(SYNERGY.minRooms)} estancias) añade un ${change(SYNERGY.multiplier)}.`,
        'El mercado pone el techo: una vivienda reformada se vende, como mucho, al precio por m² más alto de su zona. Por eso la rentabilidad depende del valor actual de la vivienda y puede ser negativa.',
        `En una casa, el coste es un ${change(RENOVATION_PROPERTY_TYPES.house.costFactor)} menor y la revalorización un ${change(RENOVATION_PROPERTY_TYPES.house.valueFactor)} mayor.`,
      ],
      limits: [
        'Usa costes medios: el estado real de la vivienda, las mediciones y los acabados cambian el presupuesto.',
        'No incluye la financiación de la obra ni los impuestos de una venta posterior.',
        'Es una estimación orientativa; un presupuesto cerrado requiere visitar la vivienda.',
      ],
    },
    investment: {
      method: [
        'Todas las opciones reciben el mismo capital: lo que la compra pide el primer día (el precio menos la hipoteca, más impuestos y gastos).',
        `Impuestos de compra de la Comunidad de Madrid: ${pct(SECOND_HAND_TRANSFER_TAX_PCT)} de ITP en segunda mano; en obra nueva, ${pct(NEW_BUILD_VAT_PCT)} de IVA y AJD del ${pct(ajdLow.ratePct)} hasta ${money(ajdLow.upToEur)}, del ${pct(ajdMid.ratePct)} hasta ${money(ajdMid.upToEur)} y del ${pct(ajdHigh.ratePct)} por encima, sin que pasar de un tramo cueste más que el exceso; y un ${pct(PURCHASE_FEES_PCT)} de notaría, registro y agencia.`,
        `El alquiler tributa a su tipo marginal tras restar gastos, intereses y la amortización (un ${pct(DEPRECIATION_PCT_PER_YEAR)} anual de la construcción, que se toma como el ${pct(CONSTRUCTION_SHARE_PCT)} del coste total de compra con impuestos y gastos), con la reducción del ${pct(RENTAL_INCOME_REDUCTION_PCT)} del rendimiento neto positivo del alquiler (contratos desde el ${date(RENTAL_INCOME_REDUCTION_CONTRACTS_FROM_ISO)}).`,
        `Al final del plazo se vende con un ${pct(SALE_COSTS_PCT)} de gastos y se paga el IRPF sobre la ganancia al vender, con la escala del ahorro. Los depósitos y los bonos tributan cada año por sus intereses; los fondos, al final. Las opciones se comparan por su tasa interna de rentabilidad (TIR).`,
      ],
      limits: [
        'Las rentabilidades, la revalorización y la subida del alquiler son hipótesis, no previsiones.',
        'Aplica la fiscalidad de la Comunidad de Madrid sin bonificaciones personales ni reducciones por vivienda habitual.',
        'No incluye impagos, derramas ni cambios de la normativa. Es una estimación orientativa, no asesoramiento financiero.',
      ],
    },
    'compound-interest': {
      method: [
        'Convierte la rentabilidad anual en un tipo mensual equivalente según la capitalización: mensual, trimestral o anual.',
        'Suma cada aportación a final de mes; la subida anual de la aportación, si la hay, se aplica al empezar cada año.',
        'Expresa el saldo en euros de hoy descontando la inflación indicada.',
        `Si lo pide, aplica a los intereses la escala del ahorro (${list(rates)}) como si se cobraran al final del plazo.`,
      ],
      limits: [
        'Supone una rentabilidad constante, que ningún mercado garantiza.',
        'No incluye comisiones de gestión ni de custodia.',
        'Un producto que reparte intereses cada año tributa antes y crece menos. Es una estimación orientativa, no asesoramiento financiero.',
      ],
    },
  },
};
