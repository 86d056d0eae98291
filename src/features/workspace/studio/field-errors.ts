import { createContext, useContext } from 'react';

/**
 * The studio's refused fields, as the last save or publish named them (path → code, ADR 0036), in words:
 * a field asks by its names (its path by place, `cases.3.en.title`, and by its entry's id,
 * `cases.<id>.en.title`, as a missing translation is named) and gets the first refusal's text.
 */
export type FieldErrors = (...names: string[]) => string | undefined;

export const FieldErrorsContext = createContext<FieldErrors>(() => undefined);

export const useFieldErrors = (): FieldErrors => useContext(FieldErrorsContext);
