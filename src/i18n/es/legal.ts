export const legal = {
  headings: {
    legalNotice: 'Aviso legal',
    privacyPolicy: 'Política de privacidad',
    cookiesPolicy: 'Política de cookies',
  },
  contents: 'Contenido',
  lastUpdated: (day: string) => `Última actualización: ${day}`,
};
