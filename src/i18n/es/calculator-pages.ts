/**
 * The calculators' own pages (issue 14): the index and, per calculator, its heading, its lead and a
 * line for the lists of calculators. Loaded with these pages only (not part of every page's
 * `Messages`); how each calculates and what it leaves out load below the fold (`calculator-methods.ts`).
 */
export const calculatorPages = {
  breadcrumbLabel: 'Ruta de navegación',
  index: {
    eyebrow: 'Herramientas privadas',
    title: 'Calculadoras',
    intro:
      'Cinco cálculos que preparamos cada semana para nuestros clientes. Se hacen en su navegador: lo que introduce no sale de su dispositivo. Cada resultado se explica línea a línea, se comparte con un enlace y se comenta con un asesor.',
    open: 'Abrir',
    listLabel: 'Las cinco calculadoras',
  },
  calculatorHeading: 'Su cálculo',
  loading: 'Cargando la calculadora…',
  othersTitle: 'Otras calculadoras',
  pages: {
    valuation: {
      title: 'Valoración de su vivienda en Madrid',
      summary: 'La horquilla de mercado de su piso o casa, con el precio por m² y lo que lo mueve.',
      lead: 'Una horquilla de mercado para su piso o casa en Madrid y su entorno, con el valor central y los factores que lo explican.',
    },
    'capital-gains': {
      title: 'Plusvalía e IRPF por la venta de su vivienda',
      summary: 'La ganancia de una venta y su IRPF, con las reducciones y exenciones de la ley vigente.',
      lead: 'La ganancia patrimonial de la venta y el impuesto estimado según la ley en vigor, paso a paso, del precio de venta al último tramo.',
    },
    renovation: {
      title: 'Coste y rentabilidad de una reforma',
      summary: 'Lo que cuesta reformar, el valor que añade y su rentabilidad.',
      lead: 'Cuánto cuesta reformar su vivienda en Madrid según la calidad, las estancias y los trabajos, cuánto valor añade y qué rentabilidad ofrece.',
    },
    investment: {
      title: 'Invertir en una vivienda para alquilar',
      summary: 'Comprar para alquilar frente a un depósito, bonos o un fondo, tras impuestos.',
      lead: 'Compare comprar un piso en Madrid para alquilarlo con poner el mismo dinero en un depósito, bonos o un fondo, año a año y tras impuestos.',
    },
    'compound-interest': {
      title: 'Calculadora de interés compuesto',
      summary: 'Cómo crece un ahorro con aportaciones mensuales, en euros de hoy.',
      lead: 'Cómo crece un capital con aportaciones mensuales, año a año, en euros de entonces y de hoy, y lo que se lleva el impuesto sobre el ahorro.',
    },
  },
};
