import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body';

describe('readErrorBody', () => {
  it('reads a message with its code, field errors and current record, and nothing else', () => {
    const body = { message: 'Invalid', code: 'validation', errors: [{ path: 'title', message: 'Required', extra: 1 }], current: { id: 3 }, stack: 'x' };
    expect(readErrorBody(body)).toEqual({ message: 'Invalid', code: 'validation', errors: [{ path: 'title', message: 'Required' }], current: { id: 3 } });
    expect(readErrorBody({ message: '' })).toEqual({ message: '' });
  });

  it('refuses anything that is not an error body', () => {
    for (const body of [null, 'text', 42, [], {}, { message: 1 }, { message: 'x', code: 2 }, { message: 'x', errors: 'no' }, { message: 'x', errors: [{ path: 'a' }] }, { message: 'x', current: [] }, { message: 'x', current: null }]) {
      expect(readErrorBody(body), JSON.stringify(body)).toBeNull();
    }
  });
});
