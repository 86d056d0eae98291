import { pathFor } from '../../config/routes.ts';
import { SITE } from '../../config/site.ts';
import { STORAGE_KEYS } from '../../config/storage.ts';
import type { Lang } from '../../i18n/languages.ts';
import type { Bilingual } from '../types.ts';
import { dl, emailLink, h3, link, p, ul } from './blocks.ts';
import type { Block, LegalDocument } from './types.ts';

type StoredItemCopy = { name: string; purpose: string; when: string; values: string };

/** What each browser-storage key is for. Typed by STORAGE_KEYS, so a new key cannot go undocumented. */
const STORED_ITEMS: Record<keyof typeof STORAGE_KEYS, Bilingual<StoredItemCopy>> = {
  language: {
    es: {
      name: 'Preferencia de idioma',
      purpose: 'Recordar el idioma que ha elegido para mostrarle el sitio en él en sus próximas visitas.',
      when: 'Solo cuando usted cambia de idioma con el selector.',
      values: '«es» o «en».',
    },
    en: {
      name: 'Language preference',
      purpose: 'To remember the language you chose, so the site is shown in it on your next visits.',
      when: 'Only when you change language with the switcher.',
      values: '“es” or “en”.',
    },
  },
  cookieConsent: {
    es: {
      name: 'Respuesta al aviso de cookies',
      purpose: 'Recordar que ya ha aceptado o rechazado, para no volver a mostrarle el aviso.',
      when: 'Solo cuando pulsa «Aceptar» o «Rechazar» en el aviso.',
      values: '«accepted» (aceptado) o «rejected» (rechazado).',
    },
    en: {
      name: 'Cookie notice answer',
      purpose: 'To remember that you have already accepted or rejected, so the notice is not shown again.',
      when: 'Only when you press “Accept” or “Reject” on the notice.',
      values: '“accepted” or “rejected”.',
    },
  },
};

const LABELS = {
  es: { key: 'Clave', purpose: 'Finalidad', when: 'Cuándo se guarda', values: 'Valores', kind: 'Tipo', duration: 'Duración' },
  en: { key: 'Key', purpose: 'Purpose', when: 'When it is stored', values: 'Values', kind: 'Type', duration: 'Duration' },
} as const;

const KIND = {
  es: 'Almacenamiento local del navegador (localStorage), propio; no es una cookie y no se envía a ningún servidor.',
  en: 'The browser’s local storage (localStorage), first-party; it is not a cookie and is never sent to any server.',
} as const;

const DURATION = {
  es: 'Hasta que usted lo borre desde su navegador.',
  en: 'Until you delete it in your browser.',
} as const;

/** One heading and description per stored key, in the order of STORAGE_KEYS. */
function storedItems(lang: Lang): Block[] {
  const l = LABELS[lang];
  return (Object.keys(STORAGE_KEYS) as (keyof typeof STORAGE_KEYS)[]).flatMap((id) => {
    const copy = STORED_ITEMS[id][lang];
    return [
      h3(copy.name),
      dl(
        [l.key, STORAGE_KEYS[id]],
        [l.purpose, copy.purpose],
        [l.when, copy.when],
        [l.values, copy.values],
        [l.kind, KIND[lang]],
        [l.duration, DURATION[lang]],
      ),
    ];
  });
}

