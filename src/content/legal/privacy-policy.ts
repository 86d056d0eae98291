import type { Identity } from '../../domain/content/index.ts';
import { pathFor } from '../../config/routes.ts';
import { SESSION_MAX_AGE_DAYS } from '../../config/server-cookies.ts';
import {
  RATE_LIMIT_MAX,
  RATE_LIMIT_RECORD_RETENTION_MS,
  RATE_LIMIT_WINDOW_MS,
  REQUEST_CONFIRMATION_DAYS,
} from '../../domain/contact/contact-limits.ts';
import { AUDIT_LOG_RETENTION_DAYS } from '../../domain/staff/staff-limits.ts';
import { CASE_RECORDS_RETENTION_YEARS, IDENTIFICATION_RETENTION_YEARS } from '../../domain/cases/index.ts';
import { AEPD_URL, dl, emailLink, link, p, ul } from './blocks.ts';
import { identityBlock } from './identity.ts';
import type { LegalDocument } from './types.ts';

/** The figures the policy states, from the constants the code runs on (so the text cannot drift). */
const WINDOW_MINUTES = RATE_LIMIT_WINDOW_MS / 60_000;
const RECORD_HOURS = RATE_LIMIT_RECORD_RETENTION_MS / 3_600_000;
/** A record past its retention goes at the next daily purge: at most one more day. */
const RECORD_MAX_HOURS = RECORD_HOURS + 24;
const AUDIT_YEARS = Math.round(AUDIT_LOG_RETENTION_DAYS / 365);
/** A case file's two periods after it closes (ADR 0051). */
const ID_YEARS = IDENTIFICATION_RETENTION_YEARS;
const RECORD_YEARS = CASE_RECORDS_RETENTION_YEARS;

