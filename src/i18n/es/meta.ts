/** Title and description of every page, fed into <head> by the prerenderer and on client navigation. */
export const meta = {
  siteName: 'Aurea Concierge Madrid',
  imageAlt: 'Aurea Concierge Madrid: concierge de propiedades premium en Madrid',
  /** Areas the firm serves, for structured data. */
  areasServed: ['Barrio de Salamanca, Madrid', 'Chamberí, Madrid', 'La Moraleja, Alcobendas', 'Noroeste de Madrid'],
  home: {
    title: 'Concierge de Propiedades Premium en Madrid | Aurea Concierge',
    description:
      'Concierge inmobiliario privado en Madrid: compra, venta, valoración e inversión en Salamanca, Chamberí, La Moraleja y el noroeste, con total discreción.',
  },
  legalNotice: {
    title: 'Aviso legal | Aurea Concierge',
    description:
      'Aviso legal de Aurea Concierge Madrid: titular del sitio, condiciones de uso, propiedad intelectual y legislación aplicable.',
  },
  privacyPolicy: {
    title: 'Política de privacidad | Aurea Concierge',
    description:
      'Cómo tratamos sus datos personales: responsable, finalidades, base legal, plazos de conservación y sus derechos.',
  },
  cookiesPolicy: {
    title: 'Política de cookies | Aurea Concierge',
    description: 'Qué guarda este sitio en su navegador, para qué y cómo puede controlarlo.',
  },
  detailedRequest: {
    title: 'Solicitud detallada | Aurea Concierge',
    description:
      'Describa su proyecto inmobiliario en Madrid en cuatro pasos: propiedad, objetivo, presupuesto, plazos y servicios. Un asesor le responde personalmente en 24 horas.',
  },
  signIn: {
    title: 'Acceso al área privada | Aurea Concierge',
    description:
      'Acceda a su área privada de Aurea Concierge Madrid con su correo electrónico y contraseña, o con una llave de acceso.',
  },
  signUp: {
    title: 'Crear su área privada | Aurea Concierge',
    description: 'Abra su área privada para guardar sus cálculos, seguir el valor de su vivienda y el estado de sus solicitudes.',
  },
  forgotPassword: {
    title: 'Recuperar la contraseña | Aurea Concierge',
    description: 'Reciba por correo electrónico un enlace para elegir una nueva contraseña de su área privada.',
  },
  resetPassword: {
    title: 'Nueva contraseña | Aurea Concierge',
    description: 'Elija una nueva contraseña para su área privada de Aurea Concierge Madrid.',
  },
  portal: {
    title: 'Resumen | Área privada | Aurea Concierge',
    description: 'Lo nuevo en su área privada: sus solicitudes, sus escenarios y el valor de su vivienda.',
  },
  portalRequests: {
    title: 'Mis solicitudes | Área privada | Aurea Concierge',
    description: 'Las solicitudes que nos ha enviado y en qué punto está cada una.',
  },
  portalScenarios: {
    title: 'Mis escenarios | Área privada | Aurea Concierge',
    description: 'Los cálculos que ha guardado, para volver a abrirlos cuando quiera.',
  },
  portalSearch: {
    title: 'Mi búsqueda | Área privada | Aurea Concierge',
    description: 'Lo que busca, guardado en su área privada y enviado a la firma cuando usted decida.',
  },
  portalProperty: {
    title: 'Mi propiedad | Área privada | Aurea Concierge',
    description: 'Los datos de su vivienda y la evolución de su valoración.',
  },
  portalCases: {
    title: 'Mi operación | Área privada | Aurea Concierge',
    description: 'Dónde está su operación, los documentos que faltan y lo que ha ocurrido, paso a paso.',
  },
  portalAccount: {
    title: 'Cuenta | Área privada | Aurea Concierge',
    description: 'Sus datos, su contraseña, sus llaves de acceso y sesiones, y sus datos personales.',
  },
  calculators: {
    title: 'Calculadoras inmobiliarias y de inversión en Madrid | Aurea Concierge',
    description:
      'Cinco calculadoras gratuitas: valoración de su vivienda en Madrid, plusvalía e IRPF de la venta, coste de una reforma, inversión en alquiler e interés compuesto.',
    name: 'Calculadoras de Aurea Concierge',
  },
  valuationCalculator: {
    title: 'Calculadora de valoración de viviendas en Madrid | Aurea Concierge',
    description:
      'Estime el valor de mercado de su piso o casa en Madrid: una horquilla de precio, el valor central, el precio por m² y los factores que lo explican.',
    name: 'Calculadora de valoración de viviendas',
  },
  capitalGainsCalculator: {
    title: 'Calculadora de plusvalía e IRPF por la venta de un piso | Aurea Concierge',
    description:
      'Calcule la ganancia patrimonial y el IRPF de la venta de su vivienda con la ley vigente: reducción anterior a 1995, exenciones por reinversión y mayores de 65, tramos del ahorro.',
    name: 'Calculadora de plusvalía en el IRPF',
  },
  renovationCalculator: {
    title: 'Calculadora del coste de una reforma en Madrid | Aurea Concierge',
    description:
      'Cuánto cuesta reformar su vivienda en Madrid según la calidad, las estancias y los trabajos, cuánto valor añade y qué rentabilidad ofrece.',
    name: 'Calculadora de coste y rentabilidad de una reforma',
  },
  investmentCalculator: {
    title: 'Calculadora de inversión en vivienda para alquilar | Aurea Concierge',
    description:
      'Compare comprar un piso en Madrid para alquilarlo con un depósito, bonos o un fondo: rentabilidad, flujo de caja, hipoteca, impuestos y TIR año a año.',
    name: 'Calculadora de inversión inmobiliaria',
  },
  compoundInterestCalculator: {
    title: 'Calculadora de interés compuesto con inflación e impuestos | Aurea Concierge',
    description:
      'Vea cómo crece un capital con aportaciones mensuales: intereses año a año, el saldo en euros de hoy y el impuesto sobre el ahorro.',
    name: 'Calculadora de interés compuesto',
  },
  workspace: {
    title: 'Gestión | Aurea Concierge',
    description: 'Espacio de trabajo del equipo de la firma.',
  },
  notFound: {
    title: 'Página no encontrada | Aurea Concierge',
    description: 'La página que busca no existe. Continúe desde el inicio de Aurea Concierge Madrid.',
  },
};
