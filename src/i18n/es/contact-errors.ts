/** Messages of the contact pipeline (schema, API and toasts). Spanish texts verbatim from spec sections 5 and 8. */
export const contactErrors = {
  required: 'Campos requeridos',
  requiredDescription: 'Por favor, completa todos los campos obligatorios.',
  emailInvalid: 'Email inválido',
  emailInvalidDescription: 'Por favor, introduce un email válido',
  messageInvalid: 'Mensaje inválido',
  messageLength: 'El mensaje debe tener entre 10 y 1000 caracteres',
  referenceRequired: 'Referencia requerida',
  referenceRequiredDescription: 'Por favor, indica quién te recomendó',
  serviceRequired: 'Seleccione el servicio',
  clientTypeInvalid: 'Seleccione el tipo de cliente',
  phoneInvalid: 'Teléfono inválido',
  fieldTooLong: 'Este campo es demasiado largo',
  formTypeInvalid: 'Formulario no válido',
  payloadTooLong: 'Los datos enviados son demasiado largos.',
  rateLimited: 'Demasiadas solicitudes. Intente nuevamente en unos minutos.',
  notJson: 'La solicitud debe enviarse en formato JSON.',
  invalidJson: 'La solicitud no es un JSON válido.',
  sendFailed: {
    title: 'Error al enviar',
    description: 'Hubo un problema al procesar tu solicitud. Por favor, intenta nuevamente o contáctanos directamente.',
  },
  sent: {
    title: 'Mensaje enviado',
    description: 'Nos pondremos en contacto contigo en las próximas 24 horas.',
  },
};
