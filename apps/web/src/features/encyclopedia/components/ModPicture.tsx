import { useState } from 'react';
import { ICON_SIZE, storedPictureName, type Picture } from '@millenaire/contracts/encyclopedia';
import classes from './ModPicture.module.css';

const IMAGES = '/libraryres/img/';

interface ModIconProps {
  iconkey: string;
  /** Read by screen readers; empty when a text beside says the same. */
  alt?: string;
  size?: number;
  /** 'eager' for icons on the first screen whatever the page (the cultures' cards). */
  loading?: 'lazy' | 'eager';
}

/**
 * One of the mod's icons, WebP where the browser takes it, at a fixed size
 * so the page never moves when it arrives. A missing icon keeps its place.
 * Fetched as it nears the screen: a culture's lists name a hundred items or
 * more, and each icon asked for at load is a request and a decode on the
 * phone's main thread before the page is ready.
 */
export function ModIcon({ iconkey, alt = '', size = ICON_SIZE, loading = 'lazy' }: ModIconProps) {
  const [missing, setMissing] = useState(false);
  if (!iconkey) return <span className={classes.slot} style={{ width: size, height: size }} />;
  return (
    <picture className={classes.icon} data-missing={missing || undefined}>
      <source srcSet={IMAGES + storedPictureName('icon', iconkey, 'webp')} type="image/webp" />
      <img
        src={IMAGES + storedPictureName('icon', iconkey, 'png')}
        width={size}
        height={size}
        alt={alt}
        loading={loading}
        onError={() => setMissing(true)}
      />
    </picture>
  );
}

/** A villager's picture, at its own size, WebP where the browser takes it. */
export function VillagerPicture({ picture, alt }: { picture: Picture; alt: string }) {
  return (
    <picture className={classes.villager}>
      <source srcSet={IMAGES + picture.webpname} type="image/webp" />
      <img
        src={IMAGES + picture.filename}
        width={picture.width}
        height={picture.height}
        alt={alt}
      />
    </picture>
  );
}
