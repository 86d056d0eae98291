/**
 * The visitor addressed as tú: pronouns, possessives and imperatives the spec's Spanish texts used.
 * The site speaks usted everywhere (decisions, Product 8); tests scan the Spanish copy with this.
 */
export const TU_FORMS =
  /(?<!\p{L})(tú|tu|tus|te|ti|contigo|contáctanos|inténtalo|escríbenos|llámanos|cuéntanos)(?!\p{L})|Por favor, (completa|introduce|indica|intenta)(?!\p{L})/iu;
