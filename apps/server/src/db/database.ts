import type { LanguagesTable } from '../areas/translations/table.ts';
import type { CaptchaUsesTable, PasswordResetsTable, UsersTable } from '../areas/users/table.ts';
import type { VersionsTable } from '../areas/versions/table.ts';

export interface SeedsTable {
  name: string;
  ran_at: string;
}

/** Every table of the site, as Kysely sees it. */
export interface Database {
  versions: VersionsTable;
  languages: LanguagesTable;
  users: UsersTable;
  password_resets: PasswordResetsTable;
  captcha_uses: CaptchaUsesTable;
  seeds: SeedsTable;
}
