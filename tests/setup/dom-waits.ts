/**
 * Component tests wait for conditions (findBy…, waitFor) up to 10 s instead of Testing Library's 1 s: on
 * a cold CI machine the first dynamic import of a step or island is transformed on demand and can take
 * longer than a second. A wait still ends as soon as its condition holds; it is not a timing assertion.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
