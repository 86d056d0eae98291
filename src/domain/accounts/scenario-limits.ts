/**
 * A saved scenario's limits, apart from its schemas so that the pages' copy can quote them without
 * loading zod and the calculators' schemas.
 */
export const SCENARIO_NAME_MAX_CHARS = 80;
/** Inputs of any calculator fit easily; anything larger is not a calculator's input. */
export const SCENARIO_INPUTS_MAX_CHARS = 4000;
