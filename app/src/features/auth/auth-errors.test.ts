import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@learnlog/shared';
import { ApiError } from '../../lib/api-client';
import { OFFLINE_AUTH_MESSAGE, toFormErrors } from './auth-errors';

function apiError(status: number, body: unknown): ApiError {
  const text = JSON.stringify(body);
  return new ApiError(status, text, body);
}

describe('toFormErrors', () => {
  it('puts a wrong password over the form, in the server words', () => {
    expect(toFormErrors(apiError(401, { message: MESSAGES.invalidCredentials }))).toEqual({
      form: MESSAGES.invalidCredentials,
      fields: {},
    });
  });

  it('puts a taken e-mail on the e-mail field', () => {
    expect(toFormErrors(apiError(409, { message: MESSAGES.emailTaken }))).toEqual({
      fields: { email: MESSAGES.emailTaken },
    });
  });

  it("puts the server's field messages next to their fields", () => {
    const error = apiError(400, {
      message: MESSAGES.validationFailed,
      errors: [{ path: 'password', message: 'Password must be at least 10 characters' }],
    });
    expect(toFormErrors(error)).toEqual({ fields: { password: 'Password must be at least 10 characters' } });
  });

  it('shows field messages for fields the form does not have over the form', () => {
    const error = apiError(400, { message: MESSAGES.validationFailed, errors: [{ path: '', message: 'Bad body' }] });
    expect(toFormErrors(error).form).toBe('Bad body');
  });

  it('says offline when the request never reached the server', () => {
    expect(toFormErrors(new TypeError('Failed to fetch'))).toEqual({ form: OFFLINE_AUTH_MESSAGE, fields: {} });
  });
});
