import { z } from 'zod';

/** GET /api/site: what the web app needs to know of the server's configuration. */
export const siteConfigSchema = z.object({
  /** Address of a page-view analytics script; null when analytics are off. */
  analyticsScriptUrl: z.string().nullable(),
  /** Address of an advertising provider's script; null shows our own house banners. */
  adsScriptUrl: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The advertising slot sizes of the spec, width x height in pixels. */
export const AD_SLOT_SIZES = {
  skyscraper: { width: 160, height: 600 },
  narrowSkyscraper: { width: 120, height: 600 },
  billboard: { width: 970, height: 90 },
  leaderboard: { width: 728, height: 90 },
  banner: { width: 468, height: 60 },
} as const;
export type AdSlotSize = keyof typeof AD_SLOT_SIZES;
