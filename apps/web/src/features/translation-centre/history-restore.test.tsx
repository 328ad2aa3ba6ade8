import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { HistoryEntry, LineValue } from '@millenaire/contracts/translations';
import { storeToken } from '@/shared/auth/session';
import { i18n } from '@/shared/i18n';
import { renderPage, stubFetch } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import type { EditorFile } from './components/editor-file';
import { LineHistory } from './components/LineHistory';
import { FileHistoryPage } from './pages/HistoryPage';
import { renderInEditor } from './test/in-editor';

const LINE_HISTORY = '/api/translationsapp/linehistory/fr/strings?element=ui.a';
const SAVE = '/api/translationsapp/latestfiles/fr/strings';

const value = (revision: number, lines: string[] | null, more: Partial<LineValue> = {}) =>
  ({
    revision,
    author: 'Odile',
    createdon: '2026-11-02T10:00:00Z',
    initialimport: false,
    restoredfrom: null,
    lines,
    diff: [],
    ...more,
  }) satisfies LineValue;

const VALUES: LineValue[] = [
  value(4, ['Un tout seul <0>'], {
    author: 'Remi',
    diff: [
      { kind: 'same', text: 'Un ' },
      { kind: 'added', text: 'tout ' },
      { kind: 'same', text: 'seul <0>' },
    ],
  }),
  value(2, ['Un seul <0>']),
  value(1, ['Un <0>'], { author: null, initialimport: true }),
];

/** The history of ui.a, for a translator unless the test says otherwise. */
function renderLineHistory(file: Partial<EditorFile> = {}) {
  const onUse = vi.fn();
  renderInEditor(<LineHistory id="history-ui.a" elementKey="ui.a" />, {
    editable: true,
    onUse,
    ...file,
  });
  return onUse;
}

describe('a line’s history in the editor', () => {
  it('lists every value with its author and its difference, and restores an older one as a save', async () => {
    let sent: unknown = null;
    stubFetch({
      [LINE_HISTORY]: { body: { element: 'ui.a', values: VALUES } },
      [SAVE]: (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: { file: {}, warnings: [] } };
      },
    });
    storeToken(fakeToken({ login: 'Odile', role: 'confirmed' }));
    const onUse = renderLineHistory();
    const items = await screen.findAllByTestId('line-value');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Remi'),
      expect.stringContaining('Odile'),
      expect.stringContaining('Imported'),
    ]);
    expect(screen.getByText('tout').tagName).toBe('INS');
    expect(items[0]!.textContent).toContain('current value');
    // The current value has nothing to restore; both older ones do.
    const buttons = screen.getAllByRole('button', { name: 'Restore this value' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    await waitFor(() =>
      expect(sent).toEqual({
        filename: 'strings.txt',
        basedon: 4,
        splitcontent: { elements: { 'ui.a': ['Un <0>'] } },
      }),
    );
    await waitFor(() => expect(onUse).toHaveBeenCalledWith('ui.a', ['Un <0>']));
  });

  it('says so when the file was saved meanwhile', async () => {
    stubFetch({
      [LINE_HISTORY]: { body: { element: 'ui.a', values: VALUES } },
      [SAVE]: { status: 409, body: { message: 'CONFLICT' } },
    });
    storeToken(fakeToken({ login: 'Odile', role: 'confirmed' }));
    const onUse = renderLineHistory();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Restore this value' }))[0]!);
    expect((await screen.findByRole('alert')).textContent).toContain('Someone saved this file');
    expect(onUse).not.toHaveBeenCalled();
  });

  it('offers nothing to restore to a reader who cannot save, in French too', async () => {
    await i18n.changeLanguage('fr');
    stubFetch({ [LINE_HISTORY]: { body: { element: 'ui.a', values: VALUES } } });
    renderLineHistory({ editable: false, onUse: undefined });
    expect(await screen.findByText('Toutes les valeurs de cet élément')).toBeTruthy();
    expect(await screen.findAllByTestId('line-value')).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

const entry = (revision: number, more: Partial<HistoryEntry> = {}): HistoryEntry => ({
  language: 'fr',
  filekey: 'strings',
  filename: 'strings.txt',
  version: '8.1.2',
  author: 'Odile',
  elementcount: 2,
  initialimport: false,
  createdon: '2026-11-02T10:00:00Z',
  revision,
  changes: [],
  restoredfrom: null,
  ...more,
});

describe('restoring a version from a file’s history', () => {
  const HISTORY = '/api/translationsapp/history/strings/fr';
  const RESTORE = `${HISTORY}/restore`;
  const renderHistory = () =>
    renderPage(
      <Routes>
        <Route path="/translationcentre/history/:filekey/:language" element={<FileHistoryPage />} />
      </Routes>,
      '/translationcentre/history/strings/fr',
    );

  it('asks first, then restores on top of the latest revision shown', async () => {
    let sent: unknown = null;
    stubFetch({
      [HISTORY]: { body: [entry(3, { restoredfrom: 1 }), entry(2), entry(1)] },
      [RESTORE]: (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: {} };
      },
    });
    storeToken(fakeToken({ login: 'Odile', role: 'confirmed' }));
    renderHistory();
    expect(await screen.findByText('Restored from revision 1')).toBeTruthy();
    // Every revision but the latest.
    const offers = screen.getAllByRole('button', { name: 'Restore this version' });
    expect(offers).toHaveLength(2);
    fireEvent.click(offers[1]!);
    expect(screen.getByText(/Restore revision 1\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(sent).toEqual({ revision: 1, basedon: 3 }));
  });

  it('explains a refusal when the file changed since', async () => {
    stubFetch({
      [HISTORY]: { body: [entry(2), entry(1)] },
      [RESTORE]: { status: 409, body: { message: 'CONFLICT' } },
    });
    storeToken(fakeToken({ login: 'Odile', role: 'confirmed' }));
    renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This file was saved since you opened its history',
    );
  });

  it('shows no restore to a member who cannot save', async () => {
    stubFetch({ [HISTORY]: { body: [entry(2), entry(1)] } });
    storeToken(fakeToken({ login: 'Newbie', role: 'new' }));
    renderHistory();
    expect(await screen.findAllByTestId('history-version')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });
});
