import type { Identity } from '../../domain/content/index.ts';
import { pathFor } from '../../config/routes.ts';
import { SITE } from '../../config/site.ts';
import {
  PASSKEY_CHALLENGE_MAX_AGE_MINUTES,
  serverCookieName,
  SERVER_COOKIES,
  SESSION_MAX_AGE_DAYS,
} from '../../config/server-cookies.ts';
import { STORAGE_KEYS } from '../../config/storage.ts';
import type { Lang } from '../../i18n/languages.ts';
import type { Bilingual } from '../types.ts';
import { dl, emailLink, h3, link, p, ul } from './blocks.ts';
import type { Block, LegalDocument } from './types.ts';

type StoredItemCopy = { name: string; purpose: string; when: string; values: string; duration?: string };

/** What each browser-storage key is for. Typed by STORAGE_KEYS, so a new key cannot go undocumented. */
const STORED_ITEMS: Record<keyof typeof STORAGE_KEYS, Bilingual<StoredItemCopy>> = {
  language: {
    es: {
      name: 'Preferencia de idioma',
      purpose:
        'Recordar su idioma, para que la página de inicio se le muestre en él en sus próximas visitas sin volver a detectarlo.',
      when: 'Cuando usted cambia de idioma con el selector y, en su primera visita a la página de inicio, con el idioma que detectamos en la configuración de su navegador.',
      values: '«es» o «en».',
    },
    en: {
      name: 'Language preference',
      purpose: 'To remember your language, so the home page is shown in it on your next visits without detecting it again.',
      when: 'When you change language with the switcher and, on your first visit to the home page, with the language we detect from your browser’s settings.',
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
  sidebar: {
    es: {
      name: 'Menú lateral del área privada',
      purpose:
        'Recordar si ha plegado o desplegado el menú lateral de su área privada, para mostrárselo igual en su próxima visita.',
      when: 'Solo cuando pliega o despliega ese menú.',
      values: '«expanded» (desplegado) o «collapsed» (plegado), con la fecha en que lo guardó.',
      duration:
        'Un año desde que lo guardó: pasado ese plazo se ignora y el menú vuelve a mostrarse desplegado. Puede borrarlo antes desde su navegador.',
    },
    en: {
      name: 'Client area side menu',
      purpose:
        'To remember whether you folded or unfolded the side menu of your client area, so it shows the same way on your next visit.',
      when: 'Only when you fold or unfold that menu.',
      values: '“expanded” or “collapsed”, with the date you stored it.',
      duration:
        'One year from when it was stored: after that it is ignored and the menu shows unfolded again. You can delete it sooner in your browser.',
    },
  },
};

type CookieCopy = { name: string; purpose: string; when: string; duration: string };

/** What each cookie of the private area is for. Typed by SERVER_COOKIES, so a new cookie cannot go undocumented. */
const COOKIES: Record<keyof typeof SERVER_COOKIES, Bilingual<CookieCopy>> = {
  session: {
    es: {
      name: 'Sesión del área privada',
      purpose: 'Mantener abierta su sesión en el área privada mientras la utiliza, sin pedirle la contraseña en cada página.',
      when: 'Cuando accede a su área privada (con su contraseña o con una llave de acceso) o confirma su correo electrónico.',
      duration: `${SESSION_MAX_AGE_DAYS} días desde su último uso, o hasta que cierre la sesión, la cierre desde Cuenta o cambie o restablezca su contraseña.`,
    },
    en: {
      name: 'Client area session',
      purpose: 'To keep you signed in to your client area while you use it, without asking for your password on every page.',
      when: 'When you sign in to your client area (with your password or a passkey) or confirm your email address.',
      duration: `${SESSION_MAX_AGE_DAYS} days from its last use, or until you sign out, end it under Account, or change or reset your password.`,
    },
  },
  passkeyChallenge: {
    es: {
      name: 'Verificación de la llave de acceso',
      purpose: 'Asociar la respuesta de su llave de acceso a la petición de nuestro servidor que está contestando.',
      when: 'Solo mientras añade una llave de acceso o accede con ella.',
      duration: `${PASSKEY_CHALLENGE_MAX_AGE_MINUTES} minutos.`,
    },
    en: {
      name: 'Passkey verification',
      purpose: 'To match your passkey’s answer with the request from our server it answers.',
      when: 'Only while you add a passkey or sign in with one.',
      duration: `${PASSKEY_CHALLENGE_MAX_AGE_MINUTES} minutes.`,
    },
  },
};

const LABELS = {
  es: {
    key: 'Clave',
    cookie: 'Nombre',
    purpose: 'Finalidad',
    when: 'Cuándo se guarda',
    values: 'Valores',
    kind: 'Tipo',
    duration: 'Duración',
  },
  en: {
    key: 'Key',
    cookie: 'Name',
    purpose: 'Purpose',
    when: 'When it is stored',
    values: 'Values',
    kind: 'Type',
    duration: 'Duration',
  },
} as const;

const COOKIE_KIND = {
  es: 'Cookie propia y técnica, solo para este sitio. Ningún script de la página puede leerla (HttpOnly), viaja solo cifrada (Secure) y no se envía desde otros sitios (SameSite=Lax).',
  en: 'A first-party, technical cookie for this site only. No script on the page can read it (HttpOnly), it travels only encrypted (Secure) and is not sent from other sites (SameSite=Lax).',
} as const;

/** Over plain HTTP on a developer's own machine the names lose the `__Host-` prefix; over HTTPS they always have it. */
const COOKIE_NAME_NOTE = {
  es: (plain: string) => ` (en un entorno de desarrollo sin HTTPS: ${plain})`,
  en: (plain: string) => ` (in a development setting without HTTPS: ${plain})`,
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
        [l.duration, copy.duration ?? DURATION[lang]],
      ),
    ];
  });
}

