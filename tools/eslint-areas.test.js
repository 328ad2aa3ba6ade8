// The sealed-areas rules as `npm run lint` applies them: the repository's own
// ESLint configuration over files placed where the server's code lives.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId?.startsWith('areas/')).map((m) => m.message);
}

describe('sealed areas', () => {
  it("refuse an import of another area's insides", async () => {
    const found = await problems(
      'apps/server/src/areas/advancements/example.ts',
      "import { findFile } from '../translations/files/repository.ts';\nexport const f = findFile;\n",
    );
    expect(found).toEqual([
      'area "advancements" may reach area "translations" only through areas/translations/index.ts',
    ]);
  });

  it('refuse it from a nested file, a re-export and a lazy import alike', async () => {
    const found = await problems(
      'apps/server/src/areas/library/seed/example.ts',
      [
        "export { insertUser } from '../../users/repository.ts';",
        "export const load = () => import('../../encyclopedia/seed/art.ts');",
      ].join('\n'),
    );
    expect(found).toHaveLength(2);
  });

  it("allow another area's public API and the area's own files", async () => {
    const found = await problems(
      'apps/server/src/areas/advancements/example.ts',
      [
        "import { loginExists } from '../users/index.ts';",
        "import { insertAdvancements } from './repository.ts';",
        'export const f = [loginExists, insertAdvancements];',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('refuse platform, extensions and db code that imports an area or the app', async () => {
    expect(
      await problems(
        'apps/server/src/platform/http/example.ts',
        "import { usersArea } from '../../areas/users/index.ts';\nexport const a = usersArea;\n",
      ),
    ).toEqual(['platform, extensions and db must not import area "users"']);
    expect(
      await problems(
        'apps/server/src/extensions/example.ts',
        "import { libraryArea } from '../areas/library/index.ts';\nexport const a = libraryArea;\n",
      ),
    ).toEqual(['platform, extensions and db must not import area "library"']);
    expect(
      await problems(
        'apps/server/src/db/example.ts',
        "import { SITE_AREAS } from '../areas.ts';\nexport const a = SITE_AREAS;\n",
      ),
    ).toEqual(['platform, extensions and db must not import the app']);
  });

  it('refuse platform code that imports an extension, not the reverse', async () => {
    expect(
      await problems(
        'apps/server/src/platform/pages/example.ts',
        "import { feedRoutes } from '../../extensions/feeds.ts';\nexport const a = feedRoutes;\n",
      ),
    ).toEqual(['platform must not import extensions']);
    expect(
      await problems(
        'apps/server/src/extensions/example.ts',
        "import { Cache } from '../platform/cache/cache.ts';\nexport const a = Cache;\n",
      ),
    ).toEqual([]);
  });
});

describe('resources inside an area', () => {
  it("refuse a resource's import of a sibling resource", async () => {
    expect(
      await problems(
        'apps/server/src/areas/translations/search/example.ts',
        "import { listFiles } from '../files/service.ts';\nexport const f = listFiles;\n",
      ),
    ).toEqual([
      "translations/search may not import translations/files: what resources share lives at the area's root",
    ]);
  });

  it("allow its own files, the area's root files, and area-wide folders reading resources", async () => {
    const own = await problems(
      'apps/server/src/areas/translations/search/example.ts',
      [
        "import { searchFiles } from './service.ts';",
        "import { ensureLanguage } from '../file-info.ts';",
        'export const f = [searchFiles, ensureLanguage];',
      ].join('\n'),
    );
    const seed = await problems(
      'apps/server/src/areas/library/seed/example.ts',
      "import { insertContent } from '../contents/repository.ts';\nexport const f = insertContent;\n",
    );
    const test = await problems(
      'apps/server/src/areas/translations/search/example.test.ts',
      "import { listFiles } from '../files/service.ts';\nexport const f = listFiles;\n",
    );
    expect([own, seed, test]).toEqual([[], [], []]);
  });
});

describe('frozen migrations', () => {
  it('refuse a migration that imports the contracts or the app', async () => {
    const found = await problems(
      'apps/server/src/areas/library/migrations/20990101000000_example.ts',
      [
        "import type { Kysely } from 'kysely';",
        "import { librarySearchText } from '@millenaire/contracts/library';",
        "import { withId } from '../../../db/migrations/helpers.ts';",
        "import { listContents } from '../contents/repository.ts';",
        'export async function up(db: Kysely<unknown>) {',
        "  await withId(db, db.schema.createTable('x')).execute();",
        "  return [librarySearchText('', ''), listContents];",
        '}',
      ].join('\n'),
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^a migration imports only kysely/);
  });
});
