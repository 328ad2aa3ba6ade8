import type { Storage } from '../../../platform/storage/storage.ts';
import { zipBuffer } from '../../../platform/storage/zip.ts';

// Placeholder archives for the old releases the demo history links to through
// /php/dlpage.php, so the download page works on a new site. An operator puts
// the real archives in downloads/ (DATA_DIR's or the bucket's) under the same names.
const FILES = [
  'millenaire-6.0.2-client.zip',
  'millenaire-6.0.2-server.zip',
  'millenaire-6.0.0-client.zip',
  'millenaire-6.0.0-server.zip',
  'millenaire-5.3.1.zip',
];

const NOTE = (file: string) =>
  [
    `${file}`,
    '',
    'This is a placeholder made by the Millénaire website for its demo content.',
    'The site operator replaces it with the real archive of this release',
    '(downloads/ in DATA_DIR or in the bucket, under the same name).',
    '',
  ].join('\n');

export async function writeDemoDownloads(storage: Storage): Promise<void> {
  for (const file of FILES) {
    const zip = await zipBuffer([{ name: 'README.txt', body: NOTE(file) }], { level: 9 });
    await storage.put('downloads', file, zip);
  }
}
