import type { Lang } from '../i18n/languages.ts';
import { ROUTES } from './routes.ts';

/**
 * The account pages the server's e-mails link to: a view of the one route table (src/config/routes.ts),
 * so a path changed there changes the links too.
 */
export const ACCOUNT_PATHS = {
  signIn: ROUTES.signIn,
  signUp: ROUTES.signUp,
  forgotPassword: ROUTES.forgotPassword,
  resetPassword: ROUTES.resetPassword,
  portal: ROUTES.portal,
  portalRequests: ROUTES.portalRequests,
} as const;

/**
 * The query parameter of a request's confirmation link (`/area-privada/solicitudes?confirmar=…`): Mis
 * solicitudes reads it and adds the request to the signed-in account's area (issue 22).
 */
export const REQUEST_CONFIRMATION_PARAM = { es: 'confirmar', en: 'confirm' } as const satisfies Record<Lang, string>;

/** The query parameter of a case invitation's link (`/area-privada/operaciones?invitacion=…`): the page sends it to `POST /api/portal/cases/claim`. */
export const CASE_INVITATION_PARAM = { es: 'invitacion', en: 'invitation' } as const satisfies Record<Lang, string>;
