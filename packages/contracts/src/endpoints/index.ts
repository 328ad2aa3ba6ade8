import type { Endpoint } from '../endpoint.ts';
import { accountSecurityEndpoints } from './account-security.ts';
import { advancementsEndpoints } from './advancements.ts';
import { bonusEndpoints } from './bonus.ts';
import { downloadsEndpoints } from './downloads.ts';
import { encyclopediaEndpoints } from './encyclopedia.ts';
import { hofEndpoints } from './halloffame.ts';
import { jobsEndpoints } from './jobs.ts';
import { libraryEndpoints } from './library.ts';
import { notificationsEndpoints } from './notifications.ts';
import { oidcEndpoints } from './oidc.ts';
import { reportsEndpoints } from './reports.ts';
import { siteEndpoints } from './site.ts';
import { translationsEndpoints } from './translations.ts';
import { usersEndpoints } from './users.ts';
import { versionsEndpoints } from './versions.ts';

export {
  accountSecurityEndpoints,
  advancementsEndpoints,
  bonusEndpoints,
  downloadsEndpoints,
  encyclopediaEndpoints,
  hofEndpoints,
  jobsEndpoints,
  libraryEndpoints,
  notificationsEndpoints,
  oidcEndpoints,
  reportsEndpoints,
  siteEndpoints,
  translationsEndpoints,
  usersEndpoints,
  versionsEndpoints,
};

/**
 * Every endpoint of the API by area, for the checks that the table is whole.
 * The web app imports one area's file at a time, never this one.
 */
export const apiEndpoints: Record<string, Record<string, Endpoint>> = {
  advancements: advancementsEndpoints,
  bonus: bonusEndpoints,
  downloads: downloadsEndpoints,
  encyclopedia: encyclopediaEndpoints,
  halloffame: hofEndpoints,
  jobs: jobsEndpoints,
  library: libraryEndpoints,
  notifications: notificationsEndpoints,
  oidc: oidcEndpoints,
  reports: reportsEndpoints,
  site: siteEndpoints,
  translations: translationsEndpoints,
  users: { ...usersEndpoints, ...accountSecurityEndpoints },
  versions: versionsEndpoints,
};
