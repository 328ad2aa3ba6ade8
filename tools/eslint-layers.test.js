// The web app's one-way imports as `npm run lint` applies them: the
// repository's own ESLint configuration over files placed where the web's code lives.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId?.startsWith('layers/')).map((m) => m.message);
}

describe('the web layers', () => {
  it("refuse a feature's import of another feature's pages or components", async () => {
    expect(
      await problems(
        'apps/web/src/features/library/example.ts',
        "import { NotificationsPage } from '@/features/notifications/pages/NotificationsPage';\nexport const a = NotificationsPage;\n",
      ),
    ).toEqual([
      'feature "library" may import feature "notifications" only through features/notifications/widgets/',
    ]);
  });

  it("allow another feature's widgets, the feature's own files and shared code", async () => {
    expect(
      await problems(
        'apps/web/src/features/library/example.ts',
        [
          "import { FollowButton } from '@/features/notifications/widgets/FollowButton';",
          "import { ContentPage } from './pages/ContentPage';",
          "import { formatDate } from '@/shared/format-date';",
          'export const a = [FollowButton, ContentPage, formatDate];',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('refuse shared code that imports a feature, widgets included, or the app', async () => {
    expect(
      await problems(
        'apps/web/src/shared/example.ts',
        [
          "import { ReportButton } from '@/features/reports/widgets/ReportButton';",
          "import { pages } from '@/app/pages';",
          'export const a = [ReportButton, pages];',
        ].join('\n'),
      ),
    ).toEqual([
      'shared code must not import from features',
      'shared code must not import from app',
    ]);
  });
});
