import { IconBrandDiscord, IconDownload, IconMessages, IconWorld } from '@tabler/icons-react';
import type { ExternalSite } from '../external-links';

export const EXTERNAL_ICONS: Record<ExternalSite, typeof IconWorld> = {
  wiki: IconWorld,
  forum: IconMessages,
  chat: IconBrandDiscord,
  modhosting: IconDownload,
};
