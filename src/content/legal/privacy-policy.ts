import { pathFor } from '../../config/routes.ts';
import { SITE } from '../../config/site.ts';
import { AEPD_URL, dl, emailLink, link, p, ul } from './blocks.ts';
import { identityBlock } from './identity.ts';
import type { LegalDocument } from './types.ts';

export const PRIVACY_POLICY: LegalDocument = {
  intro: {
    es: [
      p(
        `En ${SITE.name} la discreción es la base de nuestro trabajo, también con sus datos. Esta política explica qué datos personales tratamos, para qué, durante cuánto tiempo y qué derechos tiene, conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).`,
      ),
    ],
    en: [
      p(
        `At ${SITE.name} discretion is the foundation of our work, and that includes your data. This policy explains which personal data we process, why, for how long and what rights you have, under Regulation (EU) 2016/679 (GDPR) and Spanish Organic Law 3/2018 on the protection of personal data and digital rights (LOPDGDD).`,
      ),
    ],
  },
  sections: [
    {
      id: 'controller',
      es: { heading: '1. Responsable del tratamiento', blocks: [identityBlock('es')] },
      en: { heading: '1. Data controller', blocks: [identityBlock('en')] },
    },
    {
      id: 'data-collected',
      es: {
        heading: '2. Datos que tratamos',
        blocks: [
          ul(
            'Datos de contacto que usted nos envía mediante el formulario: correo electrónico, teléfono (opcional), el servicio que le interesa, su mensaje y, si nos llega por recomendación, el nombre de quien le recomendó.',
            'Datos de cuenta: correo electrónico y contraseña del portal de clientes. El portal aún no está disponible, por lo que hoy no recogemos estos datos; cuando se abra, la contraseña se guardará cifrada de forma irreversible.',
            'Preferencia de idioma: se guarda solo en su navegador cuando usted elige un idioma y no se nos envía.',
            'Datos necesarios para prestar el servicio, si llega a ser cliente: identificación, datos de la propiedad y de la operación.',
          ),
          p(
            'Para proteger el formulario frente a abusos contamos, durante unos minutos, los envíos hechos desde una misma dirección de correo. Los registros técnicos del servidor no guardan direcciones IP, correos electrónicos ni el contenido de los mensajes.',
          ),
        ],
      },
      en: {
        heading: '2. Data we process',
        blocks: [
          ul(
            'Contact details you send us through the form: e-mail address, telephone (optional), the service you are interested in, your message and, if you come to us by recommendation, the name of the person who recommended you.',
            'Account details: e-mail address and password for the client portal. The portal is not yet available, so we do not collect these details today; when it opens, passwords will be stored irreversibly hashed.',
            'Language preference: stored only in your browser when you choose a language, and never sent to us.',
            'Details needed to provide the service, should you become a client: identification, details of the property and of the transaction.',
          ),
          p(
            'To protect the form from abuse we count, for a few minutes, the submissions made from the same e-mail address. The server’s technical logs do not keep IP addresses, e-mail addresses or the content of messages.',
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
            'Gestionar su cuenta en el portal de clientes, cuando esté disponible.',
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
            'To manage your client portal account, once available.',
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
            ['Contrato (art. 6.1.b RGPD)', 'Cuando contrata nuestros servicios o abre una cuenta en el portal.'],
            [
              'Obligación legal (art. 6.1.c RGPD)',
              'Para conservar la documentación que exigen la normativa fiscal y la de prevención del blanqueo de capitales.',
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
            ['Contract (Art. 6(1)(b) GDPR)', 'When you engage our services or open a client portal account.'],
            ['Legal obligation (Art. 6(1)(c) GDPR)', 'To keep the records required by tax and anti-money-laundering law.'],
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
              'Datos de contacto',
              'Dos años desde su última comunicación con nosotros; pasado ese plazo se eliminan de forma automática.',
            ],
            ['Suscriptores', 'Hasta que solicite la baja o la supresión de sus datos.'],
          ),
        ],
      },
      en: {
        heading: '5. Retention',
        blocks: [
          dl(
            ['Clients', 'For the duration of the contractual relationship and six further tax years, to meet legal obligations.'],
            ['Contact details', 'Two years from your last communication with us; after that they are deleted automatically.'],
            ['Subscribers', 'Until you unsubscribe or ask us to erase your data.'],
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
            'Escríbanos a ',
            emailLink(),
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
            'Write to us at ',
            emailLink(),
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
            emailLink(),
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
            emailLink(),
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
};
