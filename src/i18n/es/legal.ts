export const legal = {
  headings: {
    legalNotice: 'Aviso legal',
    privacyPolicy: 'Política de privacidad',
    cookiesPolicy: 'Política de cookies',
  },
  contents: 'Contenido',
  lastUpdated: 'Última actualización: Enero 2025',
};
