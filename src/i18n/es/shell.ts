/** The page frame: navigation bar, drawer, hero, cookie banner and footer. */
export const shell = {
  nav: {
    label: 'Navegación principal',
    homeLink: 'Aurea Concierge Madrid, inicio',
    links: {
      home: 'Inicio',
      portfolio: 'Casos de éxito',
      philosophy: 'Zonas',
      about: 'Nosotros',
      services: 'Valoración',
      contact: 'Contacto',
    },
    contactNow: 'Contactar Ahora',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    drawerTitle: 'Menú',
    drawerContact: 'Atención privada',
    phoneLabel: 'Teléfono',
    emailLabel: 'Correo electrónico',
    /** The header's link to the private area; signed in, it shows the client's name instead. */
    account: 'Área privada',
    accountOf: (name: string) => `Área privada de ${name}`,
  },
  /** The calculators' links in the header, the drawer and the footer (issue 24). */
  calculators: {
    title: 'Calculadoras',
    all: 'Todas las calculadoras',
    names: {
      valuation: 'Valoración de vivienda',
      'capital-gains': 'Plusvalía e IRPF',
      renovation: 'Coste de una reforma',
      investment: 'Inversión en alquiler',
      'compound-interest': 'Interés compuesto',
    },
  },
  hero: {
    eyebrow: 'Madrid · Desde 2018',
    title: 'Su concierge inmobiliario privado en Madrid',
    lead: 'Usted decide lo que quiere. Nosotros lo hacemos realidad, con absoluta discreción.',
    cta: 'Valoración gratuita',
    scrollCue: 'Descubrir',
    pause: 'Pausar el vídeo de fondo',
    resume: 'Reanudar el vídeo de fondo',
    videoCounter: (current: number, total: number) => `Vídeo ${current} de ${total}.`,
    backgroundLabel: 'Vídeo de fondo',
  },
  cookieBanner: {
    title: 'Su privacidad',
    /** One or two lines in the notice's bar; what exactly is stored is in the settings and the policy. */
    body: 'Solo guardamos lo imprescindible para que el sitio funcione. Ninguna cookie publicitaria ni de seguimiento.',
    accept: 'Aceptar',
    reject: 'Rechazar',
    configure: 'Configurar',
    close: 'Cerrar el aviso de cookies',
    cookiesPolicy: 'Política de cookies',
    privacyPolicy: 'Política de privacidad',
    settingsTitle: 'Configuración de cookies',
    technical: {
      name: 'Técnicas (necesarias)',
      description:
        'Guardan su preferencia de idioma, su respuesta a este aviso y, en su área privada, su sesión y el estado de su menú lateral. Son imprescindibles, por lo que siempre están activas.',
      alwaysOn: 'Siempre activas',
    },
  },
  footer: {
    tagline: 'Usted decide lo que quiere. Nosotros lo hacemos realidad.',
    intro: 'Concierge inmobiliario privado en Madrid. Por recomendación o lista de espera.',
    legalTitle: 'Información legal',
    contactTitle: 'Contacto',
    addressTitle: 'Oficina',
    legalNotice: 'Aviso legal',
    privacyPolicy: 'Política de privacidad',
    cookiesPolicy: 'Política de cookies',
    rights: 'Todos los derechos reservados.',
    copyright: (year: number, owner: string) => `© ${year} ${owner}`,
    taxId: (nif: string) => `NIF ${nif}`,
  },
};
