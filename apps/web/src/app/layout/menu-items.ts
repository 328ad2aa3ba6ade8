import { canContribute, canReviewEncyclopedia, type Viewer } from '@millenaire/contracts/rules';
import type { Area } from '@millenaire/contracts/routes';

export type SubMenuKey =
  | 'encyclopediaHome'
  | 'newcontents'
  | 'newimages'
  | 'allcontents'
  | 'mycontents'
  | 'starredcontents'
  | 'upload'
  | 'overview'
  | 'recentchanges'
  | 'search'
  | 'glossary';

export interface SubMenuItem {
  key: SubMenuKey;
  path: string;
}

/** The changes and images lists are for those who review the encyclopedia (spec §2). */
function encyclopediaItems(viewer: Viewer): SubMenuItem[] {
  const items: SubMenuItem[] = [{ key: 'encyclopediaHome', path: '/encyclopedia' }];
  if (!canReviewEncyclopedia(viewer)) return items;
  return [
    ...items,
    { key: 'newcontents', path: '/encyclopedia/newcontents' },
    { key: 'newimages', path: '/encyclopedia/newimages' },
  ];
}

/** The library's own entries are for those who may contribute: logged-in users (spec §2). */
function libraryItems(viewer: Viewer): SubMenuItem[] {
  const items: SubMenuItem[] = [{ key: 'allcontents', path: '/library' }];
  if (!canContribute(viewer)) return items;
  return [
    ...items,
    { key: 'mycontents', path: '/library/mycontents' },
    { key: 'starredcontents', path: '/library/starredcontents' },
    { key: 'upload', path: '/library/create' },
  ];
}

/** Each area's sub-menu; the home and account areas have none. */
export function subMenuItems(area: Area, viewer: Viewer): SubMenuItem[] {
  switch (area) {
    case 'encyclopedia':
      return encyclopediaItems(viewer);
    case 'library':
      return libraryItems(viewer);
    case 'translationcentre':
      return [
        { key: 'overview', path: '/translationcentre' },
        { key: 'recentchanges', path: '/translationcentre/recentchanges' },
        { key: 'search', path: '/translationcentre/search' },
        { key: 'glossary', path: '/translationcentre/glossary' },
      ];
    default:
      return [];
  }
}

export type AdminMenuKey = 'releases' | 'halloffame' | 'bonus' | 'pings' | 'reports';

/** The site administration pages, linked from the user menu for administrators. */
export const ADMIN_MENU_ITEMS: { key: AdminMenuKey; path: string }[] = [
  { key: 'releases', path: '/admin/releases' },
  { key: 'halloffame', path: '/admin/halloffame' },
  { key: 'bonus', path: '/admin/bonus' },
  { key: 'pings', path: '/admin/pings' },
  { key: 'reports', path: '/admin/reports' },
];
