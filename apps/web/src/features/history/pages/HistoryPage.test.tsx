import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { VersionItem } from '@millenaire/contracts/versions';
import { renderPage, stubFetch } from '@/test/render';
import { HistoryPage } from './HistoryPage';

const LONG = 'Villagers build. '.repeat(30);

function release(version: string, mcversion: string, description = 'Fixes.'): VersionItem {
  return {
    version,
    mcversion,
    url: `/dl/${version}.zip`,
    serverurl: `/dl/${version}.zip`,
    devversion: '0',
    date: '2024-01-02T03:04:05Z',
    title: `Release ${version}`,
    description,
  };
}

describe('version history', () => {
  it('opens the first game version and keeps the others closed', async () => {
    stubFetch({
      '/api/versions/?language=en': {
        body: [release('8.1.0', '1.12.2'), release('8.0.0', '1.12.2'), release('6.0.2', '1.7.10')],
      },
    });
    renderPage(<HistoryPage />);
    const group = (name: RegExp) => screen.getByRole('heading', { name }).closest('details')!;
    await screen.findByRole('heading', { name: /Minecraft 1\.12\.2/ });
    expect(group(/Minecraft 1\.12\.2/).open).toBe(true);
    expect(group(/Minecraft 1\.7\.10/).open).toBe(false);
    // Closed, the group's releases are still in the page: a browser without scripts opens it.
    expect(group(/Minecraft 1\.7\.10/).textContent).toContain('6.0.2');
    fireEvent.click(group(/Minecraft 1\.7\.10/).querySelector('summary')!);
    expect(group(/Minecraft 1\.7\.10/).open).toBe(true);
  });

  it('previews 250 characters of a long description until expanded', async () => {
    stubFetch({ '/api/versions/?language=en': { body: [release('8.1.0', '1.12.2', LONG)] } });
    renderPage(<HistoryPage />);
    await screen.findByText(`${LONG.slice(0, 250)}...`);
    const more = screen.getByText('Show more').closest('details')!;
    expect(more.open).toBe(false);
    // The whole text is in the page, for a browser without scripts to open.
    expect(more.textContent).toContain(LONG);
    fireEvent.click(screen.getByText('Show more'));
    expect(more.open).toBe(true);
  });

  it('offers one combined download when client and server share an archive', async () => {
    stubFetch({ '/api/versions/?language=en': { body: [release('8.1.0', '1.12.2')] } });
    renderPage(<HistoryPage />);
    const link = await screen.findByRole('link', { name: 'Download (client and server)' });
    expect(link.getAttribute('href')).toBe('/dl/8.1.0.zip');
  });
});
