import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'millenaire-dist-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');

describeWithApp('the old releases download page', { env: { WEB_DIST_DIR: dist } }, (t) => {
  beforeAll(async () => {
    await t.app.storage.put('downloads', 'millenaire-6.0.2-client.zip', Buffer.from('PK-demo'));
    writeFileSync(path.join(t.config.dataDir, 'secret-outside.txt'), 'never sent');
  });

  it('answers the page for a known file, and a 404 page for any other', async () => {
    const known = await t.app.inject('/php/dlpage.php?file=millenaire-6.0.2-client.zip');
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toContain('text/html');
    for (const file of ['nope.zip', '../secret-outside.txt', '..%2Fsite.db', '', '.hidden']) {
      const res = await t.app.inject(`/php/dlpage.php?file=${file}`);
      expect(res.statusCode, file).toBe(404);
    }
  });

  it('describes the file, sends it as an attachment and counts it', async () => {
    const info = await t.app.inject('/api/downloads/millenaire-6.0.2-client.zip');
    expect(info.json()).toEqual({ file: 'millenaire-6.0.2-client.zip', size: 7, downloads: 0 });
    const file = await t.app.inject('/downloads/millenaire-6.0.2-client.zip');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('PK-demo');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="millenaire-6.0.2-client.zip"',
    );
    const after = await t.app.inject('/api/downloads/millenaire-6.0.2-client.zip');
    expect(after.json().downloads).toBe(1);
  });

  it('never reaches a path outside the download folder', async () => {
    for (const url of [
      '/downloads/..%2Fsecret-outside.txt',
      '/downloads/%2E%2E%2Fsecret-outside.txt',
      '/api/downloads/..%2Fsecret-outside.txt',
      '/downloads/site.db',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('never sent');
    }
  });
});
