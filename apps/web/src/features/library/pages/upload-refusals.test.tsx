import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LibraryContent } from '@millenaire/contracts/library';
import { storeToken } from '@/shared/auth/session';
import { renderRoutes, stubFetch } from '@/test/render';
import { ContentEditImagesPage } from './ContentEditImagesPage';

const content: LibraryContent = {
  contentid: 5,
  title: 'Fortified farm',
  description: '<p>A walled farm.</p>',
  version: '1.2',
  category: 1,
  culture: 2,
  catlabel: 'Buildings',
  cultlabel: 'Normans',
  author: 'kinniken',
  authorid: 1,
  createdon: '2024-03-01T10:00:00.000Z',
  lastmodified: '2024-04-02T11:30:00.000Z',
  url: null,
  filename: null,
  filesize: null,
  filesha512: null,
  filetype: null,
  confirmed: '1',
  starred: '0',
  nbview: 0,
  nbdl: 0,
  nbstars: 0,
  nbcomments: 0,
  previewname: null,
  images: [],
  comments: [],
};

/** A token the client reads as its author's (id 1); the signature is the server's business. */
function authorToken(): string {
  const json = JSON.stringify({ login: 'kinniken', role: 'new', sub: '1', exp: 4_102_444_800 });
  return `header.${btoa(json).replace(/=+$/, '')}.signature`;
}

beforeEach(async () => {
  // jsdom makes no object URLs; the page previews the chosen picture with one.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

/** Chooses a picture and sends it; the server answers `status` with `message`. */
async function uploadRefused(status: number, message: string) {
  stubFetch({
    '/api/library/contents/5?language=en': { body: content },
    '/api/library/contents/5/images': { status, body: { message } },
  });
  storeToken(authorToken());
  renderRoutes(
    [{ path: '/library/:content/editimages', element: <ContentEditImagesPage /> }],
    '/library/5/editimages',
  );
  await screen.findByText('This content has no images yet.');
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', {
    type: 'image/png',
  });
  fireEvent.change(input, { target: { files: [picture] } });
  fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
}

describe('library upload refusals', () => {
  it('tells the uploader their storage quota is used', async () => {
    await uploadRefused(403, 'QUOTA_EXCEEDED');
    expect(await screen.findByText(/Your account has used its storage space/)).toBeTruthy();
  });

  it('tells the uploader the site has no room left', async () => {
    await uploadRefused(507, 'STORAGE_FULL');
    expect(await screen.findByText(/The site has no room left for new files/)).toBeTruthy();
  });

  it('tells the uploader to wait after too many uploads', async () => {
    await uploadRefused(429, 'RATE_LIMITED');
    expect(await screen.findByText(/Too many attempts/)).toBeTruthy();
  });
});
