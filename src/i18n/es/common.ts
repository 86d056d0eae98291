export const common = {
  skipToContent: 'Saltar al contenido principal',
  backToHome: 'Volver al inicio',
  dismissNotification: 'Cerrar aviso',
  languageSwitcher: {
    label: 'Idioma',
    es: 'Español',
    en: 'English',
    /** Announced name of the link to the other language. */
    switchTo: 'Ver esta página en español',
  },
  /** Offered, in Spanish, to a Spanish-speaking visitor who opened an English page. */
  languageOffer: {
    text: 'Esta página también está disponible en español.',
    accept: 'Ver en español',
    dismiss: 'Cerrar',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'La dirección que ha seguido no existe o ha cambiado. Le invitamos a continuar desde el inicio.',
    cta: 'Volver al inicio',
    explore: 'O continúe directamente por',
  },
  errorBoundary: {
    title: 'Algo salió mal',
    body: 'Ha ocurrido un error inesperado. Por favor, inténtelo de nuevo.',
    retry: 'Reintentar',
    reload: 'Recargar la página',
  },
};
