import { isAdmin, type Area } from '@millenaire/contracts';
import type { Session } from '@/shared/auth/session';

export type SubMenuKey =
  | 'encyclopediaHome'
  | 'newcontents'
  | 'newimages'
  | 'allcontents'
  | 'mycontents'
  | 'starredcontents'
  | 'upload'
  | 'overview'
  | 'recentchanges';

export interface SubMenuItem {
  key: SubMenuKey;
  path: string;
}

function encyclopediaItems(session: Session | null): SubMenuItem[] {
  const items: SubMenuItem[] = [{ key: 'encyclopediaHome', path: '/encyclopedia' }];
  if (!isAdmin(session?.claims?.role)) return items;
  return [
    ...items,
    { key: 'newcontents', path: '/encyclopedia/newcontents' },
    { key: 'newimages', path: '/encyclopedia/newimages' },
  ];
}

/** The library's own entries are for logged-in users only (spec §2). */
function libraryItems(session: Session | null): SubMenuItem[] {
  const items: SubMenuItem[] = [{ key: 'allcontents', path: '/library' }];
  if (!session) return items;
  return [
    ...items,
    { key: 'mycontents', path: '/library/mycontents' },
    { key: 'starredcontents', path: '/library/starredcontents' },
    { key: 'upload', path: '/library/create' },
  ];
}

/** Each area's sub-menu; the home and account areas have none. */
export function subMenuItems(area: Area, session: Session | null): SubMenuItem[] {
  switch (area) {
    case 'encyclopedia':
      return encyclopediaItems(session);
    case 'library':
      return libraryItems(session);
    case 'translationcentre':
      return [
        { key: 'overview', path: '/translationcentre' },
        { key: 'recentchanges', path: '/translationcentre/recentchanges' },
      ];
    default:
      return [];
  }
}
