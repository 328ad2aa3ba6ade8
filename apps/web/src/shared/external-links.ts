import {
  EXTERNAL_SITES,
  PAGE_CONFIG_ELEMENT_ID,
  type ExternalSite,
  type PageConfig,
} from '@millenaire/contracts/site';

export { EXTERNAL_SITES, type ExternalSite };

/** Used when the page carries no settings (tests, a page served without the server). */
const DEFAULTS: PageConfig = {
  links: {
    wiki: 'https://wiki.millenaire.org',
    forum: 'https://forum.millenaire.org',
    chat: 'https://discord.gg/millenaire',
    modhosting: 'https://www.curseforge.com/minecraft/mc-mods/millenaire',
  },
  donationButtonId: null,
  coordinatorsEmail: 'coordinators@millenaire.org',
};

/** The settings the server wrote into the page (see the server's platform/pages/template.ts). */
function readPageConfig(): PageConfig {
  // The server renderer has no document: it gives the settings itself (setPageConfig).
  if (typeof document === 'undefined') return structuredClone(DEFAULTS);
  const text = document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULTS;
  try {
    // Written by the server from its settings (checked at its start).
    return JSON.parse(text) as PageConfig;
  } catch {
    return DEFAULTS;
  }
}

const pageConfig = readPageConfig();

/** The community sites the header, home tiles, footer and house banners link to. */
export const EXTERNAL_LINKS: Record<ExternalSite, string> = pageConfig.links;

/** The payment provider's hosted donate button, or null when donations are off. */
export function donationButtonId(): string | null {
  return pageConfig.donationButtonId;
}

/** Where members write to the coordinators (a bonus house, being confirmed). */
export function coordinatorsEmail(): string {
  return pageConfig.coordinatorsEmail;
}

/** The server renderer's settings, the same the server writes into every page. */
export function setPageConfig(config: PageConfig): void {
  Object.assign(pageConfig.links, config.links);
  pageConfig.donationButtonId = config.donationButtonId;
  pageConfig.coordinatorsEmail = config.coordinatorsEmail;
}
