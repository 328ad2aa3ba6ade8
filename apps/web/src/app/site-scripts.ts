import { useEffect } from 'react';
import { useSiteConfig } from '@/shared/site-config';

/** Adds a third-party script once; the CSP allows only configured origins. */
export function appendScriptOnce(src: string): void {
  const present = Array.from(document.scripts).some((script) => script.src === src);
  if (present) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Page-view analytics and the ad provider, each only when the server names one. */
export function useSiteScripts(): void {
  const { data } = useSiteConfig();
  const analytics = data?.analyticsScriptUrl ?? null;
  const ads = data?.adsScriptUrl ?? null;
  useEffect(() => {
    if (analytics) appendScriptOnce(analytics);
  }, [analytics]);
  useEffect(() => {
    if (ads) appendScriptOnce(ads);
  }, [ads]);
}