export const COOKIES_POLICY: LegalDocument = {
  intro: {
    es: [
      p(
        `Esta política explica, conforme al artículo 22.2 de la LSSI-CE, qué guarda ${SITE.url.replace(/^https?:\/\//, '')} en su navegador, para qué y cómo puede controlarlo. En resumen: este sitio no utiliza cookies, ni herramientas de analítica, ni publicidad, ni servicios de terceros.`,
      ),
    ],
    en: [
      p(
        `In line with Article 22(2) of the Spanish LSSI-CE, this policy explains what ${SITE.url.replace(/^https?:\/\//, '')} stores in your browser, why, and how you can control it. In short: this site uses no cookies, no analytics, no advertising and no third-party services.`,
      ),
    ],
  },
  sections: [
    {
      id: 'what-we-store',
      es: {
        heading: '1. Qué guardamos en su navegador',
        blocks: [
          p(
            'Solo dos datos, ambos técnicos y ambos guardados porque usted lo pide con una acción concreta. Ninguno le identifica ni permite seguir su navegación.',
          ),
          ...storedItems('es'),
        ],
      },
      en: {
        heading: '1. What we store in your browser',
        blocks: [
          p(
            'Just two items, both technical, and both stored because you ask for it with a specific action. Neither identifies you or tracks your browsing.',
          ),
          ...storedItems('en'),
        ],
      },
    },
    {
      id: 'what-we-do-not-store',
      es: {
        heading: '2. Qué no guardamos',
        blocks: [
          p('Nada más. En concreto:'),
          ul(
            'No se guarda el estado abierto o cerrado de ningún menú lateral: el menú de navegación se cierra al cambiar de página.',
            'No hay sesión de acceso ni clave de autenticación, porque el portal de clientes aún no está disponible. Si se abre, actualizaremos esta política antes de guardar nada nuevo.',
            'No se instalan cookies propias ni de terceros, ni se usan píxeles, analítica o publicidad.',
          ),
        ],
      },
      en: {
        heading: '2. What we do not store',
        blocks: [
          p('Nothing else. In particular:'),
          ul(
            'The open or closed state of any side menu is not stored: the navigation menu simply closes when you change page.',
            'There is no sign-in session and no authentication key, because the client portal is not yet available. Should it open, we will update this policy before storing anything new.',
            'No first-party or third-party cookies are set, and no pixels, analytics or advertising are used.',
          ),
        ],
      },
    },
    {
      id: 'legal-basis',
      es: {
        heading: '3. Base legal',
        blocks: [
          p(
            'Ambos datos son estrictamente necesarios para prestar lo que usted ha solicitado expresamente (ver el sitio en su idioma y no volver a ver el aviso), por lo que están exentos de consentimiento según el artículo 22.2 de la LSSI-CE. Aun así, no se guarda nada hasta que usted realiza la acción correspondiente.',
          ),
        ],
      },
      en: {
        heading: '3. Legal basis',
        blocks: [
          p(
            'Both items are strictly necessary to provide what you have expressly asked for (seeing the site in your language and not seeing the notice again), so they are exempt from consent under Article 22(2) of the LSSI-CE. Even so, nothing is stored until you take the corresponding action.',
          ),
        ],
      },
    },
    {
      id: 'control',
      es: {
        heading: '4. Cómo controlarlo',
        blocks: [
          p('Puede consultar y borrar en cualquier momento lo que este sitio guarda desde la configuración de su navegador:'),
          ul(
            'Chrome y Edge: Configuración › Privacidad y seguridad › Datos de sitios, y elimine los de este sitio.',
            'Firefox: Ajustes › Privacidad y seguridad › Cookies y datos del sitio › Administrar datos.',
            'Safari: Ajustes › Privacidad › Gestionar datos de sitios web.',
            'En cualquier navegador, la navegación privada borra estos datos al cerrar la ventana.',
          ),
          p(
            'Si borra su respuesta al aviso de cookies, el aviso volverá a mostrarse en su próxima visita; si borra la preferencia de idioma, el sitio usará el idioma de su navegador.',
          ),
        ],
      },
      en: {
        heading: '4. How to control it',
        blocks: [
          p('You can view and delete what this site stores at any time in your browser settings:'),
          ul(
            'Chrome and Edge: Settings › Privacy and security › Site data, then delete this site’s data.',
            'Firefox: Settings › Privacy & Security › Cookies and Site Data › Manage Data.',
            'Safari: Settings › Privacy › Manage Website Data.',
            'In any browser, private browsing deletes this data when you close the window.',
          ),
          p(
            'If you delete your answer to the cookie notice, the notice will appear again on your next visit; if you delete your language preference, the site will follow your browser’s language.',
          ),
        ],
      },
    },
    {
      id: 'contact',
      es: {
        heading: '5. Cambios y contacto',
        blocks: [
          p(
            'Si el sitio empieza a guardar algo nuevo, lo indicaremos aquí antes de hacerlo. Para cualquier consulta sobre esta política, escríbanos a ',
            emailLink(),
            '; le responderemos en un plazo máximo de 7 días hábiles. El tratamiento de sus datos personales se explica en la ',
            link('política de privacidad', pathFor('privacyPolicy', 'es')),
            '.',
          ),
        ],
      },
      en: {
        heading: '5. Changes and contact',
        blocks: [
          p(
            'If the site starts storing anything new, we will say so here before it does. For any question about this policy, write to us at ',
            emailLink(),
            '; we will reply within 7 business days. How we handle your personal data is explained in the ',
            link('privacy policy', pathFor('privacyPolicy', 'en')),
            '.',
          ),
        ],
      },
    },
  ],
};
