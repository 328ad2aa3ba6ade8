import { AD_SLOT_SIZES, type AdSlotSize } from '@millenaire/contracts/site';
import { useSiteConfig } from '../site-config';
import { HouseBanner } from './HouseBanner';
import classes from './AdSlot.module.css';

interface AdSlotProps {
  size: AdSlotSize;
  className?: string;
}

/**
 * An advertising slot that always takes its exact size, so nothing moves when
 * it fills. Without an ad provider it shows one of our own banners.
 */
export function AdSlot({ size, className }: AdSlotProps) {
  const { width, height } = AD_SLOT_SIZES[size];
  const config = useSiteConfig();
  const houseBanner = config.isError || config.data?.adsScriptUrl === null;
  return (
    <div
      className={className ? `${classes.slot} ${className}` : classes.slot}
      style={{ width, height }}
      data-ad-slot={size}
    >
      {houseBanner && <HouseBanner size={size} />}
    </div>
  );
}

/** The home page banner: 728x90, 468x60 on narrow windows, none on phones. */
export function ResponsiveBanner() {
  return (
    <div className={classes.banners}>
      <AdSlot size="leaderboard" className={classes.wide} />
      <AdSlot size="banner" className={classes.narrow} />
    </div>
  );
}
