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
  notFound: {
    title: 'Página no encontrada',
    body: 'La dirección que ha seguido no existe o ha cambiado. Le invitamos a continuar desde el inicio.',
    cta: 'Volver al inicio',
  },
  errorBoundary: {
    title: 'Algo salió mal',
    body: 'Ha ocurrido un error inesperado. Por favor, inténtalo de nuevo.',
    retry: 'Reintentar',
    reload: 'Recargar la página',
  },
};
