import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { AD_SLOT_SIZES, type AdSlotSize } from '@millenaire/contracts/site';
import { EXTERNAL_LINKS } from '../external-links';
import classes from './HouseBanner.module.css';
import { NEW_TAB, OpensNewTab } from './ExternalLink';

type Campaign = 'wiki' | 'contribute';

/** Tall slots have room for the longer contributing pitch. */
const CAMPAIGN: Record<AdSlotSize, Campaign> = {
  skyscraper: 'contribute',
  narrowSkyscraper: 'contribute',
  billboard: 'wiki',
  leaderboard: 'wiki',
  banner: 'wiki',
};

function VillageScene() {
  return (
    <span className={classes.scene} aria-hidden>
      <span className={classes.sun} />
      <span className={classes.tree} />
      <span className={classes.house} />
      <span className={`${classes.house} ${classes.small}`} />
      <span className={classes.ground} />
    </span>
  );
}

function BannerLink({ campaign, children }: { campaign: Campaign; children: ReactNode }) {
  if (campaign === 'contribute') {
    return (
      <Link to="/contributing" className={classes.banner}>
        {children}
      </Link>
    );
  }
  return (
    <a href={EXTERNAL_LINKS.wiki} {...NEW_TAB} className={classes.banner}>
      {children}
      <OpensNewTab />
    </a>
  );
}

/** Our own banner, drawn with CSS, for slots no ad provider fills. */
export function HouseBanner({ size }: { size: AdSlotSize }) {
  const { t } = useTranslation();
  const campaign = CAMPAIGN[size];
  const { width, height } = AD_SLOT_SIZES[size];
  const layout = height > width ? 'vertical' : size === 'banner' ? 'compact' : 'horizontal';
  return (
    <div className={classes.frame} data-layout={layout}>
      <BannerLink campaign={campaign}>
        <VillageScene />
        <span className={classes.copy}>
          <span className={classes.title}>{t(`ads.${campaign}.title`)}</span>
          <span className={classes.text}>{t(`ads.${campaign}.text`)}</span>
        </span>
        <span className={classes.cta}>{t(`ads.${campaign}.cta`)}</span>
      </BannerLink>
    </div>
  );
}
