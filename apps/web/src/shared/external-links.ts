/** The community sites the header, home tiles, footer and house banners link to. */
export const EXTERNAL_SITES = ['wiki', 'forum', 'chat', 'modhosting'] as const;
export type ExternalSite = (typeof EXTERNAL_SITES)[number];

export const EXTERNAL_LINKS: Record<ExternalSite, string> = {
  wiki: 'https://wiki.millenaire.org',
  forum: 'https://forum.millenaire.org',
  chat: 'https://discord.gg/millenaire',
  modhosting: 'https://www.curseforge.com/minecraft/mc-mods/millenaire',
};
