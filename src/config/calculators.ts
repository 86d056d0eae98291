/** UI timings of the calculators (product-spec section 4): the pause before a result is shown. */
export const CAPITAL_GAINS_DELAY_MS = 500;
export const RENOVATION_DELAY_MS = 1000;