export const privacyPolicy = (firm: Identity): LegalDocument => ({
  intro: {
    es: [
      p(
        `En ${firm.name} la discreción es la base de nuestro trabajo, también con sus datos. Esta política explica qué datos personales tratamos, para qué, durante cuánto tiempo y qué derechos tiene, conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).`,
      ),
    ],
    en: [
      p(
        `At ${firm.name} discretion is the foundation of our work, and that includes your data. This policy explains which personal data we process, why, for how long and what rights you have, under Regulation (EU) 2016/679 (GDPR) and Spanish Organic Law 3/2018 on the protection of personal data and digital rights (LOPDGDD).`,
      ),
    ],
  },
  sections: [
    {
      id: 'controller',
      es: { heading: '1. Responsable del tratamiento', blocks: [identityBlock(firm, 'es')] },
      en: { heading: '1. Data controller', blocks: [identityBlock(firm, 'en')] },
    },
    {
      id: 'data-collected',
      es: {
        heading: '2. Datos que tratamos',
        blocks: [
          ul(
            'Su solicitud de contacto, tal como la envía con el formulario: correo electrónico, teléfono (opcional), si nos llega por recomendación o desde la lista de espera, el servicio que le interesa, el nombre de quien le recomendó, su mensaje, el idioma de la página y la fecha de envío. Se guarda en nuestra base de datos y nos llega como aviso por correo electrónico.',
            `Registro de envíos, para proteger el formulario frente a abusos: con cada solicitud aceptada anotamos su correo electrónico y una huella de la dirección IP desde la que se envió (un resumen con una clave secreta del que no se puede recuperar la dirección; la dirección misma no se guarda). Con ellos limitamos las solicitudes a ${RATE_LIMIT_MAX} por correo electrónico, y a unas pocas por dirección, cada ${WINDOW_MINUTES} minutos.`,
            'Preferencia de idioma: se guarda solo en su navegador, nunca se nos envía, cuando usted elige un idioma con el selector o, en su primera visita a la página de inicio, con el idioma que detectamos en la configuración de su navegador.',
            'Su área privada, si abre una: nombre, correo electrónico, si desea comprar o vender, el idioma de sus correos y si ha confirmado su dirección; su contraseña, que nunca guardamos tal cual sino como una huella irreversible (argon2id); sus llaves de acceso, de las que guardamos solo la parte pública, su nombre y su fecha; y sus sesiones, con la fecha de inicio y de último uso y el identificador del navegador que usó (no su dirección IP).',
            `Cómo llega una solicitud a su área privada: si la envía con la sesión iniciada y con el correo electrónico de su cuenta, aparece en ella al instante. Si no, enviamos a ese correo un acuse de recibo, sin nada de lo que se escribió en el formulario, con un enlace válido durante ${REQUEST_CONFIRMATION_DAYS} días y una sola vez, del que guardamos solo su huella; al abrirlo con la sesión iniciada en la cuenta de ese correo, la solicitud pasa a su área privada. Escribir una dirección en el formulario no basta para que una solicitud aparezca en el área privada de nadie.`,
            'Lo que guarda en su área privada: los escenarios de las calculadoras que decida guardar, los datos de su vivienda y el historial de sus valoraciones, y su búsqueda (las respuestas de la solicitud detallada: tipo de propiedad, objetivo, zona, presupuesto, plazo, servicios, prioridad, cómo y cuándo contactarle, teléfono y mensaje), con la fecha en que la guardó y en que la envió. Cada vez que la envía a la firma se convierte en una solicitud detallada, que se trata como cualquier otra solicitud.',
            'Registro de intentos, para proteger el acceso frente a abusos: en cada intento de acceso fallido, de registro o de recuperación de contraseña, en cada comprobación fallida de la contraseña con la sesión iniciada y en cada contraseña nueva que no aceptamos anotamos una huella del correo electrónico y de la dirección IP (un resumen con una clave secreta, del que no se pueden recuperar) y la hora.',
            'El expediente de su operación, si llega a ser cliente y encargarnos una venta o una compra: el lado (vende o compra), un título, la propiedad en breve, el estado y las fechas; los pasos de la operación con su estado, su fecha y nuestras notas (las que usted lee y las internas); los documentos que usted o la firma suben, cifrados (su documento de identidad y los de la propiedad y la operación: escritura, nota simple, certificados, recibos, arras); la historia de lo ocurrido en el expediente, sin nombres de documentos; los avisos por correo electrónico que le quedan por recibir y su preferencia de avisos; y, si no tenía cuenta, la invitación que lo vincula a su área privada, de la que guardamos solo su huella.',
          ),
          p(
            'Los registros técnicos del servidor anotan de cada petición solo el método, la ruta sin parámetros, el resultado y la duración: no guardan direcciones IP, correos electrónicos ni el contenido de los mensajes.',
          ),
        ],
      },
      en: {
        heading: '2. Data we process',
        blocks: [
          ul(
            'Your contact request, as you send it with the form: e-mail address, telephone (optional), whether you come to us by recommendation or from the waiting list, the service you are interested in, the name of the person who recommended you, your message, the language of the page and the date it was sent. It is stored in our database and reaches us as an e-mail notification.',
            `A record of submissions, to protect the form from abuse: with each accepted request we note your e-mail address and a fingerprint of the IP address it was sent from (a digest made with a secret key, from which the address cannot be recovered; the address itself is not stored). With them we limit requests to ${RATE_LIMIT_MAX} per e-mail address, and a few per IP address, every ${WINDOW_MINUTES} minutes.`,
            'Language preference: stored only in your browser, never sent to us, when you choose a language with the switcher or, on your first visit to the home page, with the language we detect from your browser’s settings.',
            'Your client area, if you open one: name, email address, whether you wish to buy or sell, the language of your emails and whether you have confirmed your address; your password, which we never keep as such but as an irreversible fingerprint (argon2id); your passkeys, of which we keep only the public part, their name and date; and your sessions, with their start and last use and the identifier of the browser you used (not your IP address).',
            `How a request reaches your client area: if you send it signed in, with your account’s email address, it appears there at once. Otherwise we send that address an acknowledgement, holding nothing of what was typed into the form, with a link valid for ${REQUEST_CONFIRMATION_DAYS} days and for one use, of which we keep only a fingerprint; opening it signed in to the account of that address adds the request to its client area. Typing an address into the form is not enough to place a request in anyone’s client area.`,
            'What you keep in your client area: the calculator scenarios you choose to save, your home’s details and its valuation history, and your search (the answers of the detailed request: property type, goal, area, budget, timing, services, priority, how and when to contact you, telephone and message), with the dates you saved it and sent it. Each time you send it to the firm it becomes a detailed request, treated like any other request.',
            'A record of attempts, to protect sign-in from abuse: for each failed sign-in, sign-up or password recovery, each failed password check while signed in and each new password we refuse we note a fingerprint of the email address and of the IP address (a digest made with a secret key, from which they cannot be recovered) and the time.',
            'Your case file, should you become a client and engage us for a sale or a purchase: the side (selling or buying), a title, the property in brief, its status and dates; the steps of the transaction with their state, date and our notes (those you read and our internal ones); the documents you or the firm upload, encrypted (your identity document and those of the property and the transaction: title deed, nota simple, certificates, receipts, arras); the history of what happened in the case, without document names; the e-mail notices still due to you and your choice of notices; and, if you had no account, the invitation that attaches it to your client area, of which we keep only a fingerprint.',
          ),
          p(
            'The server’s technical logs record only the method, the path without parameters, the outcome and the duration of each request: they do not keep IP addresses, e-mail addresses or the content of messages.',
          ),
        ],
      },
    },
    {
      id: 'purposes',
      es: {
        heading: '3. Finalidades',
        blocks: [
          ul(
            'Atender su solicitud de información, de valoración o de contacto.',
            'Prestar los servicios que contrate y gestionar la relación con usted como cliente.',
            'Prestarle su área privada: guardar lo que decide guardar en ella, mostrarle el estado de sus solicitudes y enviarle los correos de su cuenta (confirmación de la dirección, recuperación de la contraseña y avisos de seguridad).',
            'Proteger el formulario y el acceso al área privada frente a envíos masivos o automatizados.',
            'Recordar su idioma preferido en este navegador.',
            'Cumplir las obligaciones legales de la actividad inmobiliaria, entre ellas las fiscales y las de prevención del blanqueo de capitales.',
          ),
          p('No elaboramos perfiles comerciales ni tomamos decisiones automatizadas con efectos sobre usted.'),
        ],
      },
      en: {
        heading: '3. Purposes',
        blocks: [
          ul(
            'To answer your request for information, a valuation or contact.',
            'To provide the services you engage us for and manage our relationship with you as a client.',
            'To provide your client area: keep what you choose to keep in it, show you the status of your requests and send your account’s emails (address confirmation, password recovery and security notices).',
            'To protect the form and sign-in to the client area from bulk or automated submissions.',
            'To remember your preferred language in this browser.',
            'To meet the legal obligations of the real-estate business, including tax and anti-money-laundering obligations.',
          ),
          p('We do not build marketing profiles or take automated decisions that affect you.'),
        ],
      },
    },
    {
      id: 'legal-basis',
      es: {
        heading: '4. Base legal',
        blocks: [
          dl(
            [
              'Consentimiento (art. 6.1.a RGPD)',
              'Al enviarnos el formulario de contacto; puede retirarlo en cualquier momento sin que ello afecte a lo tratado antes.',
            ],
            [
              'Contrato (art. 6.1.b RGPD)',
              'Cuando contrata nuestros servicios, y para prestarle el área privada que abre con nosotros.',
            ],
            [
              'Interés legítimo (art. 6.1.f RGPD)',
              'Para los registros de envíos y de intentos que protegen el formulario y el acceso frente a abusos, limitados a lo imprescindible y conservados solo unas horas; y para conservar, seudonimizadas, las solicitudes de una cuenta eliminada como registro de la actividad de la firma.',
            ],
            [
              'Obligación legal (art. 6.1.c RGPD)',
              `Para conservar la documentación que exigen la normativa fiscal y la de prevención del blanqueo de capitales: la identificación de los clientes y de quien actúa por ellos (Ley 10/2010, arts. 3, 4 y 21), durante ${ID_YEARS} años desde el fin de la relación de negocio.`,
            ],
          ),
        ],
      },
      en: {
        heading: '4. Legal basis',
        blocks: [
          dl(
            [
              'Consent (Art. 6(1)(a) GDPR)',
              'When you send us the contact form; you may withdraw it at any time without affecting processing carried out before.',
            ],
            ['Contract (Art. 6(1)(b) GDPR)', 'When you engage our services, and to provide the client area you open with us.'],
            [
              'Legitimate interest (Art. 6(1)(f) GDPR)',
              'For the records of submissions and attempts that protect the form and sign-in from abuse, limited to what is essential and kept only for hours; and to keep, pseudonymised, the requests of a deleted account as a record of the firm’s activity.',
            ],
            [
              'Legal obligation (Art. 6(1)(c) GDPR)',
              `To keep the records required by tax and anti-money-laundering law: the identification of clients and of whoever acts for them (Ley 10/2010, arts. 3, 4 and 21), for ${ID_YEARS} years after the business relationship ends.`,
            ],
          ),
        ],
      },
    },
    {
      id: 'retention',
      es: {
        heading: '5. Plazo de conservación',
        blocks: [
          dl(
            [
              'Clientes',
              'Durante la relación contractual y, después, seis ejercicios fiscales más, para atender obligaciones legales.',
            ],
            [
              'Solicitudes de contacto',
              'Dos años desde la fecha de cada solicitud: una purga automática diaria elimina las que superan ese plazo, con su aviso pendiente si lo hubiera. El aviso que recibimos por correo electrónico se conserva con el mismo plazo. Si nos pide la supresión antes, la hacemos de inmediato.',
            ],
            [
              'Registro de envíos',
              `${RECORD_HOURS} horas: la purga diaria lo elimina en cuanto las supera, de modo que ninguna anotación dura más de ${RECORD_MAX_HOURS} horas.`,
            ],
            [
              'Área privada',
              'Hasta que elimine su cuenta, lo que puede hacer en cualquier momento desde Cuenta: se borran en ese instante su cuenta, sus contraseñas, llaves, sesiones, escenarios, vivienda, valoraciones y búsqueda. Una cuenta cuya dirección nunca se confirma se elimina a los 7 días.',
            ],
            [
              'Solicitudes de una cuenta eliminada',
              'Las de su área privada, y las enviadas con su correo electrónico que nunca añadió a ella, se conservan seudonimizadas hasta que cumplen los dos años de toda solicitud: se borran su nombre, correo electrónico, teléfono, mensaje, quién le recomendó y nuestras notas internas, y de la ubicación queda solo el distrito; la firma guarda su tipo, fechas, estado, la persona del equipo que la atendió y las opciones que eligió de las listas del formulario (servicio, tipo de propiedad, objetivo, presupuesto, plazo, servicios, prioridad, forma y horario de contacto). Si desea que se borren también, pídanos la supresión.',
            ],
            [
              'Expediente de su operación',
              `Mientras la operación sigue abierta y, cuando se cierra (vendida o comprada, o retirada), ${RECORD_YEARS} años más, el plazo en que un comerciante conserva la documentación de su negocio (Código de Comercio, art. 30): la purga diaria borra entonces sus documentos, salvo los de identificación, con su contenido cifrado, las notas de sus pasos, los avisos pendientes y la invitación, y el expediente deja de verse en su área privada. Su identificación (su documento de identidad, el poder de quien le represente, quién es usted y el registro de la operación: lado, pasos, fechas e historia) se conserva ${ID_YEARS} años desde el cierre, como exige la Ley 10/2010 de prevención del blanqueo de capitales (art. 21), y después se borra todo. Si nos pide la supresión o elimina su cuenta antes, el expediente se cierra y se borra ese mismo día todo lo demás; solo la firma conserva la identificación, hasta la fecha que le indicamos. Si un juzgado o una autoridad nos lo requiere, o hay una reclamación en curso, conservamos el expediente mientras dure esa obligación, y la purga no lo borra hasta que termina (art. 17.3 e) del RGPD: la formulación, el ejercicio o la defensa de reclamaciones).`,
            ],
            ['Escenarios, vivienda y valoraciones', 'Hasta que usted los elimine o elimine su cuenta.'],
            ['Su búsqueda', 'Hasta que elimine su cuenta; puede modificarla en cualquier momento.'],
            [
              'Sesiones',
              `Hasta que cierre la sesión, la cierre desde Cuenta, cambie o restablezca su contraseña, o tras ${SESSION_MAX_AGE_DAYS} días sin usarla.`,
            ],
            [
              'Enlaces de confirmación y de recuperación',
              `Hasta que se usan o caducan: 24 horas el de confirmación, una hora el de recuperación, ${REQUEST_CONFIRMATION_DAYS} días el que añade una solicitud a su área privada. Guardamos solo su huella (la de este último, un mes más tras caducar, para poder decirle que caducó).`,
            ],
            ['Registro de intentos', '24 horas.'],
            [
              'Seguimiento de su solicitud',
              'El estado, la persona del equipo que la atiende y nuestras notas internas se guardan con la solicitud y se eliminan con ella; si elimina su cuenta, las notas se borran ya.',
            ],
            [
              'Registro de actividad del equipo',
              `Cada acceso del equipo de la firma a las solicitudes (inicio de sesión, consulta, cambio de estado, asignación, nota, exportación y supresión), y la seudonimización de las solicitudes de una cuenta eliminada, queda anotado con quién y cuándo, sin su nombre ni su correo electrónico. El registro no puede modificarse y se conserva ${AUDIT_YEARS} años; la purga diaria elimina las anotaciones más antiguas.`,
            ],
            ['Preferencia de idioma', 'En su navegador, hasta que usted la borre (véase la política de cookies).'],
          ),
        ],
      },
      en: {
        heading: '5. Retention',
        blocks: [
          dl(
            ['Clients', 'For the duration of the contractual relationship and six further tax years, to meet legal obligations.'],
            [
              'Contact requests',
              'Two years from the date of each request: a daily automatic purge deletes those past that period, with their pending notification if any. The e-mail notification we receive is kept for the same period. If you ask us to erase them sooner, we do so at once.',
            ],
            [
              'Record of submissions',
              `${RECORD_HOURS} hours: the daily purge deletes it as soon as it is older, so no entry lasts more than ${RECORD_MAX_HOURS} hours.`,
            ],
            [
              'Client area',
              'Until you delete your account, which you can do at any time under Account: your account, passwords, passkeys, sessions, scenarios, home, valuations and search are erased at that moment. An account whose address is never confirmed is deleted after 7 days.',
            ],
            [
              'Requests of a deleted account',
              'Those in your client area, and those sent with your email address that you never added to it, are kept pseudonymised until they reach the two years of every request: their name, email address, telephone, message, who recommended you and our internal notes are erased, and of the location only the district remains; the firm keeps their kind, dates, status, the team member who handled them and the options you chose from the form’s lists (service, property type, goal, budget, timing, services, priority, how and when to contact you). If you wish them erased too, ask us for erasure.',
            ],
            [
              'Your case file',
              `While the transaction is open and, once it closes (sold or bought, or withdrawn), ${RECORD_YEARS} more years, the period a trader keeps the papers of its business (Código de Comercio, art. 30): the daily purge then erases its documents other than identification, with their encrypted contents, the notes on its steps, pending notices and the invitation, and the case no longer shows in your client area. Your identification (your identity document, the power of attorney of whoever represents you, who you are and the record of the transaction: side, steps, dates and history) is kept ${ID_YEARS} years from the closing, as Spain’s anti-money-laundering law requires (Ley 10/2010, art. 21), and then everything is erased. If you ask us for erasure or delete your account sooner, the case is closed and everything else is erased that day; only the firm keeps the identification, until the date we tell you. If a court or an authority requires it of us, or a claim is under way, we keep the case while that obligation lasts, and the purge does not erase it until it ends (GDPR art. 17(3)(e): the establishment, exercise or defence of legal claims).`,
            ],
            ['Scenarios, home and valuations', 'Until you delete them or delete your account.'],
            ['Your search', 'Until you delete your account; you can change it at any time.'],
            [
              'Sessions',
              `Until you sign out, end them under Account, change or reset your password, or after ${SESSION_MAX_AGE_DAYS} days without use.`,
            ],
            [
              'Confirmation and recovery links',
              `Until they are used or expire: 24 hours for confirmation, one hour for recovery, ${REQUEST_CONFIRMATION_DAYS} days for the one that adds a request to your client area. We keep only their fingerprint (that of the last one, a month longer after it expires, so we can tell you it expired).`,
            ],
            ['Record of attempts', '24 hours.'],
            [
              'Follow-up of your request',
              'Its status, the team member handling it and our internal notes are kept with the request and deleted with it; if you delete your account, the notes are erased at once.',
            ],
            [
              'Team activity log',
              `Every access by the firm’s team to requests (sign-in, viewing, status change, assignment, note, export and erasure), and the pseudonymisation of a deleted account’s requests, is recorded with who and when, without your name or email. The log cannot be altered and is kept for ${AUDIT_YEARS} years; the daily purge deletes older entries.`,
            ],
            ['Language preference', 'In your browser, until you delete it (see the cookies policy).'],
          ),
        ],
      },
    },
    {
      id: 'recipients',
      es: {
        heading: '6. Destinatarios',
        blocks: [
          p('No vendemos ni cedemos sus datos con fines comerciales. Solo acceden a ellos, cuando es necesario:'),
          dl(
            [
              'El equipo de la firma',
              'Solo las personas del equipo invitadas por la firma, con contraseña y un segundo factor de verificación, ven las solicitudes en el espacio de trabajo interno; sus sesiones terminan a las 12 horas y cada acceso queda en el registro de actividad. Si la firma invita a una dirección que ya tiene cuenta, la invitación le retira todo acceso: una cuenta sin confirmar se elimina con su contenido y se crea de nuevo; una confirmada conserva sus datos, pero pierde su contraseña, sesiones, llaves de acceso y segundo factor, y solo el enlace de la invitación permite elegir una contraseña.',
            ],
            [
              'Proveedor de base de datos e infraestructura en la nube',
              'Este sitio aloja su propia base de datos en el servidor que lo sirve; la empresa que presta ese servidor y el servicio de correo que nos avisa de cada solicitud actúan como encargados del tratamiento, con contrato conforme al artículo 28 del RGPD, y no usan los datos para fines propios.',
            ],
            [
              'Proveedores de pago',
              'El sitio no cobra ni procesa pagos; si contrata nuestros servicios, las entidades bancarias tratan los datos necesarios para la transferencia de nuestros honorarios.',
            ],
            [
              'Administraciones públicas',
              'La Agencia Tributaria, notarías, registros, juzgados u otras autoridades, cuando una ley nos obligue o usted nos lo pida para completar una operación.',
            ],
          ),
        ],
      },
      en: {
        heading: '6. Recipients',
        blocks: [
          p('We never sell or share your data for marketing purposes. Only the following have access to it, when necessary:'),
          dl(
            [
              'The firm’s team',
              'Only team members invited by the firm, with a password and a second verification factor, see requests in the internal workspace; their sessions end after 12 hours and every access is recorded in the activity log. If the firm invites an address that already has an account, the invitation takes every way in from it: an unconfirmed account is deleted with its contents and made anew; a confirmed one keeps its data but loses its password, sessions, passkeys and second factor, and only the invitation link sets a password.',
            ],
            [
              'Cloud database and infrastructure provider',
              'This site hosts its own database on the server that runs it; the company providing that server and the e-mail service that notifies us of each enquiry act as processors under a contract compliant with Article 28 GDPR, and do not use the data for their own purposes.',
            ],
            [
              'Payment providers',
              'The site takes and processes no payments; if you engage our services, the banks involved process the details needed to transfer our fees.',
            ],
            [
              'Public authorities',
              'The Spanish Tax Agency, notaries, land registries, courts or other authorities, where the law requires it or you ask us to complete a transaction.',
            ],
          ),
        ],
      },
    },
    {
      id: 'international-transfers',
      es: {
        heading: '7. Transferencias internacionales',
        blocks: [
          p(
            'Tratamos sus datos dentro del Espacio Económico Europeo. Si en algún caso un proveedor debiera acceder a ellos desde fuera de él, solo lo haría a un país con decisión de adecuación de la Comisión Europea o con las cláusulas contractuales tipo aprobadas por ella, y se lo indicaríamos en esta política.',
          ),
        ],
      },
      en: {
        heading: '7. International transfers',
        blocks: [
          p(
            'We process your data within the European Economic Area. Should a provider ever need to access it from outside the EEA, this would only happen to a country covered by a European Commission adequacy decision or under the standard contractual clauses it has approved, and we would say so in this policy.',
          ),
        ],
      },
    },
    {
      id: 'rights',
      es: {
        heading: '8. Sus derechos',
        blocks: [
          p('Puede ejercer en cualquier momento, sin coste, los derechos de:'),
          ul(
            'Acceso: saber qué datos suyos tratamos.',
            'Rectificación: corregir los que sean inexactos o estén incompletos.',
            'Supresión: pedir que los eliminemos cuando ya no sean necesarios.',
            'Oposición: oponerse a un tratamiento concreto, y pedir su limitación.',
            'Portabilidad: recibir sus datos en un formato estructurado y de uso común.',
          ),
          p(
            'Si tiene un área privada, puede ejercer los de acceso y portabilidad descargando todos sus datos, y el de supresión eliminando su cuenta, desde Cuenta, en cualquier momento y sin escribirnos; sus solicitudes quedan entonces seudonimizadas (véase el plazo de conservación), y si desea que se borren también, escríbanos. Si tiene un expediente de operación, la firma conserva de él solo lo que la ley le obliga a guardar (su identificación), y usted deja de verlo.',
          ),
          p(
            'Escríbanos a ',
            emailLink(firm),
            ' indicando el derecho que desea ejercer y un medio que nos permita verificar su identidad. Si considera que no hemos atendido correctamente su solicitud, puede presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), en ',
            link('www.aepd.es', AEPD_URL),
            '.',
          ),
        ],
      },
      en: {
        heading: '8. Your rights',
        blocks: [
          p('At any time and free of charge, you may exercise your rights of:'),
          ul(
            'Access: to know which of your data we process.',
            'Rectification: to correct data that is inaccurate or incomplete.',
            'Erasure: to have your data deleted once it is no longer needed.',
            'Objection: to object to a particular processing, and to ask for it to be restricted.',
            'Portability: to receive your data in a structured, commonly used format.',
          ),
          p(
            'If you have a client area, you can exercise the rights of access and portability by downloading all your data, and the right of erasure by deleting your account, under Account, at any time and without writing to us; your requests are then kept pseudonymised (see retention), and if you wish them erased too, write to us. If you have a case file, the firm keeps of it only what the law makes it keep (your identification), and you no longer see it.',
          ),
          p(
            'Write to us at ',
            emailLink(firm),
            ' stating the right you wish to exercise and giving us a means to verify your identity. If you feel we have not handled your request properly, you may lodge a complaint with the Spanish Data Protection Agency (AEPD) at ',
            link('www.aepd.es', AEPD_URL),
            '.',
          ),
        ],
      },
    },
    {
      id: 'security',
      es: {
        heading: '9. Medidas de seguridad',
        blocks: [
          ul(
            'Todas las comunicaciones con el sitio viajan cifradas (HTTPS, con HSTS).',
            'El sitio no carga scripts, fuentes ni servicios de terceros, y aplica una política de seguridad de contenidos estricta.',
            'Las contraseñas se guardan solo como huella irreversible (argon2id); no se aceptan las comunes o filtradas ni las fáciles de adivinar (una palabra y una fecha, su nombre, su correo o el de la firma). Los intentos de acceso y de comprobar una contraseña están limitados por cuenta y por dirección IP, y ni los mensajes ni el tiempo de respuesta revelan si una dirección tiene cuenta.',
            'El acceso a los datos está limitado a las personas de nuestro equipo que lo necesitan para atenderle, con credenciales personales.',
            'Hacemos copias de seguridad periódicas y revisamos las medidas cuando cambian los riesgos.',
          ),
        ],
      },
      en: {
        heading: '9. Security measures',
        blocks: [
          ul(
            'All communication with the site is encrypted (HTTPS, with HSTS).',
            'The site loads no third-party scripts, fonts or services, and enforces a strict content security policy.',
            'Passwords are kept only as an irreversible fingerprint (argon2id); common or breached passwords are refused, and so are easily guessed ones (a word and a date, your name, your email address or the firm’s). Attempts to sign in or to check a password are limited per account and per IP address, and neither our messages nor our response times reveal whether an address has an account.',
            'Access to data is restricted, with personal credentials, to the members of our team who need it to serve you.',
            'We make regular backups and review our measures whenever the risks change.',
          ),
        ],
      },
    },
    {
      id: 'contact',
      es: {
        heading: '10. Contacto',
        blocks: [
          p(
            'Para cualquier cuestión sobre esta política o sobre sus datos, escríbanos a ',
            emailLink(firm),
            '. Le responderemos en el plazo máximo de un mes desde la recepción de su solicitud, prorrogable dos meses más solo cuando su complejidad lo exija, en cuyo caso se lo comunicaremos.',
          ),
          p(
            'Lo que este sitio guarda en su navegador se detalla en la ',
            link('política de cookies', pathFor('cookiesPolicy', 'es')),
            '.',
          ),
        ],
      },
      en: {
        heading: '10. Contact',
        blocks: [
          p(
            'For any question about this policy or your data, write to us at ',
            emailLink(firm),
            '. We will reply within one month of receiving your request, extendable by two further months only where its complexity requires it, in which case we will let you know.',
          ),
          p(
            'What this site stores in your browser is set out in the ',
            link('cookies policy', pathFor('cookiesPolicy', 'en')),
            '.',
          ),
        ],
      },
    },
  ],
});
