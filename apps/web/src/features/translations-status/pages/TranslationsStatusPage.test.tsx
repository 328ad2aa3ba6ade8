import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TranslationStatusItem } from '@millenaire/contracts/translations';
import { i18n } from '@/shared/i18n';
import { renderPage, stubFetch } from '@/test/render';
import { TranslationsStatusPage } from './TranslationsStatusPage';

const LANGUAGES: TranslationStatusItem[] = [
  {
    lang: 'fr',
    name_native: 'Français',
    name: 'French',
    percentage: 100,
    reviewed: 1000,
    toreview: 0,
    missing: 0,
  },
  {
    lang: 'de',
    name_native: 'Deutsch',
    name: 'German',
    percentage: 75,
    reviewed: 750,
    toreview: 0,
    missing: 250,
  },
  {
    lang: 'pl',
    name_native: 'Polski',
    name: 'Polish',
    percentage: 74,
    reviewed: 740,
    toreview: 0,
    missing: 260,
  },
  {
    lang: 'ja',
    name_native: '日本語',
    name: 'Japanese',
    percentage: 50,
    reviewed: 500,
    toreview: 0,
    missing: 500,
  },
  {
    lang: 'ko',
    name_native: '한국어',
    name: 'Korean',
    percentage: 49,
    reviewed: 490,
    toreview: 0,
    missing: 510,
  },
];

function rowOf(nativeName: string): HTMLElement {
  const row = screen.getByText(nativeName).closest('tr');
  if (!row) throw new Error(`no row for ${nativeName}`);
  return row;
}

describe('translation status page', () => {
  it('shows one row per language with its flag, names and percentage', async () => {
    stubFetch({ '/api/translations/?language=en': { body: LANGUAGES } });
    renderPage(<TranslationsStatusPage />);
    await screen.findByText('Deutsch');
    const row = within(rowOf('Deutsch'));
    expect(row.getByText('German')).toBeTruthy();
    expect(row.getByText('75%')).toBeTruthy();
    expect(row.getByRole('img', { name: 'Flag of German' }).getAttribute('src')).toBe(
      '/img/lang/de.png',
    );
    expect(screen.getAllByRole('row')).toHaveLength(LANGUAGES.length + 1);
  });

  it('draws each bar as its percentage of a track 400 px wide at most (4 px per percent)', async () => {
    stubFetch({ '/api/translations/?language=en': { body: LANGUAGES } });
    renderPage(<TranslationsStatusPage />);
    await screen.findByText('Français');
    const bars = screen.getAllByTestId('status-bar');
    expect(bars.map((bar) => bar.style.width)).toEqual(['100%', '75%', '74%', '50%', '49%']);
    expect(bars.map((bar) => bar.parentElement?.style.maxWidth)).toEqual(Array(5).fill('400px'));
  });

  it('picks the icon at 75 and 50 percent', async () => {
    stubFetch({ '/api/translations/?language=en': { body: LANGUAGES } });
    renderPage(<TranslationsStatusPage />);
    await screen.findByText('Français');
    const icon = (name: string) =>
      within(rowOf(name)).getAllByRole('img').at(-1)?.getAttribute('aria-label');
    expect(icon('Français')).toBe('75% or more translated');
    expect(icon('Deutsch')).toBe('75% or more translated');
    expect(icon('Polski')).toBe('50 to 74% translated');
    expect(icon('日本語')).toBe('50 to 74% translated');
    expect(icon('한국어')).toBe('Less than 50% translated');
  });

  it('asks for the names in the site language', async () => {
    await i18n.changeLanguage('fr');
    stubFetch({
      '/api/translations/?language=fr': {
        body: [
          {
            lang: 'de',
            name_native: 'Deutsch',
            name: 'Allemand',
            percentage: 80,
            reviewed: 800,
            toreview: 0,
            missing: 200,
          },
        ],
      },
    });
    renderPage(<TranslationsStatusPage />);
    expect(await screen.findByText('Allemand')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Millénaire > État des traductions',
    );
  });

  it('says Loading… then Error: and the message when the call fails', async () => {
    stubFetch({
      '/api/translations/?language=en': { status: 500, body: { message: 'UNKNOWN_ERROR' } },
    });
    renderPage(<TranslationsStatusPage />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Error: An unknown error has occured.')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('asks once per failure and loads again with Retry', async () => {
    let fail = true;
    const fetchMock = stubFetch({
      '/api/translations/?language=en': () =>
        fail ? { status: 500, body: { message: 'UNKNOWN_ERROR' } } : { body: LANGUAGES },
    });
    renderPage(<TranslationsStatusPage />);
    await screen.findByText('Error: An unknown error has occured.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Deutsch')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
