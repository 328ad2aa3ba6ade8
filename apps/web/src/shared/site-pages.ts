/** The site menu's own pages, in menu order (header, drawer, home page menu, footer). */
export const SITE_PAGES = [
  { key: 'home', path: '/' },
  { key: 'history', path: '/history' },
  { key: 'translations', path: '/translations' },
  { key: 'contributing', path: '/contributing' },
  { key: 'advancements', path: '/advancements' },
  { key: 'halloffame', path: '/halloffame' },
  { key: 'encyclopedia', path: '/encyclopedia' },
  { key: 'library', path: '/library' },
  { key: 'translationcentre', path: '/translationcentre' },
] as const;

export type SitePage = (typeof SITE_PAGES)[number];
