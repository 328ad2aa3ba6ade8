import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { answered, renderPage, stubFetch } from '@/test/render';
import { AdSlot } from './AdSlot';

describe('advertising slot', () => {
  it('reserves its exact size and shows our own banner without an ad provider', async () => {
    stubFetch({ '/api/site': { body: { analyticsScriptUrl: null, adsScriptUrl: null } } });
    const { container } = renderPage(<AdSlot size="skyscraper" />);
    const slot = container.querySelector<HTMLElement>('[data-ad-slot="skyscraper"]');
    expect(slot?.style.width).toBe('160px');
    expect(slot?.style.height).toBe('600px');
    const link = await screen.findByRole('link', { name: /Help Millénaire grow/ });
    expect(link.getAttribute('href')).toBe('/contributing');
  });

  it('points wide banners at the wiki', async () => {
    stubFetch({ '/api/site': { body: { analyticsScriptUrl: null, adsScriptUrl: null } } });
    renderPage(<AdSlot size="leaderboard" />);
    const link = await screen.findByRole('link', { name: /Explore the Millénaire wiki/ });
    expect(link.getAttribute('href')).toBe('https://wiki.millenaire.org');
  });

  it('leaves the space empty for the ad provider when one is configured', async () => {
    stubFetch({
      '/api/site': {
        body: { analyticsScriptUrl: null, adsScriptUrl: 'https://ads.example/tag.js' },
      },
    });
    const { container } = renderPage(<AdSlot size="banner" />);
    await answered('/api/site');
    const slot = container.querySelector<HTMLElement>('[data-ad-slot="banner"]');
    expect(slot?.style.width).toBe('468px');
    expect(slot?.style.height).toBe('60px');
    expect(slot?.childElementCount).toBe(0);
  });
});
