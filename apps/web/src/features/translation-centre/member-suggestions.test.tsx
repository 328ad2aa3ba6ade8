import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemberSuggestion, TranslationFile } from '@millenaire/contracts/translations';
import { storeToken } from '@/shared/auth/session';
import { stubFetch } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import type { EditorFile } from './components/editor-file';
import { LineTools } from './components/LineTools';
import { renderInEditor } from './test/in-editor';

const LIST = '/api/translationsapp/membersuggestions/fr/strings';
const REFERENCE = '/api/translationsapp/latestfiles/en/strings';

const referenceFile = {
  filekey: 'strings',
  filename: 'strings.txt',
  language: 'en',
  author: null,
  version: '8.1.2',
  createdon: '2026-11-01T10:00:00Z',
  elementcount: 1,
  revision: 1,
  percentage: 100,
  toreview: 0,
  checks: 0,
  suggestions: 0,
  content: 'ui.a=One <0>\n',
  splitcontent: { elements: { 'ui.a': ['One <0>'] }, explanations: '' },
  reviews: {},
} satisfies TranslationFile;

const suggestion = (more: Partial<MemberSuggestion> = {}): MemberSuggestion => ({
  id: 7,
  element: 'ui.a',
  lines: ['Un <0>'],
  base: [],
  stale: false,
  author: 'Maelle',
  createdon: '2026-11-02T10:00:00Z',
  status: 'open',
  decidedby: null,
  decidedon: null,
  reason: null,
  acceptedlines: null,
  revision: null,
  ...more,
});

// A file not translated yet, unless the test says otherwise.
const renderTools = (file: Partial<EditorFile>) =>
  renderInEditor(<LineTools elementKey="ui.a" />, { revision: 0, ...file });

describe('member suggestions in the editor', () => {
  it('lets a member suggest the first lines of a file not translated yet', async () => {
    let sent: unknown = null;
    stubFetch({
      [REFERENCE]: { body: referenceFile },
      [LIST]: (init) => {
        if (init?.method !== 'POST') return { body: { open: [], decided: [] } };
        sent = JSON.parse(String(init.body));
        return { body: { open: [suggestion({ lines: ['Un seul <0>'] })], decided: [] } };
      },
    });
    storeToken(fakeToken({ login: 'Maelle', role: 'new' }));
    renderTools({});
    const open = await screen.findByRole('button', { name: 'Suggest a translation for ui.a' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const field = await screen.findByLabelText('Line 1 of ui.a');
    // The form takes the keyboard at its first line.
    await waitFor(() => expect(document.activeElement).toBe(field));
    const send = screen.getByRole('button', { name: 'Send suggestion' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'Un seul <0>' } });
    fireEvent.click(send);
    await waitFor(() => expect(sent).toEqual({ element: 'ui.a', lines: ['Un seul <0>'] }));
    // Sent: the form closes and the suggestion shows, to everyone, under the line.
    expect((await screen.findByTestId('member-suggestion-7')).textContent).toContain('Un seul <0>');
    expect(screen.queryByLabelText('Line 1 of ui.a')).toBeNull();
    // A member who may not save has no decision to make.
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
  });

  it('lets a translator accept, or reject with a reason, and marks a stale one', async () => {
    const sent: { url: string; body: unknown }[] = [];
    const decide = (url: string) => (init?: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init?.body)) });
      return { body: { open: [], decided: [suggestion({ status: 'rejected' })] } };
    };
    stubFetch({
      [REFERENCE]: { body: referenceFile },
      [LIST]: { body: { open: [suggestion({ stale: true })], decided: [] } },
      [`${LIST}/7/reject`]: decide('reject'),
      '/api/translationsapp/comments/fr/strings': { body: { comments: [], deleted: [] } },
    });
    storeToken(fakeToken({ login: 'Odile', role: 'confirmed' }));
    renderTools({ revision: 3, editable: true });
    const item = await screen.findByTestId('member-suggestion-7');
    expect(item.textContent).toContain('Suggested by Maelle');
    expect(item.textContent).toContain('Line changed since');
    // A translator edits directly: no Suggest button.
    expect(screen.queryByRole('button', { name: /Suggest a translation/ })).toBeNull();
    const accept = screen.getByRole('button', { name: 'Accept the suggestion of Maelle for ui.a' });
    expect((accept as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(
      screen.getByRole('button', { name: 'Reject the suggestion of Maelle for ui.a' }),
    );
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Keep <0>.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject the suggestion' }));
    await waitFor(() => expect(sent).toEqual([{ url: 'reject', body: { reason: 'Keep <0>.' } }]));
    await waitFor(() => expect(screen.queryByTestId('member-suggestion-7')).toBeNull());
  });
});
