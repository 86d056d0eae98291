/**
 * Copy of the contact section that any page may show: its heading, the direct contact, the privacy
 * notice and a primed request. The form's own steps and answers are in contact-steps.ts, which loads with
 * the form instead of with every page (issue 24). The error catalogue lives with the contact schema's namespace.
 */
export const contactForm = {
  eyebrow: 'Contacto privado',
  intro:
    'Cuéntenos qué necesita. Si llega por recomendación, le responderemos personalmente en un plazo de 24 horas; si desea entrar en nuestra lista de espera, le escribiremos en cuanto tengamos disponibilidad. Siempre con la discreción que su patrimonio merece.',
  direct: {
    heading: 'Contacto directo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
  },
  /** A call to action or a result that opened the form ready for a request says so above it. */
  primed: {
    note: (service: string) =>
      `Su solicitud está preparada: el servicio «${service}» ya está elegido y su mensaje, empezado. Puede cambiar ambos.`,
    valuationMessage: 'Quisiera una valoración gratuita y confidencial de mi propiedad.',
  },
  privacy: {
    heading: 'Información básica sobre protección de datos',
    controller: 'Responsable',
    purpose: 'Finalidad',
    purposeText: 'Atender su solicitud y, si así lo desea, preparar una propuesta de servicios.',
    legalBasis: 'Legitimación',
    legalBasisText: 'Su consentimiento al enviar este formulario y la aplicación, a petición suya, de medidas precontractuales.',
    recipients: 'Destinatarios',
    recipientsText: 'No se ceden datos a terceros, salvo obligación legal.',
    rights: 'Derechos',
    rightsText: (email: string) =>
      `Acceso, rectificación, supresión, oposición, limitación y portabilidad, escribiendo a ${email}.`,
    moreInfo: 'Información adicional',
    policyLink: 'Política de privacidad',
  },
};
