/**
 * The error body every failing call answers with, read without a schema library: the device's HTTP
 * client reads it on every page's first load (a visitor's landing page included), where zod would
 * be the largest download of all.
 */
export interface ErrorBody {
  message: string;
  code?: string;
  errors?: { path: string; message: string }[];
  current?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldError = (value: unknown): value is { path: string; message: string } =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/** The body as an ErrorBody (only its known fields), or null when it is not one. */
export function readErrorBody(body: unknown): ErrorBody | null {
  if (!isRecord(body) || typeof body.message !== 'string') return null;
  const { message, code, errors, current } = body;
  if (code !== undefined && typeof code !== 'string') return null;
  if (errors !== undefined && !(Array.isArray(errors) && errors.every(isFieldError))) return null;
  if (current !== undefined && !isRecord(current)) return null;
  return {
    message,
    ...(code === undefined ? {} : { code }),
    ...(errors === undefined ? {} : { errors: errors.map(({ path, message: text }) => ({ path, message: text })) }),
    ...(current === undefined ? {} : { current }),
  };
}
