import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { refusalOnField } from './field-errors';

const FIELDS = { LOGIN_TAKEN: 'username', WEAK_PASSWORD: 'password' } as const;

describe('a refusal shown on its field', () => {
  it('goes to the field the form ties its key to', () => {
    const error = new ApiError(409, 'LOGIN_TAKEN');
    expect(refusalOnField(error, 'username', FIELDS)).toBe('This login is already taken.');
    expect(refusalOnField(error, 'password', FIELDS)).toBeUndefined();
  });

  it('goes to the field an INVALID_INPUT names', () => {
    const error = new ApiError(400, 'INVALID_INPUT', 'email');
    expect(refusalOnField(error, 'email', FIELDS)).toBe(
      'Some of the information sent is not valid.',
    );
    expect(refusalOnField(new ApiError(400, 'INVALID_INPUT'), 'email', FIELDS)).toBeUndefined();
  });

  it('belongs to no field otherwise', () => {
    expect(refusalOnField(new ApiError(500, 'UNKNOWN_ERROR'), 'username', FIELDS)).toBeUndefined();
    expect(refusalOnField(new Error('x'), 'username', FIELDS)).toBeUndefined();
    expect(refusalOnField(null, 'username', FIELDS)).toBeUndefined();
  });
});
