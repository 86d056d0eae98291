/**
 * The words every form uses for the same fault of a field, written once (issue 41): the accounts, the
 * workspace and the calculators say a missing value the same way. The contact forms keep the spec's
 * own catalogue (section 8) for their toasts' headlines.
 */
export const fieldErrors = {
  required: 'Este campo es obligatorio.',
};
