import type { z } from 'zod';
import { useSchemaForm, type FormValues } from '../../../components/form/use-schema-form.ts';
import type { AccountErrorCode } from '../../../domain/accounts/error-codes.ts';
import type { ApiFailure } from '../../../lib/api-client.ts';

/**
 * A failure that is not the visitor's (the server unreachable or failing) as the form's own catalogue
 * message, e.g. 'Error creating account'; the visitor's own mistakes keep their code.
 */
export function notTheVisitors(failure: ApiFailure, code: AccountErrorCode): ApiFailure {
  return failure.status === 0 || failure.status >= 500 ? { ...failure, code } : failure;
}

/**
 * An account form on the one form hook, over the schemas the API validates with (src/domain/accounts):
 * an empty field is not an error until the visitor tries to send the form.
 */
export function useAccountForm<S extends z.ZodType, V extends FormValues>(options: {
  schema: S;
  initial: V;
  toInput?: (values: V) => unknown;
}) {
  return useSchemaForm({ ...options, quietUntilSubmit: QUIET });
}

const QUIET = ['required'] as const;
