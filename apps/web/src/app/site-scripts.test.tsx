import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { answered, renderPage, resetApp, stubFetch } from '@/test/render';
import { useSiteScripts } from './site-scripts';

const ANALYTICS = 'https://stats.example/count.js';

function Probe() {
  useSiteScripts();
  return <p>page</p>;
}

const scriptsFor = (src: string) => document.head.querySelectorAll(`script[src="${src}"]`);

beforeEach(resetApp);
afterEach(() => document.head.querySelectorAll('script').forEach((script) => script.remove()));

describe('page-view analytics', () => {
  it('adds the configured script once, async', async () => {
    stubFetch({ '/api/site': { body: { analyticsScriptUrl: ANALYTICS, adsScriptUrl: null } } });
    const first = renderPage(<Probe />);
    await waitFor(() => expect(scriptsFor(ANALYTICS)).toHaveLength(1));
    first.unmount();
    renderPage(<Probe />);
    await answered('/api/site');
    expect(scriptsFor(ANALYTICS)).toHaveLength(1);
    expect((scriptsFor(ANALYTICS)[0] as HTMLScriptElement).async).toBe(true);
  });

  it('adds nothing when analytics are off', async () => {
    stubFetch({
      '/api/site': { body: { analyticsScriptUrl: null, adsScriptUrl: null } },
    });
    renderPage(<Probe />);
    await answered('/api/site');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
