import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSerializerCompiler } from './serializer.ts';

describe('contract serializer', () => {
  const schema = z.object({
    login: z.string(),
    email: z.string().nullable(),
    items: z.array(z.object({ id: z.number().int() })),
  });
  const serialize = contractSerializerCompiler({
    schema,
    method: 'GET',
    url: '/',
    httpStatus: '200',
  });

  it('writes only the fields the contract declares', () => {
    const row = {
      login: 'ana',
      email: null,
      password_hash: 'secret',
      items: [{ id: 1, hidden: true }],
    };
    expect(JSON.parse(serialize(row))).toEqual({ login: 'ana', email: null, items: [{ id: 1 }] });
  });

  it('refuses an answer missing a required field', () => {
    expect(() => serialize({ email: null, items: [] })).toThrow();
  });
});
