import type { Messages } from '../messages.ts';

export const common: Messages['common'] = {
  skipToContent: 'Skip to main content',
  backToHome: 'Back to home',
  dismissNotification: 'Dismiss notification',
  languageSwitcher: {
    label: 'Language',
    es: 'Español',
    en: 'English',
    switchTo: 'View this page in English',
  },
  languageOffer: {
    text: 'This page is also available in English.',
    accept: 'View in English',
    dismiss: 'Close',
  },
  notFound: {
    title: 'Page not found',
    body: 'The address you followed does not exist or has changed. Please continue from the home page.',
    cta: 'Back to home',
    explore: 'Or go straight to',
  },
  errorBoundary: {
    title: 'Something went wrong',
    body: 'An unexpected error occurred. Please try again.',
    retry: 'Try again',
    reload: 'Reload the page',
  },
};
