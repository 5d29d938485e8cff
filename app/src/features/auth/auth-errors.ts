import { isApiError, isNetworkError } from '../../lib/api-client';

export interface FormErrors {
  /** A message about the whole form (wrong password, too many attempts, offline). */
  form?: string;
  /** Messages for single fields, keyed by the field's name. */
  fields: Partial<Record<string, string>>;
}

export const OFFLINE_AUTH_MESSAGE = "You're offline. Connect to the internet to continue.";

/**
 * Turns a failed auth call into what the form shows: the server's field messages next to their
 * fields, a taken e-mail on the e-mail field, anything else as one message over the form.
 */
export function toFormErrors(error: unknown): FormErrors {
  if (isNetworkError(error)) return { form: OFFLINE_AUTH_MESSAGE, fields: {} };
  if (!isApiError(error)) return { form: 'Something went wrong. Please try again.', fields: {} };

  const fields = error.fieldErrors;
  if (Object.keys(fields).length > 0) {
    const known = Object.keys(fields).every((path) => ['email', 'password', 'firstName', 'lastName'].includes(path));
    return known ? { fields } : { form: Object.values(fields).join(' '), fields };
  }
  if (error.status === 409) return { fields: { email: error.serverMessage } };
  return { form: error.serverMessage, fields: {} };
}
