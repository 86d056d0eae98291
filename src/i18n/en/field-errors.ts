import type { fieldErrors as source } from '../es/field-errors.ts';

export const fieldErrors: typeof source = {
  required: 'This field is required.',
};
