import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TranslationComment } from '@millenaire/contracts/translations';
import { storeToken } from '@/shared/auth/session';
import { i18n } from '@/shared/i18n';
import { stubFetch } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import type { EditorFile } from './components/editor-file';
import { LineTools } from './components/LineTools';
import { renderInEditor } from './test/in-editor';

const COMMENTS = '/api/translationsapp/comments/fr/strings';

/** A token the client reads as Odile's (id 7); the signature is the server's business. */
const odileToken = (role: 'new' | 'confirmed') => fakeToken({ login: 'Odile', role });

const comment = (id: number, more: Partial<TranslationComment> = {}): TranslationComment => ({
  id,
  element: 'ui.a',
  body: 'Un or Une?',
  author: 'Remi',
  authorid: 8,
  postedon: '2026-11-02T10:00:00.000Z',
  ...more,
});

const LIST = [
  comment(1, { body: 'Un or Une?\nThe game says « un ».' }),
  comment(2, { element: 'ui.b', body: 'Elsewhere' }),
  comment(3, { author: 'Odile', authorid: 7, body: 'Un, as in the help.' }),
];

const renderTools = (file: Partial<EditorFile> = {}) =>
  renderInEditor(<LineTools elementKey="ui.a" />, file);

describe('comments on a line in the editor', () => {
  it('counts the element’s comments, lists them and lets a member add one', async () => {
    let sent: unknown = null;
    const fetchMock = stubFetch({
      [COMMENTS]: (init) => {
        if (init?.method !== 'POST') return { body: { comments: LIST } };
        sent = JSON.parse(String(init.body));
        return { body: comment(4, { author: 'Odile', authorid: 7, body: 'Agreed.' }) };
      },
    });
    // A member not yet confirmed: reads the file, and discusses it.
    storeToken(odileToken('new'));
    renderTools();
    const open = await screen.findByRole('button', { name: 'Comments (2) on ui.a' });
    expect(open.textContent).toBe('Comments (2)');
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('region', { name: 'Comments on this element' });
    expect(open.getAttribute('aria-controls')).toBe(panel.id);
    const items = within(panel).getAllByTestId('line-comment');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('The game says « un ».'),
      expect.stringContaining('Un, as in the help.'),
    ]);
    expect(items[0]!.textContent).toContain('Remi, 11/2/2026, 10:00:00 AM UTC');
    // Only the author's own comment offers a delete.
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button').textContent).toBe('Delete');

    const input = within(panel).getByLabelText(/Your comment/);
    const add = within(panel).getByRole('button', { name: 'Add comment' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: ' Agreed. ' } });
    // Ctrl+Enter sends, as the button does.
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(sent).toEqual({ element: 'ui.a', body: ' Agreed. ' }));
    expect(await within(panel).findByText('Agreed.')).toBeTruthy();
    expect(open.textContent).toBe('Comments (3)');
    expect((input as HTMLTextAreaElement).value).toBe('');
    // The list is the file's: no request names the element.
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.includes('comments'))).toEqual(
      asked.filter((url) => url === COMMENTS),
    );
  });

  it('deletes the author’s comment and takes it back', async () => {
    const calls: string[] = [];
    stubFetch({
      [COMMENTS]: { body: { comments: LIST } },
      [`${COMMENTS}/3/delete`]: () => {
        calls.push('delete');
        return { body: LIST[2] };
      },
      [`${COMMENTS}/3/restore`]: () => {
        calls.push('restore');
        return { body: LIST[2] };
      },
    });
    storeToken(odileToken('confirmed'));
    renderTools();
    fireEvent.click(await screen.findByRole('button', { name: 'Comments (2) on ui.a' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Delete the comment of Odile/ }));
    const undo = await screen.findByRole('button', { name: /^Undo: bring back the comment/ });
    expect(screen.getByText('Comment deleted.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Comments (1) on ui.a' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(undo));
    fireEvent.click(undo);
    expect(await screen.findByText('Un, as in the help.')).toBeTruthy();
    expect(screen.queryByText('Comment deleted.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Comments (2) on ui.a' })).toBeTruthy();
    expect(calls).toEqual(['delete', 'restore']);
  });

  it('offers a visitor a way to log in instead of the form, in French too', async () => {
    await i18n.changeLanguage('fr');
    stubFetch({ [COMMENTS]: { body: { comments: LIST } } });
    renderTools({ loggedIn: false });
    const open = await screen.findByRole('button', { name: 'Commentaires (2) sur ui.a' });
    fireEvent.click(open);
    const panel = await screen.findByRole('region', { name: 'Commentaires sur cet élément' });
    expect(within(panel).getAllByTestId('line-comment')).toHaveLength(2);
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(
      within(panel)
        .getByRole('link', { name: 'Connectez-vous pour commenter' })
        .getAttribute('href'),
    ).toBe('/user/login');
  });

  it('shows “Comments” alone for an element nobody commented on', async () => {
    stubFetch({ [COMMENTS]: { body: { comments: [] } } });
    renderTools();
    const open = await screen.findByRole('button', { name: 'Comments on ui.a' });
    fireEvent.click(open);
    expect(await screen.findByText('No comments on this element yet.')).toBeTruthy();
  });
});
