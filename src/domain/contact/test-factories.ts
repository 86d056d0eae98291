/** Valid inputs for the contact domain's tests, with overrides. */

/** A valid brief with overrides. */
export function makeDetailedInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    formType: 'detailed',
    propertyType: 'penthouse',
    goal: 'sell',
    location: 'Barrio de Salamanca',
    budget: '2m-3m',
    timeline: 'short',
    services: ['valuation', 'legal'],
    priority: 'discretion',
    name: 'Ana García',
    email: 'ana@example.com',
    phone: '+34 600 000 000',
    contactPreference: 'phone',
    availability: 'morning',
    message: 'Prefiero no publicarlo en portales.',
    ...overrides,
  };
}