/** One heading and description per cookie of the private area, in the order of SERVER_COOKIES. */
function cookies(lang: Lang): Block[] {
  const l = LABELS[lang];
  return (Object.keys(SERVER_COOKIES) as (keyof typeof SERVER_COOKIES)[]).flatMap((id) => {
    const copy = COOKIES[id][lang];
    return [
      h3(copy.name),
      dl(
        [l.cookie, `${serverCookieName(id, true)}${COOKIE_NAME_NOTE[lang](serverCookieName(id, false))}`],
        [l.purpose, copy.purpose],
        [l.when, copy.when],
        [l.kind, COOKIE_KIND[lang]],
        [l.duration, copy.duration],
      ),
    ];
  });
}

export const cookiesPolicy = (firm: Identity): LegalDocument => ({
  intro: {
    es: [
      p(
        `Esta política explica, conforme al artículo 22.2 de la LSSI-CE, qué guarda ${SITE.url.replace(/^https?:\/\//, '')} en su navegador, para qué y cómo puede controlarlo. En resumen: solo lo técnicamente imprescindible. Tres datos en el almacenamiento local de su navegador y, únicamente si utiliza su área privada, las cookies técnicas de su sesión. No utilizamos analítica, publicidad ni servicios de terceros.`,
      ),
    ],
    en: [
      p(
        `In line with Article 22(2) of the Spanish LSSI-CE, this policy explains what ${SITE.url.replace(/^https?:\/\//, '')} stores in your browser, why, and how you can control it. In short: only what is technically essential. Three items in your browser’s local storage and, only if you use your client area, the technical cookies of your session. We use no analytics, no advertising and no third-party services.`,
      ),
    ],
  },
  sections: [
    {
      id: 'what-we-store',
      es: {
        heading: '1. Qué guardamos en el almacenamiento local de su navegador',
        blocks: [
          p(
            'Tres datos técnicos. Ninguno le identifica ni permite seguir su navegación, y ninguno sale de su navegador: no se envían a ningún servidor.',
          ),
          ...storedItems('es'),
        ],
      },
      en: {
        heading: '1. What we keep in your browser’s local storage',
        blocks: [
          p(
            'Three technical items. None identifies you or tracks your browsing, and none leaves your browser: they are never sent to any server.',
          ),
          ...storedItems('en'),
        ],
      },
    },
    {
      id: 'cookies',
      es: {
        heading: '2. Cookies de su área privada',
        blocks: [
          p(
            'Solo si abre un área privada y accede a ella. Son cookies técnicas de nuestro propio sitio: su navegador las envía únicamente a nuestro servidor, que las necesita para saber que es usted. Quien no accede al área privada no recibe ninguna cookie.',
          ),
          ...cookies('es'),
        ],
      },
      en: {
        heading: '2. Cookies of your client area',
        blocks: [
          p(
            'Only if you open a client area and sign in to it. They are technical cookies of our own site: your browser sends them only to our server, which needs them to know it is you. Visitors who do not sign in receive no cookies at all.',
          ),
          ...cookies('en'),
        ],
      },
    },
    {
      id: 'what-we-do-not-store',
      es: {
        heading: '3. Qué no guardamos',
        blocks: [
          p('Nada más. En concreto:'),
          ul(
            'No se instalan cookies de terceros, ni publicitarias ni de analítica, y no se usan píxeles ni servicios externos.',
            'Ninguna cookie ni dato de este sitio contiene su nombre, su correo electrónico ni su contraseña.',
            'El menú de navegación de la página se cierra al cambiar de página; solo el menú lateral del área privada recuerda su estado.',
          ),
        ],
      },
      en: {
        heading: '3. What we do not store',
        blocks: [
          p('Nothing else. In particular:'),
          ul(
            'No third-party cookies are set, neither advertising nor analytics, and no pixels or external services are used.',
            'No cookie or item of this site holds your name, your email address or your password.',
            'The page’s navigation menu simply closes when you change page; only the client area’s side menu remembers its state.',
          ),
        ],
      },
    },
    {
      id: 'legal-basis',
      es: {
        heading: '4. Base legal',
        blocks: [
          p(
            'Todo lo anterior es estrictamente necesario para prestarle el servicio que usted pide (el sitio en su idioma, sin volver a mostrarle un aviso que ya ha contestado, y su área privada con su sesión abierta y su menú como lo dejó), por lo que está exento de consentimiento según el artículo 22.2 de la LSSI-CE. La respuesta al aviso solo se guarda cuando usted pulsa «Aceptar» o «Rechazar»; la preferencia de idioma, cuando la elige o en su primera visita a la página de inicio; las cookies de sesión, solo cuando accede a su área privada.',
          ),
        ],
      },
      en: {
        heading: '4. Legal basis',
        blocks: [
          p(
            'All of the above is strictly necessary to provide the service you ask for (the site in your language, without showing again a notice you have answered, and your client area with your session open and its menu as you left it), so it is exempt from consent under Article 22(2) of the LSSI-CE. The answer to the notice is stored only when you press “Accept” or “Reject”; the language preference, when you choose it or on your first visit to the home page; the session cookies, only when you sign in to your client area.',
          ),
        ],
      },
    },
    {
      id: 'control',
      es: {
        heading: '5. Cómo controlarlo',
        blocks: [
          p('Puede consultar y borrar en cualquier momento lo que este sitio guarda desde la configuración de su navegador:'),
          ul(
            'Chrome y Edge: Configuración › Privacidad y seguridad › Datos de sitios, y elimine los de este sitio.',
            'Firefox: Ajustes › Privacidad y seguridad › Cookies y datos del sitio › Administrar datos.',
            'Safari: Ajustes › Privacidad › Gestionar datos de sitios web.',
            'En cualquier navegador, la navegación privada borra estos datos al cerrar la ventana.',
          ),
          p(
            'Si borra su respuesta al aviso de cookies, el aviso volverá a mostrarse en su próxima visita; si borra la preferencia de idioma, la página de inicio volverá a seguir el idioma de su navegador; si borra las cookies, se cerrará su sesión del área privada. También puede cerrar sus sesiones, en este o en otros dispositivos, desde Cuenta, en su área privada.',
          ),
        ],
      },
      en: {
        heading: '5. How to control it',
        blocks: [
          p('You can view and delete what this site stores at any time in your browser settings:'),
          ul(
            'Chrome and Edge: Settings › Privacy and security › Site data, then delete this site’s data.',
            'Firefox: Settings › Privacy & Security › Cookies and Site Data › Manage Data.',
            'Safari: Settings › Privacy › Manage Website Data.',
            'In any browser, private browsing deletes this data when you close the window.',
          ),
          p(
            'If you delete your answer to the cookie notice, the notice will appear again on your next visit; if you delete your language preference, the home page will follow your browser’s language again; if you delete the cookies, you will be signed out of your client area. You can also end your sessions, on this or other devices, under Account in your client area.',
          ),
        ],
      },
    },
    {
      id: 'contact',
      es: {
        heading: '6. Cambios y contacto',
        blocks: [
          p(
            'Si el sitio empieza a guardar algo nuevo, lo indicaremos aquí antes de hacerlo. Para cualquier consulta sobre esta política, escríbanos a ',
            emailLink(firm),
            '; le responderemos en un plazo máximo de 7 días hábiles. El tratamiento de sus datos personales se explica en la ',
            link('política de privacidad', pathFor('privacyPolicy', 'es')),
            '.',
          ),
        ],
      },
      en: {
        heading: '6. Changes and contact',
        blocks: [
          p(
            'If the site starts storing anything new, we will say so here before it does. For any question about this policy, write to us at ',
            emailLink(firm),
            '; we will reply within 7 business days. How we handle your personal data is explained in the ',
            link('privacy policy', pathFor('privacyPolicy', 'en')),
            '.',
          ),
        ],
      },
    },
  ],
});
