/** The calculators section's heading copy (page-level; the calculators' own copy loads with them). */
export const calculatorsSection = {
  eyebrow: 'Herramientas privadas',
  intro:
    'Los cálculos que preparamos cada semana para nuestros clientes. Se realizan en su navegador: los datos que introduce no salen de su dispositivo.',
  loading: 'Cargando las calculadoras…',
  /** The link from the home page's three tabs to the five calculators' own pages. */
  allCalculators: 'Las cinco calculadoras, con inversión e interés compuesto',
};
