import {
  EXTERNAL_SITES,
  PAGE_CONFIG_ELEMENT_ID,
  pageConfigSchema,
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
};

/** The settings the server wrote into the page (see the server's infra/web.ts). */
function readPageConfig(): PageConfig {
  const text = document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULTS;
  try {
    return pageConfigSchema.parse(JSON.parse(text));
  } catch {
    return DEFAULTS;
  }
}

const pageConfig = readPageConfig();

/** The community sites the header, home tiles, footer and house banners link to. */
export const EXTERNAL_LINKS: Record<ExternalSite, string> = pageConfig.links;

/** The payment provider's hosted donate button, or null when donations are off. */
export const DONATION_BUTTON_ID: string | null = pageConfig.donationButtonId;
