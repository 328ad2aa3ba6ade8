import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage, stubFetch } from '@/test/render';
import { HallOfFamePage } from './HallOfFamePage';

describe('hall of fame', () => {
  it('shows each avatar at a fixed size with its lines, the first in bold', async () => {
    stubFetch({
      '/api/hof/?language=en': {
        body: [{ avatar: 'kinniken.png', text: ['Kinniken', 'Creator of the mod'] }],
      },
    });
    const { container } = renderPage(<HallOfFamePage />);
    const card = await screen.findByRole('listitem', { name: 'Kinniken' });
    expect(within(card).getByText('Creator of the mod')).toBeTruthy();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/libraryres/img/kinniken.png');
    expect(img?.getAttribute('width')).toBe('112');
    expect(img?.getAttribute('height')).toBe('112');
  });

  it('says when nobody is listed yet', async () => {
    stubFetch({ '/api/hof/?language=en': { body: [] } });
    renderPage(<HallOfFamePage />);
    expect(await screen.findByText('The hall of fame is empty for now.')).toBeTruthy();
  });
});
