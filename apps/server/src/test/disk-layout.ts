import path from 'node:path';
import { diskFolder } from '../platform/storage/disk.ts';
import { checkedName, generateName } from '../platform/storage/storage.ts';

/**
 * Where the disk storage keeps its files under a DATA_DIR, for the tests that
 * look at the folders themselves (file times, crashes, backups).
 */
export function diskLayout(dataDir: string) {
  const imageDir = diskFolder(dataDir, 'images');
  const fileDir = diskFolder(dataDir, 'files');
  const tmpDir = path.join(dataDir, 'tmp');
  return {
    imageDir,
    fileDir,
    tmpDir,
    imagePath: (name: string) => path.join(imageDir, checkedName('images', name)),
    filePath: (name: string) => path.join(fileDir, checkedName('files', name)),
    tempPath: () => path.join(tmpDir, generateName('.part')),
  };
}
