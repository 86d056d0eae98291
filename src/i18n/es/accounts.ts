import { caseErrors } from './case-errors.ts';
import { fieldErrors } from './field-errors.ts';
import { documentErrors } from './document-errors.ts';
/**
 * Messages of the accounts API and pages. `errors` is keyed by the codes of
 * src/domain/accounts (ACCOUNT_ERROR_CODES); the API sends the code and this text. Usted throughout.
 */
export const accounts = {
  errors: {
    ...caseErrors,
    required: fieldErrors.required,
    emailInvalid: 'Introduzca un correo electrónico válido.',
    nameLength: 'El nombre debe tener entre 2 y 120 caracteres.',
    passwordTooShort: 'La contraseña debe tener al menos 12 caracteres.',
    passwordTooLong: 'La contraseña no puede superar los 128 caracteres.',
    passwordCommon: 'Esa contraseña es demasiado común o ha aparecido en filtraciones. Elija otra.',
    passwordMatchesContext: 'La contraseña no puede basarse en su correo electrónico ni en el nombre de la firma.',
    passwordGuessable:
      'Esa contraseña sería fácil de adivinar (una palabra, un nombre o una fecha con pocos cambios). Pruebe con varias palabras poco relacionadas entre sí.',
    passwordsDoNotMatch: 'Las contraseñas no coinciden.',
    clientTypeInvalid: 'Indique si desea comprar o vender.',
    langInvalid: 'Elija español o inglés.',
    invalidCredentials: 'Correo electrónico o contraseña incorrectos.',
    emailNotVerified: 'Confirme primero su correo electrónico: le hemos enviado de nuevo el enlace.',
    currentPasswordIncorrect: 'La contraseña actual no es correcta.',
    tooManyAttempts: 'Demasiados intentos. Inténtelo de nuevo más tarde.',
    signUpFailed: 'No se ha podido crear la cuenta. Inténtelo de nuevo.',
    resetFailed: 'No se ha podido enviar el enlace de recuperación. Inténtelo de nuevo.',
    invalidToken: 'Este enlace ha caducado, ya se ha usado o no es válido. Solicite uno nuevo.',
    sessionRequired: 'Su sesión ha terminado. Acceda de nuevo.',
    sessionNotFresh: 'Por seguridad, acceda de nuevo antes de continuar.',
    forbiddenOrigin: 'Solicitud no permitida.',
    notFound: 'No se ha encontrado.',
    validation: 'Revise los datos introducidos.',
    notJson: 'La solicitud debe enviarse en formato JSON.',
    invalidJson: 'La solicitud no es un JSON válido.',
    payloadTooLarge: 'Los datos enviados son demasiado largos.',
    invalidCharacters: 'El texto contiene caracteres no admitidos.',
    calculatorUnknown: 'Calculadora desconocida.',
    scenarioInputsInvalid: 'Los datos del cálculo no son válidos.',
    scenarioNameLength: 'El nombre no puede superar los 80 caracteres.',
    propertyMissing: 'Guarde primero los datos de su propiedad.',
    searchMissing: 'Guarde primero su búsqueda.',
    limitReached: 'Ha alcanzado el máximo que puede guardar. Elimine algo antes de añadir más.',
    passkeyFailed: 'No se ha podido verificar la llave de acceso.',
    twoFactorCodeInvalid: 'El código no es correcto. Escriba el que muestra ahora su aplicación, o un código de recuperación.',
    twoFactorExpired: 'El acceso ha caducado. Escriba de nuevo su correo electrónico y su contraseña.',
    twoFactorAlreadyEnabled: 'La verificación en dos pasos ya está activada en esta cuenta.',
    staffAccountProtected:
      'Esta es una cuenta del equipo de la firma y no se puede eliminar desde el área de clientes. Pida a la firma que retire su acceso de equipo; después podrá eliminarla.',
    requestLinkInvalid:
      'Este enlace de confirmación no es válido. Compruebe que lo ha abierto entero, tal como llegó en el correo.',
    requestLinkUsed: 'Este enlace ya se ha usado. Si la solicitud es suya, la encontrará en Mis solicitudes.',
    requestLinkExpired:
      'Este enlace ha caducado. Si quiere ver la solicitud en su área privada, escríbanos y le enviaremos otro.',
    requestLinkOtherAccount:
      'Este enlace es para otro correo electrónico. Acceda con la cuenta del correo que lo recibió para añadir la solicitud a su área privada.',
    ...documentErrors,
    documentsKeyMissing: 'Ahora mismo no podemos recibir documentos. Inténtelo más tarde o escríbanos.',
    internal: 'Se ha producido un error inesperado. Inténtelo de nuevo.',
  },
  /** An error that says how long to wait (`within`: "dentro de 15 minutos"), when the server said it (Retry-After). */
  errorsWithWait: {
    tooManyAttempts: (within: string) => `Demasiados intentos. Podrá intentarlo de nuevo ${within}.`,
  },
  messages: {
    accountCreated: 'Cuenta creada. Le hemos enviado un correo para confirmar su dirección.',
    signedIn: 'Ha accedido a su área privada.',
    signedOut: 'Ha cerrado la sesión.',
    resetEmailSent: 'Revise su correo electrónico para restablecer la contraseña.',
    passwordReset: 'Contraseña restablecida. Ya puede acceder con la nueva.',
    passwordChanged: 'Contraseña cambiada. Las demás sesiones se han cerrado.',
    emailVerified: 'Correo electrónico confirmado.',
    profileSaved: 'Datos guardados.',
    sessionRevoked: 'Sesión cerrada.',
    passkeyAdded: 'Llave de acceso añadida.',
    passkeyRenamed: 'Llave de acceso renombrada.',
    passkeyRemoved: 'Llave de acceso eliminada.',
    scenarioSaved: 'Guardado en su área privada.',
    scenarioRenamed: 'Escenario renombrado.',
    scenarioDeleted: 'Escenario eliminado.',
    propertySaved: 'Datos de la propiedad guardados.',
    searchSaved: 'Búsqueda guardada.',
    searchSent: 'Su búsqueda se ha enviado a la firma. Nos pondremos en contacto con usted en breve.',
    valuationAdded: 'Nueva valoración añadida al historial.',
    requestConfirmed: 'Solicitud añadida a su área privada.',
    accountDeleted: 'Su cuenta y sus datos se han eliminado.',
  },
  /** What a request is called in Mis solicitudes (the firm's workspace moves it along). */
  requestStatus: {
    received: 'Recibida',
    contacted: 'Contactada',
    meeting: 'Reunión',
    proposal: 'Propuesta',
    won: 'Ganada',
    closed: 'Cerrada sin acuerdo',
  },
  emails: {
    greeting: (name: string) => `Hola, ${name}:`,
    signature: (site: string) => `Atentamente,\n${site}`,
    verify: {
      subject: 'Confirme su correo electrónico',
      body: (link: string) =>
        `Gracias por abrir su área privada. Para activarla, confirme su correo electrónico con este enlace, válido durante 24 horas:\n\n${link}\n\nSi no ha sido usted, ignore este mensaje: sin la confirmación, la cuenta no se activa.`,
    },
    reset: {
      subject: 'Restablezca su contraseña',
      body: (link: string) =>
        `Hemos recibido una solicitud para restablecer la contraseña de su área privada. Puede elegir una nueva con este enlace, válido durante una hora y una sola vez:\n\n${link}\n\nSi no la ha solicitado usted, ignore este mensaje: su contraseña actual sigue siendo válida.`,
    },
    existingAccount: {
      subject: 'Intento de registro con su correo electrónico',
      body: (signInLink: string, forgotLink: string) =>
        `Alguien ha intentado crear una cuenta con su correo electrónico, que ya tiene un área privada. No se ha creado ni cambiado nada.\n\nSi fue usted, puede acceder aquí: ${signInLink}\nSi no recuerda su contraseña, puede restablecerla aquí: ${forgotLink}\n\nSi no fue usted, no tiene que hacer nada.`,
    },
    passkeyAdded: {
      subject: 'Nueva llave de acceso en su cuenta',
      body: (passkeyName: string, when: string, link: string) =>
        `Se ha añadido una llave de acceso a su área privada: «${passkeyName}», el ${when}.\n\nSi no ha sido usted, entre en su área privada, elimínela en Cuenta y cambie su contraseña:\n${link}`,
      unnamed: 'sin nombre',
    },
    /**
     * How an e-mail names a request: what it is about (from its fixed answers, never from what the sender
     * typed) and the day it was sent, e.g. «solicitud de valoración del 12 de noviembre de 2026».
     */
    request: {
      topics: {
        sell: 'de venta',
        buy: 'de compra',
        valuation: 'de valoración',
        investment: 'de inversión',
        rent: 'de alquiler',
        contact: 'de contacto',
      },
      describe: (topic: string, detailed: boolean, day: string) => `solicitud ${detailed ? 'detallada ' : ''}${topic} del ${day}`,
    },
    /** To the address a request was sent with, when it was not sent signed in: no name (anyone can type one). */
    requestReceived: {
      greeting: 'Buenos días:',
      subject: 'Hemos recibido su solicitud',
      body: (request: string, link: string, days: number) =>
        `Hemos recibido su ${request}. Nos pondremos en contacto con usted en breve.\n\nSi tiene un área privada con este correo electrónico, confirme que la solicitud es suya para verla en ella, con su estado, con este enlace (válido durante ${days} días y una sola vez):\n\n${link}\n\nSi aún no tiene área privada, puede abrirla con este correo electrónico y usar después el enlace; sin ella, atenderemos su solicitud igualmente. Si no la ha enviado usted, ignore este mensaje: no se añadirá a ningún área privada.`,
    },
  },
};
