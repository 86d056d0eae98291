import { CALCULATOR_MESSAGES } from '../../domain/calculators/errors.ts';
import {
  ABATEMENT,
  ANNUITY_CAP_EUR,
  CAPITAL_GAINS_LIMITS,
  SALE_DATE_RANGE,
  SENIOR_AGE_YEARS,
} from '../../domain/calculators/capital-gains-tables.ts';
import { COMPOUND_INTEREST_LIMITS } from '../../domain/calculators/compound-interest-tables.ts';
import {
  INVESTMENT_LIMITS,
  RENTAL_INCOME_REDUCTION_CONTRACTS_FROM_ISO,
  RENTAL_INCOME_REDUCTION_PCT,
} from '../../domain/calculators/investment-tables.ts';
import { RENOVATION_LIMITS } from '../../domain/calculators/renovation-tables.ts';
import { VALUATION_LIMITS } from '../../domain/calculators/valuation-tables.ts';
import { formattersFor } from '../format.ts';

const { money, number, area, percent } = formattersFor('es');
const { areaM2, bedrooms, bathrooms, constructionYearMin } = VALUATION_LIMITS;
const { priceEur, amountEur, ageYears } = CAPITAL_GAINS_LIMITS;
const { propertyValueEur, includeBathrooms } = RENOVATION_LIMITS;
const COMPOUND = COMPOUND_INTEREST_LIMITS;
const INVESTMENT = INVESTMENT_LIMITS;

type Limits = { min: number; max: number };
const between = (limits: Limits, write: (value: number) => string, unit = '') =>
  `Entre ${write(limits.min)} y ${write(limits.max)}${unit}`;
const pct = (value: number) => percent(value, 2);
const year = (iso: string) => iso.slice(0, 4);
/** The way a Spanish tax text writes a day: 31-12-1996. */
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-');

/**
 * The three calculators. Error texts are the domain's (the spec's Spanish), keyed by message code,
 * with every limit written from the domain's tables in the page's number format ('Mínimo 1.000 €',
 * not the spec's '€1,000').
 */
