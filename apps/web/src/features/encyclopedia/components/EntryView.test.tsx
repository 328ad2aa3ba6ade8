import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { EntryDetail } from '@millenaire/contracts/encyclopedia';
import { storeToken } from '@/shared/auth/session';
import { renderPage } from '@/test/render';
import { EntryView } from './EntryView';

const entry: EntryDetail = {
  title: 'Water Mill',
  travelbookdata: {
    pages: [
      {
        lines: [
          { text: 'Water Mill', style: 'header' },
          { text: 'Turns all year.<ret>Built in §6oak§r.', specialTag: 'MAIN_DESC' },
          { text: 'Cost', style: 'subheader' },
          { columns: [{ text: 'Wood' }, { text: '64' }], exportTwoColumns: true },
          { columns: [{ text: 'Stone' }, { text: '32' }], exportTwoColumns: true },
          { text: 'Beware', style: '§4' },
          { iconKey: 'flour', iconLabel: 'Flour', text: 'Makes flour' },
          {
            referenceButtonCulture: 'norman',
            referenceButtonType: 'villagers',
            referenceButtonKey: 'miller',
            referenceButtonLabel: 'Miller',
            referenceButtonIconKey: 'norman_miller',
          },
          {
            referenceButtonCulture: 'norman',
            referenceButtonType: 'cultures',
            referenceButtonKey: 'norman',
            referenceButtonLabel: 'Normans',
          },
        ],
      },
    ],
  },
  extradata: { desc: null, author: null, createdon: null },
  images: [],
  picture: null,
};

const described: EntryDetail = {
  ...entry,
  extradata: {
    desc: '<p>Our <strong>own</strong> words</p>',
    author: 'Scribe',
    createdon: '2026-02-03T04:05:06.000Z',
  },
};

function loggedIn(): void {
  const claims = { login: 'Scribe', role: 'new', exp: 4102444800, sub: '3' };
  storeToken(`header.${btoa(JSON.stringify(claims))}.signature`);
}

beforeEach(async () => {
  localStorage.clear();
});

describe('an entry page', () => {
  it('renders the travel book: headers, colours, breaks, tables, icons and references', () => {
    renderPage(<EntryView entry={entry} editPath="/encyclopedia/norman/buildings/mill/edit" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Water Mill' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Cost' })).toBeTruthy();
    const oak = screen.getByText('oak');
    expect(oak.style.color).toBe('rgb(163, 95, 0)');
    expect(oak.closest('p')?.querySelector('br')).toBeTruthy();
    expect(screen.getByText('Beware').style.color).toBe('rgb(163, 24, 24)');
    expect(screen.queryByText(/§/)).toBeNull();
    const row = screen.getByRole('row', { name: /Wood/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Wood');
    expect(within(row).getByRole('cell').textContent).toBe('64');
    expect(screen.getByRole('img', { name: 'Flour' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Miller' }).getAttribute('href')).toBe(
      '/encyclopedia/norman/villagers/miller',
    );
    expect(screen.getByRole('link', { name: 'Normans' }).getAttribute('href')).toBe(
      '/encyclopedia/norman',
    );
  });

  it('invites a visitor to create an account when nothing is written', () => {
    renderPage(<EntryView entry={entry} editPath="/edit" />);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/user/createaccount',
    );
    expect(screen.queryByRole('link', { name: 'Write a description' })).toBeNull();
  });

  it('shows a visitor the description without credit or edit button', () => {
    renderPage(<EntryView entry={described} editPath="/edit" />);
    expect(screen.getByText('own').tagName).toBe('STRONG');
    expect(screen.queryByText(/Written by/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('gives an account the credit and the edit button', () => {
    loggedIn();
    renderPage(<EntryView entry={described} editPath="/encyclopedia/norman/edit" />);
    expect(screen.getByText('Written by Scribe on 2/3/2026, 4:05:06 AM UTC')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/encyclopedia/norman/edit',
    );
  });
});
