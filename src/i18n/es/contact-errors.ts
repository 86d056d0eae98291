import { MESSAGE_MAX_CHARS, MESSAGE_MIN_CHARS } from '../../domain/contact/contact-limits.ts';
import {
  DETAILED_MESSAGE_MAX_CHARS,
  LOCATION_MAX_CHARS,
  LOCATION_MIN_CHARS,
  NAME_MAX_CHARS,
  NAME_MIN_CHARS,
} from '../../domain/contact/detailed-limits.ts';
import { formattersFor } from '../format.ts';

const { number } = formattersFor('es');

/**
 * Messages of the contact pipeline (schema, API and toasts): the spec's catalogue (sections 5 and 8)
 * with the visitor addressed as *usted* (decisions, Product 8) and numbers in the page's format.
 * Each schema code (`ContactErrorCode`) is a key here; `contactErrorKey` makes the typecheck hold it.
 */
export const contactErrors = {
  required: 'Campos requeridos',
  requiredDescription: 'Por favor, complete todos los campos obligatorios.',
  emailInvalid: 'Email inválido',
  emailInvalidDescription: 'Por favor, introduzca un email válido.',
  messageInvalid: 'Mensaje inválido',
  messageLength: `El mensaje debe tener entre ${number(MESSAGE_MIN_CHARS)} y ${number(MESSAGE_MAX_CHARS)} caracteres`,
  referenceRequired: 'Referencia requerida',
  referenceRequiredDescription: 'Por favor, indique quién le recomendó.',
  serviceRequired: 'Seleccione el servicio',
  clientTypeInvalid: 'Seleccione el tipo de cliente',
  phoneInvalid: 'Teléfono inválido',
  fieldTooLong: 'Este campo es demasiado largo',
  formTypeInvalid: 'Formulario no válido',
  payloadTooLong: 'Los datos enviados son demasiado largos.',
  rateLimited: 'Demasiadas solicitudes. Intente nuevamente en unos minutos.',
  notJson: 'La solicitud debe enviarse en formato JSON.',
  invalidJson: 'La solicitud no es un JSON válido.',
  invalidCharacters: 'El texto contiene caracteres no admitidos.',
  // The detailed brief's.
  choiceRequired: 'Seleccione una opción.',
  choiceInvalid: 'Seleccione una de las opciones.',
  servicesRequired: 'Seleccione al menos un servicio.',
  locationLength: `La ubicación debe tener entre ${number(LOCATION_MIN_CHARS)} y ${number(LOCATION_MAX_CHARS)} caracteres.`,
  nameLength: `El nombre debe tener entre ${number(NAME_MIN_CHARS)} y ${number(NAME_MAX_CHARS)} caracteres.`,
  messageTooLong: `El mensaje no puede superar los ${number(DETAILED_MESSAGE_MAX_CHARS)} caracteres.`,
  phoneRequired: 'Indique un teléfono para que podamos llamarle o escribirle por WhatsApp.',
  availabilityRequired: 'Indique cuándo prefiere que le contactemos.',
  sellerOnlyChoice: 'Esta opción es para quien vende; elija una de las que se muestran.',
  /** The brief's step holds a value that is there but not valid (a name of one letter…). */
  checkFields: 'Por favor, revise los campos marcados.',
  sendFailed: {
    title: 'Error al enviar',
    description: 'Hubo un problema al procesar su solicitud. Por favor, inténtelo de nuevo o contáctenos directamente.',
  },
  /** An exception the form did not expect: never its technical text, which would be English. */
  unexpected: 'Ha ocurrido un error inesperado. Por favor, inténtelo de nuevo.',
  sent: {
    title: 'Mensaje enviado',
    description: 'Nos pondremos en contacto con usted en las próximas 24 horas.',
    /** A request for the waiting list: the firm writes when it has room, not within 24 hours. */
    descriptionWaitingList: 'Su solicitud queda en nuestra lista de espera: le escribiremos en cuanto tengamos disponibilidad.',
  },
};
