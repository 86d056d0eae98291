import type { Advice, OfferStatus, ViewingStatus } from '../../domain/cases/index.ts';

/**
 * The words of a case's viewings, offers, messages and weekly report (issue 44), for the server (timeline,
 * e-mails, the calendar feed) and the signed-in pages. Spanish is the source; English is typed against it.
 */
export const dealings = {
  viewingStatuses: {
    proposed: 'Propuesta',
    confirmed: 'Confirmada',
    done: 'Realizada',
    cancelled: 'Cancelada',
    'no-show': 'No se presentó',
  } satisfies Record<ViewingStatus, string>,
  offerStatuses: {
    received: 'Recibida',
    countered: 'Contraofertada',
    accepted: 'Aceptada',
    rejected: 'Rechazada',
    withdrawn: 'Retirada',
    expired: 'Caducada',
  } satisfies Record<OfferStatus, string>,
  advice: {
    accept: 'Aconsejamos aceptarla',
    counter: 'Aconsejamos contraofertar',
    reject: 'Aconsejamos rechazarla',
  } satisfies Record<Advice, string>,
  /** Timeline lines (spread into the case file's): `who` is the actor, `what` a status's word. */
  timeline: {
    'viewing-proposed': (who: string) => `${who} propuso una visita.`,
    'viewing-changed': (who: string, what: string) => `${who}: visita ${what.toLowerCase()}.`,
    'viewing-answered': (who: string, what: string) => `${who} respondió a la visita propuesta: ${what.toLowerCase()}.`,
    'feedback-saved': (who: string) => `${who} anotó la valoración de una visita.`,
    'feedback-released': (who: string) => `${who} compartió la valoración de una visita.`,
    'offer-received': (who: string) => `${who} registró una oferta.`,
    'offer-changed': (who: string, what: string) => `${who}: oferta ${what.toLowerCase()}.`,
    'offer-advised': (who: string) => `${who} dio su consejo sobre una oferta.`,
    'message-sent': (who: string) => `${who} escribió un mensaje.`,
    'report-sent': () => 'Se envió el informe semanal.',
    'report-held': (who: string) => `${who} retuvo el informe semanal.`,
  },
  slotAnswers: { accept: 'aceptada', decline: 'rechazada' },
  /** The calendar feed's name and each event's title: the property, never a person. */
  calendar: {
    name: (site: string) => `Visitas · ${site}`,
    viewing: (property: string) => (property ? `Visita: ${property}` : 'Visita'),
  },
  /** The client's panels in Mi operación. */
  pages: {
    viewings: {
      title: 'Visitas',
      intro: 'Cada visita con su fecha, quién viene y, cuando la firma la comparte, la valoración.',
      empty: 'Todavía no hay visitas.',
      visitor: (name: string) => `Visitante: ${name}`,
      duration: (minutes: number) => `${minutes} min`,
      feedback: 'Valoración de la visita',
      rating: (stars: string, n: number) => `${stars} (${n} de 5)`,
      accept: 'Aceptar la visita',
      decline: 'Rechazar la visita',
      answered: 'Respuesta enviada.',
      rescheduled: 'Cambio de hora de una visita anterior.',
    },
    offers: {
      title: 'Ofertas',
      intro: 'Cada oferta tal como llega, con sus condiciones y el consejo de la firma.',
      empty: 'Todavía no hay ofertas.',
      from: (name: string) => `De ${name}`,
      counter: 'Contraoferta',
      advice: 'Consejo de la firma',
      financing: { cash: 'Al contado', mortgage: 'Con hipoteca' },
      deedBy: (day: string) => `Escritura antes del ${day}`,
    },
    messages: {
      title: 'Mensajes',
      intro: 'Escriba a la firma sobre su operación; le contestamos aquí.',
      empty: 'Todavía no hay mensajes.',
      you: 'Usted',
      firm: 'La firma',
      label: 'Su mensaje',
      send: 'Enviar',
      sent: 'Mensaje enviado.',
    },
    calendar: {
      title: 'Su calendario',
      intro: 'Un enlace privado para ver las visitas en su propio calendario. Pedir uno nuevo anula el anterior.',
      get: 'Obtener el enlace',
      revoke: 'Anular el enlace',
      revoked: 'Enlace anulado.',
      label: 'Enlace del calendario',
    },
  },
  emails: {
    staffNews: {
      subject: 'Novedades de un cliente en un expediente',
      /** A message or an answer, not only documents: no words of the client's in the e-mail. */
      body: (count: number, link: string) =>
        `Hay ${count === 1 ? 'una novedad' : `${count} novedades`} de un cliente (mensajes, documentos o respuestas) en un expediente asignado a usted.\n\nEntre en el espacio de trabajo para verlas:\n\n${link}`,
    },
    offer: {
      subject: 'Ha llegado una oferta',
      /** No amount, no bidder: only that there is one, and where to read it. */
      body: (link: string) =>
        `Ha llegado una oferta en su expediente. Puede verla, con sus condiciones y nuestro consejo, en su área privada:\n\n${link}`,
    },
    report: {
      subject: (week: string) => `Su informe semanal (semana del ${week})`,
      /** Counts only: the figures, the feedback and the offers are on the page, behind the sign-in. */
      intro: 'Esto es lo que ha dado de sí la semana en su operación:',
      daysOnMarket: (days: number) => `Días en el mercado: ${days}.`,
      viewings: (count: number) => (count === 0 ? 'Visitas: ninguna esta semana.' : `Visitas: ${count}.`),
      feedback: (count: number) => `Valoraciones compartidas: ${count}.`,
      offers: (count: number) => (count === 0 ? 'Ofertas: ninguna nueva.' : `Ofertas: ${count}.`),
      milestones: (count: number) => (count === 0 ? 'Hitos: ninguno completado.' : `Hitos completados: ${count}.`),
      outro: (link: string) => `El informe completo queda guardado en su área privada:\n\n${link}`,
    },
  },
};
