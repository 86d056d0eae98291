import { MESSAGE_MAX_CHARS, MESSAGE_MIN_CHARS } from '../../domain/contact/contact-limits.ts';
import { formattersFor } from '../format.ts';

const { number } = formattersFor('es');

/** The contact form's steps, its confirmation and the answers of its no-script path (section #contact-form). */
export const contactSteps = {
  steps: {
    label: 'Pasos de la solicitud',
    progress: (current: number, total: number) => `Paso ${current} de ${total}`,
    names: {
      client: 'Su perfil',
      service: 'Servicio',
      contact: 'Sus datos',
    },
    done: '(completado)',
  },
  clientStep: {
    title: '¿Cómo ha llegado hasta nosotros?',
    hint: 'Trabajamos por recomendación y, cuando tenemos disponibilidad, con nuestra lista de espera.',
    recommended: {
      label: 'Por recomendación',
      badge: 'Prioritario',
      description: 'Un cliente o un colaborador de confianza le ha hablado de nosotros.',
    },
    waitingList: {
      label: 'Lista de espera',
      description: 'Desea incorporarse a nuestra lista de espera para una próxima disponibilidad.',
    },
  },
  serviceStep: {
    title: '¿En qué podemos ayudarle?',
    hint: 'Elija el servicio que mejor describe su necesidad.',
    services: {
      sell: { label: 'Vender', description: 'Una venta discreta, de la valoración a la firma ante notario.' },
      buy: { label: 'Comprar', description: 'Búsqueda y selección, también de propiedades fuera de mercado.' },
      valuation: { label: 'Solo valoración', description: 'Una valoración profesional de su propiedad, sin compromiso.' },
      investment: { label: 'Asesoramiento de inversión', description: 'Análisis de oportunidades y rentabilidad en Madrid.' },
    },
  },
  contactStep: {
    title: 'Sus datos de contacto',
    hint: 'Solo los usaremos para responder a su solicitud.',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    optional: 'opcional',
    referredBy: '¿Quién le recomendó?',
    referredByHint: 'Nombre de la persona o entidad que le habló de nosotros.',
    message: 'Mensaje',
    messageHint: `Entre ${number(MESSAGE_MIN_CHARS)} y ${number(MESSAGE_MAX_CHARS)} caracteres.`,
    counter: (count: string, max: string) => `${count} de ${max} caracteres`,
  },
  /** Shown in place of the form once a request is accepted. */
  sent: {
    title: 'Solicitud recibida',
    lead: 'Gracias. Hemos recibido su solicitud con estos datos:',
    clientType: 'Perfil',
    service: 'Servicio',
    referredBy: 'Recomendado por',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    message: 'Mensaje',
    next: 'Un asesor la leerá personalmente y le responderá en las próximas 24 horas, por correo electrónico o, si nos ha dejado su número, por teléfono.',
    /** What the firm does for its waiting list: no reply in 24 hours is promised there (issue 24). */
    nextWaitingList:
      'Su solicitud queda en nuestra lista de espera. En cuanto podamos acoger un nuevo encargo, un asesor le escribirá personalmente. Mientras tanto no le enviaremos publicidad ni compartiremos sus datos; conservamos su solicitud un máximo de dos años y puede pedirnos que la borremos cuando quiera.',
    again: 'Enviar otra solicitud',
  },
  honeypot: 'No rellene este campo',
  /**
   * The form before or without scripts: every step at once, sent as a plain form and answered by a page of
   * the server's (docs/decisions/0032-one-client-server-data-and-forms.md).
   */
  noScript: {
    serviceHint: 'Si nos visita por recomendación, elija el servicio que mejor describe su necesidad.',
    referredByHint: 'Si nos visita por recomendación: nombre de la persona o entidad que le habló de nosotros.',
    receivedLead: 'Gracias. Hemos recibido su solicitud.',
    invalidTitle: 'Revise su solicitud',
    invalidLead: 'Su solicitud no se ha enviado. Corrija lo siguiente y envíela de nuevo:',
    errorsHeading: 'Qué falta o debe corregirse',
    notSentTitle: 'Solicitud no enviada',
    otherOrigin: 'Esta solicitud debe enviarse desde el formulario de nuestra web.',
    notForm: 'La solicitud debe enviarse desde el formulario.',
    backToForm: 'Volver al formulario',
    backHome: 'Volver a la página de inicio',
  },
  chooseToContinue: 'Seleccione una opción para continuar.',
  actions: {
    next: 'Continuar',
    back: 'Atrás',
    submit: 'Enviar solicitud',
    sending: 'Enviando…',
  },
  /** Beside 'Enviar solicitud' while it is off: what is missing, in the fields' own words (issue 24). */
  submitNeeds: {
    email: 'Para enviar, indique su correo electrónico.',
    message: 'Para enviar, escriba su mensaje.',
    both: 'Para enviar, indique su correo electrónico y escriba su mensaje.',
  },
};
