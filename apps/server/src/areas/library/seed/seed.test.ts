import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { seedDemoLibrary, seedDemoLibraryArchives, seedDemoLibraryImages } from './index.ts';
import { LIBRARY_TEST_OPTIONS, request } from '../../../test/library.ts';
import { listNames } from '../../../platform/storage/storage.ts';

describeWithApp('the library demo content', LIBRARY_TEST_OPTIONS, (t) => {
  it('seeds four confirmed contents, labelled in both languages', async () => {
    await seedDemoLibrary(t.app.db);
    const en = (await request(t, 'GET', '/api/library/contents/')).json();
    expect(en.contents).toHaveLength(4);
    expect(en.contents[0]).toMatchObject({ confirmed: '1', author: 'admin', cultlabel: 'Seljuk' });
    const fr = (await request(t, 'GET', '/api/library/contents/?language=fr&sort=oldest')).json();
    expect(fr.contents[0]).toMatchObject({ catlabel: 'Villages', cultlabel: 'Normands' });
  });

  it('gives the demo contents their pictures once, through the image pipeline', async () => {
    await seedDemoLibraryImages(t.app.db, t.app.storage);
    await seedDemoLibraryImages(t.app.db, t.app.storage);
    // Seeds write past the API (the server runs them before it serves).
    t.app.changes.announce('library');
    const list = (await request(t, 'GET', '/api/library/contents/')).json();
    expect(list.contents.every((c: { previewname: string | null }) => c.previewname)).toBe(true);
    const harbour = list.contents.find((c: { title: string }) => c.title.startsWith('Harbour'));
    const page = (await request(t, 'GET', `/api/library/contents/${harbour.contentid}`)).json();
    expect(page.images.map((i: { legend: string }) => i.legend)).toEqual([
      'The quay and the net maker at noon',
      'Evening over the bay from the watchtower',
    ]);
    const picture = await t.app.inject({ url: `/libraryres/img/${page.images[0].previewname}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('gives the demo contents an archive once, recorded as an upload is', async () => {
    await seedDemoLibraryArchives(t.app.db, t.app.storage);
    await seedDemoLibraryArchives(t.app.db, t.app.storage);
    t.app.changes.announce('library');
    const list = (await request(t, 'GET', '/api/library/contents/')).json();
    for (const { contentid } of list.contents as { contentid: string }[]) {
      const page = (await request(t, 'GET', `/api/library/contents/${contentid}`)).json();
      expect(page).toMatchObject({
        filetype: 'application/zip',
        filename: expect.stringMatching(/\.zip$/),
      });
      const download = await request(t, 'GET', `/api/library/contents/${contentid}/download`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.length).toBe(page.filesize);
      expect(createHash('sha512').update(download.rawPayload).digest('hex')).toBe(page.filesha512);
      expect(download.rawPayload.toString('latin1')).toContain('README.txt');
    }
    const stored = await listNames(t.app.storage, 'files');
    expect(stored).toHaveLength(list.contents.length);
  });
});
