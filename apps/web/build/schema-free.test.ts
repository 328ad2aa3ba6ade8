import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { markTopLevelPure, plainTables } from './schema-free';

describe("the browser's contracts", () => {
  it('carry an endpoint table as data: method, path and rules, no schema', () => {
    const source = plainTables({
      thingsEndpoints: {
        list: {
          access: 'anyone',
          method: 'GET',
          path: '/api/things',
          response: z.array(z.string()),
        },
        add: { access: 'member', method: 'POST', path: '/api/things', body: z.object({}) },
      },
    });
    expect(source).toBe(
      'export const thingsEndpoints = {"list":{"access":"anyone","method":"GET","path":"/api/things"},' +
        '"add":{"access":"member","method":"POST","path":"/api/things"}};',
    );
  });

  it('mark each top-level value that calls something as pure, and leave the others', () => {
    const code = [
      "import { z } from 'zod';",
      "export const NAMES = ['a', 'b'];",
      'export const nameSchema = z.enum(NAMES).default(NAMES[0]);',
      'const inner = { of: z.string() }, plain = 3;',
      'export const lazy = () => z.number();',
      'z.config({});',
    ].join('\n');
    expect(markTopLevelPure(code).split('\n')).toEqual([
      "import { z } from 'zod';",
      "export const NAMES = ['a', 'b'];",
      'export const nameSchema = /* @__PURE__ */ (() => (z.enum(NAMES).default(NAMES[0])))();',
      'const inner = /* @__PURE__ */ (() => ({ of: z.string() }))(), plain = 3;',
      'export const lazy = () => z.number();',
      'z.config({});',
    ]);
  });
});
