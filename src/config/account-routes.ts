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
} as const;
