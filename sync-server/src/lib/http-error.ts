/**
 * An error that becomes a JSON answer: `throw new HttpError(404, MESSAGES.notFound)` anywhere
 * in a route or service, and the error handler answers `{message, ...extra}` with that status.
 */
export interface ErrorExtras {
  code?: string;
  errors?: { path: string; message: string }[];
  current?: Record<string, unknown>;
}

export class HttpError extends Error {
  readonly status: number;
  readonly extras: ErrorExtras;

  constructor(status: number, message: string, extras: ErrorExtras = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.extras = extras;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