export const calculators = {
  tabsLabel: 'Elija una calculadora',
  tabs: {
    valuation: 'Valoración',
    capitalGains: 'Plusvalía',
    renovation: 'Reforma',
    investment: 'Inversión',
    compoundInterest: 'Interés compuesto',
  },
  tabIntros: {
    valuation: 'Una primera horquilla de mercado para su inmueble, con los factores que la explican.',
    capitalGains: 'La ganancia patrimonial de una venta y el impuesto estimado, con las exenciones aplicables.',
    renovation: 'El coste de reformar, el valor que añade y su rentabilidad.',
    investment: 'Comprar un piso para alquilarlo o invertir el mismo dinero en otra parte: año a año y tras impuestos.',
    compoundInterest: 'Cómo crece un capital con aportaciones mensuales, en euros de entonces y de hoy.',
  },
  actions: {
    calculate: 'Calcular',
    calculating: 'Calculando…',
    incomplete: 'Complete los campos obligatorios para calcular.',
    /** The disabled button names the first field it still needs. */
    needs: (field: string) => `Para calcular, falta «${field}».`,
    /** Over a result once the form no longer holds the figures it was calculated from (issue 24). */
    stale: 'Este resultado corresponde a los datos anteriores. Calcule de nuevo para ver el de los actuales.',
    contact: 'Hablar con un asesor sobre este resultado',
    copyLink: 'Copiar enlace',
    linkCopied: 'Enlace copiado',
    copyFailed: 'No se ha podido copiar. Seleccione el enlace y cópielo:',
    link: 'Enlace a este cálculo',
    openAll: 'Ver las cinco calculadoras',
    save: 'Guardar en mi área',
    saving: 'Guardando…',
    signInToSave: 'Acceda para guardar este cálculo en su área privada',
    seeSaved: 'Ver mis escenarios',
    /** The name a saved scenario starts with; the client can rename it in the private area. */
    scenarioName: (calculator: string, day: string) => `${calculator}, ${day}`,
  },
  toasts: {
    error: 'Error en el cálculo',
  },
  /** Said once by the panel's live region when a result the visitor asked for is shown (no toast). */
  resultReady: 'Su resultado está listo.',
  ratesLabel: (option: string) => `${option}: rentabilidad anual en %`,
  optional: '(opcional)',
  selectPlaceholder: 'Seleccione…',
  units: { eur: '€', m2: 'm²', years: 'años', months: 'meses', pct: '%' },
  groups: {
    property: 'El inmueble',
    location: 'Ubicación y estado',
    purchase: 'Compra',
    sale: 'Venta',
    improvements: 'Mejoras',
    owner: 'Su situación',
    works: 'Trabajos',
    savings: 'El ahorro',
    growth: 'Rentabilidad y plazo',
    letting: 'El alquiler',
    financing: 'Financiación',
    outlook: 'Horizonte y fiscalidad',
  },
  fields: {
    propertyType: 'Tipo de inmueble',
    district: 'Distrito o municipio',
    usableArea: 'Superficie útil',
    builtArea: 'Superficie construida',
    bedrooms: 'Dormitorios',
    bathrooms: 'Baños',
    floor: 'Planta',
    elevator: 'El edificio tiene ascensor',
    condition: 'Estado',
    constructionYear: 'Año de construcción',
    features: 'Extras del inmueble',
    purchasePrice: 'Precio de compra',
    purchaseDate: 'Fecha de compra',
    salePrice: 'Precio de venta',
    saleDate: 'Fecha de venta',
    purchaseExpenses: 'Gastos de compra',
    saleExpenses: 'Gastos de venta',
    improvements: 'Mejoras realizadas',
    improvementDate: 'Fecha de las mejoras',
    isMainResidence: 'Es mi vivienda habitual',
    age: 'Su edad',
    propertyValue: 'Valor actual del inmueble',
    totalArea: 'Superficie total',
    zone: 'Zona',
    renovationPropertyType: 'Tipo de inmueble',
    renovationQuality: 'Calidad de la reforma',
    roomsToRenovate: 'Estancias a reformar',
    includeKitchen: 'Cocina completa',
    includeBathrooms: 'Baños a reformar',
    flooring: 'Suelos',
    painting: 'Pintura',
    electricalWork: 'Instalación eléctrica',
    plumbingWork: 'Fontanería',
    reinvestedAmount: 'Importe que reinvertirá en su nueva vivienda habitual',
    annuityAmount: 'Importe que destinará a una renta vitalicia',
    priorAbatedSales: 'Ventas anteriores que aplicaron la reducción',
    outstandingLoan: 'Préstamo pendiente que cancela con la venta',
    initialAmount: 'Capital inicial',
    monthlyContribution: 'Aportación mensual',
    contributionGrowthPct: 'Subida anual de la aportación',
    annualRatePct: 'Rentabilidad anual',
    years: 'Plazo',
    compounding: 'Capitalización de los intereses',
    inflationPct: 'Inflación anual',
    applySavingsTax: 'Descontar el impuesto sobre el ahorro',
    price: 'Precio de compra',
    newBuild: 'Es obra nueva',
    monthlyRent: 'Alquiler mensual',
    annualExpenses: 'Gastos anuales del inmueble',
    vacancyMonths: 'Meses sin inquilino al año',
    maintenancePct: 'Mantenimiento y gestión',
    rentGrowthPct: 'Subida anual del alquiler y los gastos',
    appreciationPct: 'Revalorización anual del inmueble',
    loanToValuePct: 'Parte financiada con hipoteca',
    mortgageRatePct: 'Tipo de interés de la hipoteca',
    mortgageYears: 'Plazo de la hipoteca',
    incomeTaxRatePct: 'Su tipo marginal del IRPF',
    holdingYears: 'Años de inversión',
    alternatives: 'Comparar con',
  },
  hints: {
    usableArea: 'El espacio interior que se pisa, sin muros.',
    builtArea: 'Incluye muros y la parte proporcional de zonas comunes.',
    purchaseExpenses: 'Notaría, registro e impuestos pagados al comprar.',
    saleExpenses:
      'Comisiones, notaría y otros gastos de la venta, incluida la plusvalía municipal si la paga usted como vendedor.',
    improvements: 'Obras que aumentaron el valor del inmueble, no el mantenimiento.',
    improvementDate: `Cada mejora cuenta desde su fecha: si es posterior a ${year(ABATEMENT.lastPurchaseDateIso)}, no tiene la reducción de las compras anteriores a ${Number(year(ABATEMENT.lastPurchaseDateIso)) + 1}.`,
    age: `Si tiene ${SENIOR_AGE_YEARS} años o más y vende su vivienda habitual, la ganancia queda exenta.`,
    reinvestedAmount:
      'Lo que invierte en su nueva vivienda habitual, comprada en los dos años anteriores o posteriores a la venta. Queda exenta la parte proporcional de la ganancia: lo reinvertido sobre lo obtenido, descontado el préstamo que cancele. Vacío: no se supone ninguna reinversión.',
    outstandingLoan:
      'El capital que aún debe de la hipoteca de la vivienda vendida y que se cancela con la venta: basta con reinvertir el resto. Vacío si no hay.',
    annuityAmount: `Lo que aporte en los seis meses siguientes a una renta vitalicia asegurada a su favor; se pueden aportar como máximo ${money(ANNUITY_CAP_EUR)}, y queda exenta la parte proporcional de la ganancia.`,
    priorAbatedSales: `Valor de venta de lo vendido desde ${year(SALE_DATE_RANGE.fromIso)} con esta misma reducción: entre todas, solo cubre ${money(ABATEMENT.transmissionValueCapEur)}. Vacío si no hubo.`,
    contributionGrowthPct: 'Cuánto sube cada año la aportación mensual.',
    inflationPct: 'Para expresar el resultado en euros de hoy.',
    annualExpenses: 'IBI, comunidad y seguro del primer año.',
    maintenancePct: 'Porcentaje del alquiler cobrado.',
    loanToValuePct: 'Porcentaje del precio; 0 si compra sin hipoteca.',
    incomeTaxRatePct: 'El tipo al que tributan sus rentas del alquiler.',
    alternatives: 'Cada alternativa recibe el mismo capital que pide la compra, con su rentabilidad anual.',
  },
  options: {
    propertyType: {
      apartment: 'Piso',
      house: 'Casa o chalet',
      penthouse: 'Ático',
      duplex: 'Dúplex',
      studio: 'Estudio',
    },
    district: {
      salamanca: 'Salamanca',
      chamberi: 'Chamberí',
      centro: 'Centro',
      retiro: 'Retiro',
      chamartin: 'Chamartín',
      moncloa: 'Moncloa',
      'la-moraleja': 'La Moraleja',
      pozuelo: 'Pozuelo de Alarcón',
      boadilla: 'Boadilla del Monte',
      majadahonda: 'Majadahonda',
      'las-rozas': 'Las Rozas',
      alcobendas: 'Alcobendas',
      'tres-cantos': 'Tres Cantos',
      'san-sebastian-reyes': 'San Sebastián de los Reyes',
    },
    floor: {
      ground: 'Bajo',
      '1': 'Primera',
      '2': 'Segunda',
      '3': 'Tercera',
      '4': 'Cuarta',
      '5': 'Quinta',
      '6+': 'Sexta o superior',
    },
    condition: {
      new: 'A estrenar',
      renovated: 'Reformado',
      good: 'Buen estado',
      fair: 'Aceptable',
      'needs-renovation': 'Necesita reforma',
    },
    features: {
      terrace: 'Terraza',
      garage: 'Plaza de garaje',
      storage: 'Trastero',
      doorman: 'Portero',
      pool: 'Piscina',
      garden: 'Jardín',
    },
    zone: {
      salamanca: 'Salamanca',
      chamberi: 'Chamberí',
      retiro: 'Retiro',
      chamartin: 'Chamartín',
      centro: 'Centro',
      la_moraleja: 'La Moraleja',
      pozuelo: 'Pozuelo de Alarcón',
      torrelodones: 'Torrelodones',
      boadilla: 'Boadilla del Monte',
      majadahonda: 'Majadahonda',
      las_rozas: 'Las Rozas',
      alcobendas: 'Alcobendas',
      san_sebastian: 'San Sebastián de los Reyes',
      tres_cantos: 'Tres Cantos',
      colmenar_viejo: 'Colmenar Viejo',
      other: 'Otra zona',
    },
    renovationPropertyType: {
      apartment: 'Piso',
      house: 'Casa o chalet',
    },
    renovationQuality: {
      basic: 'Básica',
      mid: 'Media',
      high: 'Alta',
      luxury: 'Lujo',
    },
    rooms: {
      living: 'Salón',
      bedrooms: 'Dormitorios',
      entrance: 'Recibidor',
      hallways: 'Pasillos',
    },
    compounding: {
      monthly: 'Mensual',
      quarterly: 'Trimestral',
      annual: 'Anual',
    },
    alternatives: {
      deposit: 'Depósito a plazo',
      bonds: 'Bonos',
      fund: 'Fondo de inversión',
      custom: 'Otra inversión',
    },
  },
  results: {
    placeholderTitle: 'Su resultado',
    placeholderBody: 'Complete el formulario y pulse «Calcular». El resultado aparecerá aquí, con su explicación.',
    valuation: {
      title: 'Valor estimado',
      range: 'Horquilla de valor',
      estimatedValue: 'Valor central',
      pricePerM2: 'Precio por m²',
      precision: {
        narrow: 'Horquilla estrecha',
        wide: 'Horquilla amplia',
      },
      precisionNote: {
        narrow: 'Los datos del inmueble encajan con lo habitual en el distrito.',
        wide: 'Algún dato se aparta de lo habitual en el distrito: la horquilla es más amplia.',
      },
      outsideBand: {
        above:
          'Su precio por m² queda por encima de la horquilla del distrito: conviene contrastarlo con ventas recientes de inmuebles comparables.',
        below:
          'Su precio por m² queda por debajo de la horquilla del distrito: conviene contrastarlo con ventas recientes de inmuebles comparables.',
      },
      marketRange: 'El inmueble en la horquilla del distrito',
      districtBand: 'Horquilla del distrito',
      thisProperty: 'Este inmueble',
      perM2: '/ m²',
      factors: 'Qué influye en el valor',
      noFactors: 'Ningún factor corrige el precio medio del distrito.',
      /** The month of the published €/m² table the estimate starts from: "noviembre de 2025". */
      marketDataAsOf: (month: string) => `Datos de mercado de ${month}`,
    },
    capitalGains: {
      title: 'Impuesto estimado',
      taxDue: 'Impuesto estimado',
      taxRate: 'Tipo efectivo',
      grossGain: 'Precio de venta menos precio de compra',
      walk: 'Cómo se calcula',
      salePrice: 'Precio de venta',
      saleExpenses: 'Gastos de venta',
      transmissionValue: 'Valor de transmisión',
      purchasePrice: 'Precio de compra',
      purchaseExpenses: 'Gastos e impuestos de compra',
      improvements: 'Mejoras',
      acquisitionValue: 'Valor de adquisición',
      netGain: 'Ganancia patrimonial',
      abatement: (rate: string) => `Reducción por compra anterior a 1995 (${rate})`,
      improvementAbatement: (rate: string) => `Reducción de las mejoras anteriores a 1995 (${rate})`,
      abatementRule: `La reducción es del ${pct(ABATEMENT.percentPerYear)} por cada año de permanencia hasta el ${dayMonthYear(ABATEMENT.ownershipCountedToIso)} (redondeado por exceso) que exceda de dos; ${pct(ABATEMENT.fullPercent)} si supera diez. Se aplica solo a la ganancia generada hasta el ${dayMonthYear(ABATEMENT.gainGeneratedToIso)}.`,
      componentsNote: `La compra y las mejoras se calculan por separado, cada una desde su fecha: una mejora posterior a ${year(ABATEMENT.lastPurchaseDateIso)} no tiene reducción. El valor de venta se reparte entre ellas en proporción a su coste (una tasación separada podría repartirlo de otro modo).`,
      taxableGain: 'Ganancia sujeta',
      assumption:
        'El impuesto se estima como si esta ganancia fuera su única renta del ahorro del año: otras ganancias, intereses o pérdidas del mismo año cambian el tramo y el tipo.',
      /** A main residence sold under 65 with no amount reinvested: the tax is due, and reinvesting lowers it. */
      reinvestmentInvite:
        'Este impuesto supone que no reinvierte nada. Si compra una nueva vivienda habitual en los dos años anteriores o posteriores a la venta, queda exenta la parte proporcional de la ganancia: indique el importe que reinvertirá para verla.',
      dependency:
        'La exención de la vivienda habitual también alcanza a quien está en situación de dependencia severa o gran dependencia, a cualquier edad.',
      bands: 'Impuesto por tramos del ahorro',
      firstBand: (to: string, rate: string) => `Hasta ${to}, al ${rate}`,
      band: (from: string, to: string, rate: string) => `De ${from} a ${to}, al ${rate}`,
      total: 'Total',
      noGain: 'El precio de venta no supera al de compra: no hay ganancia sujeta a impuesto.',
      leftOut:
        'Estima el IRPF de un residente en España. No incluye la plusvalía municipal (IIVTNU), las normas de cada comunidad autónoma ni los regímenes forales, ni la tributación de no residentes.',
    },
    renovation: {
      title: 'Coste y rentabilidad',
      renovationCost: 'Coste de la reforma',
      valueIncrease: 'Revalorización',
      roi: 'Rentabilidad',
      finalPropertyValue: 'Valor tras la reforma',
      costBreakdown: 'Desglose del coste',
      marketCeiling: 'Techo de mercado de la zona',
      capped: (zone: string, ceiling: string) =>
        `Los precios de ${zone} limitan lo que añade la reforma: reformada, la vivienda se vendería como mucho por unos ${ceiling}, el precio por m² más alto de la zona.`,
      cappedAtZero: (zone: string, ceiling: string) =>
        `La vivienda ya vale lo que se paga por una reformada en ${zone} (unos ${ceiling}, el precio por m² más alto de la zona): la reforma no se recuperaría en el precio de venta.`,
      negative: 'Lo que añade no cubre su coste: la reforma se justificaría por el uso o el alquiler, no por una venta.',
    },
    compoundInterest: {
      title: 'Su capital al final del plazo',
      finalBalance: 'Capital final',
      totalContributed: 'Total aportado',
      totalInterest: 'Intereses generados',
      realFinalBalance: 'Capital final en euros de hoy',
      effectiveAnnualRatePct: 'Rentabilidad efectiva anual',
      taxDue: 'Impuesto sobre el ahorro',
      netFinalBalance: 'Capital final tras impuestos',
      chartTitle: 'Año a año',
      chartSummary: (years: string, contributed: string, final: string, interest: string, real: string) =>
        `En ${years} años, ${contributed} aportados llegan a ${final}, de los que ${interest} son intereses. En euros de hoy, ${real}.`,
      legend: { contributed: 'Aportado', interest: 'Intereses', real: 'Saldo en euros de hoy' },
      columns: { contributed: 'Aportado', interest: 'Intereses', balance: 'Saldo', realBalance: 'En euros de hoy' },
    },
    investment: {
      title: 'Comparación de inversiones',
      best: 'La mejor opción',
      bestMark: 'Mejor',
      property: 'El piso en alquiler',
      propertyIrr: 'TIR del inmueble',
      propertyFinalWealth: 'Patrimonio final del inmueble',
      equity: 'Capital que pide la compra',
      monthlyPayment: 'Cuota mensual de la hipoteca',
      grossYield: 'Rentabilidad bruta',
      netYield: 'Rentabilidad neta',
      cashOnCash: 'Flujo de caja sobre el capital, año 1',
      comparison: 'Cada opción al final del plazo, tras impuestos',
      columns: { option: 'Opción', finalValue: 'Valor final', netGain: 'Ganancia', irr: 'TIR anual' },
      irrUnavailable: 'No calculable',
      drivers: 'Qué explica el resultado',
      driverYield: (net: string, gross: string) =>
        `El alquiler rinde un ${net} neto sobre el coste total de compra (${gross} bruto sobre el precio).`,
      driverAppreciation: (rate: string, years: string, sale: string) =>
        `Con una revalorización del ${rate} anual, el piso valdría ${sale} al cabo de ${years} años.`,
      driverCosts: (costs: string, exitTax: string) =>
        `Los impuestos y gastos de compra (${costs}) se pagan el primer día; al vender, el IRPF sobre la ganancia es de ${exitTax}.`,
      driverMortgage: (payment: string) =>
        `La hipoteca multiplica el efecto de la revalorización sobre su capital, con una cuota de ${payment} al mes.`,
      driverAlternative: (name: string, rate: string, irr: string, taxedYearly: boolean) =>
        taxedYearly
          ? `${name} al ${rate} anual rinde un ${irr} al año: sus intereses tributan cada año en el impuesto sobre el ahorro.`
          : `${name} al ${rate} anual rinde un ${irr} al año una vez pagado el impuesto sobre el ahorro, todo al final.`,
      taxTiming: `Los depósitos y los bonos tributan cada año por sus intereses; los fondos, solo al vender. El alquiler tributa con la reducción del ${pct(RENTAL_INCOME_REDUCTION_PCT)} del rendimiento neto positivo del alquiler (contratos desde el ${dayMonthYear(RENTAL_INCOME_REDUCTION_CONTRACTS_FROM_ISO)}).`,
      chartTitle: 'Su patrimonio año a año',
      chartSummary: (years: string, best: string, property: string) =>
        `Valor de cada opción durante ${years} años, antes de los impuestos y gastos de la venta. Mejor opción: ${best}. El inmueble llega a ${property}.`,
    },
    chart: {
      year: 'Año',
      value: 'Valor',
      showTable: 'Ver la tabla año a año',
      tableRegion: 'Tabla año a año, desplazable',
      /** Under a table wider than a phone: it scrolls sideways. */
      scrollHint: 'Deslice la tabla hacia un lado para ver todas las columnas.',
    },
    disclaimer: 'Estimación orientativa, no asesoramiento fiscal. Cada caso merece revisarse con un asesor.',
    estimateNote: 'Estimación orientativa basada en precios medios de mercado; no sustituye a una tasación.',
    financialNote:
      'Estimación orientativa con las hipótesis indicadas, no asesoramiento financiero. Las rentabilidades pasadas o supuestas no garantizan las futuras.',
  },
  factors: {
    propertyType: 'Tipo de inmueble',
    condition: 'Estado de conservación',
    floor: 'Planta',
    noElevator: 'Sin ascensor',
    newBuild: 'Construcción reciente',
    oldBuild: 'Edificio de más de 50 años',
    smallArea: 'Superficie reducida',
    largeArea: 'Gran superficie',
    bedroomDensity: 'Dormitorios de poca superficie',
    bathroomRatio: 'Proporción de baños por dormitorio',
  },
  exemptions: {
    mainResidenceOver65: 'Exención por vivienda habitual, mayores de 65 años',
    reinvestment: 'Exención por reinversión en vivienda habitual (estimada)',
    annuity: 'Exención por reinversión en renta vitalicia, mayores de 65 años',
  },
  costItems: {
    kitchen: 'Cocina',
    bathrooms: 'Baños',
    flooring: 'Suelos',
    painting: 'Pintura',
    electricalWork: 'Instalación eléctrica',
    plumbingWork: 'Fontanería',
    management: 'Gestión, licencias y permisos',
  },
  cta: {
    title: 'Una cifra es el comienzo',
    body: 'Un asesor revisará su caso en privado y le dará una valoración o un análisis fiscal a medida, sin compromiso.',
    button: 'Solicitar una conversación privada',
  },
  adviser: {
    /** The contact form's message: the scenario in a sentence or two, then its link. */
    message: (summary: string, link: string) => `${summary}\n\nEnlace al cálculo: ${link}`,
    summaries: {
      valuation: (propertyType: string, district: string, area: string, low: string, high: string, value: string) =>
        `Quisiera hablar de la valoración de mi inmueble (${propertyType.toLowerCase()} en ${district}, ${area} construidos): horquilla de ${low} a ${high}, valor central ${value}.`,
      capitalGains: (
        purchaseYear: string,
        purchase: string,
        saleYear: string,
        sale: string,
        gain: string,
        tax: string,
        rate: string,
      ) =>
        `Quisiera hablar de la venta de un inmueble comprado en ${purchaseYear} por ${purchase} y vendido en ${saleYear} por ${sale}: ganancia de ${gain}, impuesto estimado de ${tax} (tipo efectivo ${rate}).`,
      renovation: (quality: string, area: string, zone: string, cost: string, increase: string, roi: string) =>
        `Quisiera hablar de una reforma de ${area} en ${zone}, calidad ${quality.toLowerCase()}: coste estimado de ${cost}, revalorización de ${increase}, rentabilidad del ${roi}.`,
      investment: (price: string, rent: string, years: string, irr: string, best: string) =>
        `Quisiera hablar de invertir en un piso de ${price} alquilado por ${rent} al mes durante ${years} años: TIR del inmueble ${irr}; mejor opción en la comparación: ${best}.`,
      compoundInterest: (initial: string, monthly: string, rate: string, years: string, final: string) =>
        `Quisiera hablar de un plan de ahorro: ${initial} iniciales y ${monthly} al mes al ${rate} anual durante ${years} años, con un capital final de ${final}.`,
    },
  },
  scenario: {
    /** A value a shared link gave to a field that cannot hold it (an unknown option, a malformed date). */
    linkValue: 'El valor de este campo en el enlace no es válido',
  },
  /** Under a number field, when it was typed other than as the page writes it. */
  readAs: (value: string) => `Leído como ${value}`,
  errors: {
    ...CALCULATOR_MESSAGES,
    areaMin: `Mínimo ${area(areaM2.min)}`,
    areaMax: `Máximo ${area(areaM2.max)}`,
    bedroomsMin: `Mínimo ${number(bedrooms.min)} dormitorio`,
    bedroomsMax: `Máximo ${number(bedrooms.max)} dormitorios`,
    bathroomsMin: `Mínimo ${number(bathrooms.min)} baño`,
    bathroomsMax: `Máximo ${number(bathrooms.max)} baños`,
    constructionYearMin: `Año mínimo ${constructionYearMin}`,
    priceMin: `Mínimo ${money(priceEur.min)}`,
    priceMax: `Máximo ${money(priceEur.max)}`,
    amountMax: `Máximo ${money(amountEur.max)}`,
    ageMin: `Mínimo ${number(ageYears.min)} años`,
    ageMax: `Máximo ${number(ageYears.max)} años`,
    propertyValueMin: `Valor mínimo ${money(propertyValueEur.min)}`,
    propertyValueMax: `Valor máximo ${money(propertyValueEur.max)}`,
    includeBathroomsMin: `Mínimo ${number(includeBathrooms.min)} baños`,
    includeBathroomsMax: `Máximo ${number(includeBathrooms.max)} baños`,
    saleDateRange: `La fecha de venta debe estar entre ${year(SALE_DATE_RANGE.fromIso)} y ${year(SALE_DATE_RANGE.toIso)}`,
    rangeEur0To50M: between(COMPOUND.initialAmountEur, money),
    rangeEur0To1M: between(COMPOUND.monthlyContributionEur, money),
    rangeEur0To500k: between(INVESTMENT.monthlyRentEur, money),
    rangeEur50kTo50M: between(INVESTMENT.priceEur, money),
    rangePct0To10: between(COMPOUND.inflationPct, pct),
    rangePct0To15: between(INVESTMENT.mortgageRatePct, pct),
    rangePct0To20: between(COMPOUND.annualRatePct, pct),
    rangePct0To50: between(INVESTMENT.maintenancePct, pct),
    rangePct0To54: between(INVESTMENT.incomeTaxRatePct, pct),
    rangePct0To80: between(INVESTMENT.loanToValuePct, pct),
    rangePctMinus10To15: between(INVESTMENT.appreciationPct, pct),
    rangePctMinus10To30: between(INVESTMENT.annualReturnPct, pct),
    rangeYears1To30: between(INVESTMENT.years, number, ' años'),
    rangeYears1To50: between(COMPOUND.years, number, ' años'),
    rangeYears5To40: between(INVESTMENT.mortgageYears, number, ' años'),
    rangeMonths0To12: between(INVESTMENT.vacancyMonths, number, ' meses'),
    alternativesCount: `Elija entre ${number(INVESTMENT.alternatives.min)} y ${number(INVESTMENT.alternatives.max)} alternativas`,
  },
};
