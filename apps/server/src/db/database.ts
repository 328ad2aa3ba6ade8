import type {
  AdvancementsTable,
  InstallationsTable,
  PingCountersTable,
  PlayerAdvancementsTable,
} from '../areas/advancements/table.ts';
import type { BonusPlayersTable } from '../areas/bonus/table.ts';
import type { DownloadCountsTable } from '../areas/downloads/table.ts';
import type { HofEntriesTable } from '../areas/halloffame/table.ts';
import type * as library from '../areas/library/table.ts';
import type {
  EncyclopediaEntriesTable,
  EncyclopediaImagesTable,
  EncyclopediaPicturesTable,
} from '../areas/encyclopedia/table.ts';
import type {
  LanguagesTable,
  TranslationChangesTable,
  TranslationFilesTable,
} from '../areas/translations/table.ts';
import type { CaptchaUsesTable, PasswordResetsTable, UsersTable } from '../areas/users/table.ts';
import type { VersionsTable } from '../areas/versions/table.ts';
import type { TextVersionsTable } from '../infra/history/table.ts';

export interface SiteSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface SeedsTable {
  name: string;
  ran_at: string;
}

/** Every table of the site, as Kysely sees it. */
export interface Database {
  versions: VersionsTable;
  languages: LanguagesTable;
  translation_files: TranslationFilesTable;
  translation_changes: TranslationChangesTable;
  users: UsersTable;
  password_resets: PasswordResetsTable;
  captcha_uses: CaptchaUsesTable;
  seeds: SeedsTable;
  text_versions: TextVersionsTable;
  site_secrets: SiteSecretsTable;
  installations: InstallationsTable;
  player_advancements: PlayerAdvancementsTable;
  advancements: AdvancementsTable;
  ping_counters: PingCountersTable;
  bonus_players: BonusPlayersTable;
  hof_entries: HofEntriesTable;
  download_counts: DownloadCountsTable;
  encyclopedia_entries: EncyclopediaEntriesTable;
  encyclopedia_images: EncyclopediaImagesTable;
  encyclopedia_pictures: EncyclopediaPicturesTable;
  library_categories: library.LibraryLabelsTable;
  library_cultures: library.LibraryLabelsTable;
  library_contents: library.LibraryContentsTable;
  library_counts: library.LibraryCountsTable;
  library_images: library.LibraryImagesTable;
  library_comments: library.LibraryCommentsTable;
  library_stars: library.LibraryStarsTable;
  library_hits: library.LibraryHitsTable;
}
