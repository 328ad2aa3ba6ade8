import { createReadStream } from 'node:fs';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { BucketConfig } from '../../config.ts';
import {
  checkedName,
  FOLDER_PATHS,
  isStorableName,
  type Folder,
  type Storage,
  type StorageLimits,
} from './storage.ts';
import { clearStaleTemps, removeTempIn, tempPathIn } from './temp.ts';

// The stored files in an S3-compatible bucket (S3_BUCKET), under the same
// layout as DATA_DIR's folders (libraryres/img/<name>, files/<name>,
// downloads/<name>), so copying a site's folders over needs no renaming.
// Uploads in progress still go to this host's tmp/, where they are checked,
// then stream to the bucket (in parts for large archives).

/** How long a signed address of a download stays good. */
export const SIGNED_URL_SECONDS = 5 * 60;

/** Parts of a multipart upload: 8 MiB each, 4 in flight, so at most 32 MiB held per upload. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;

export function bucketClient(config: BucketConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where the protocol requires them: many S3-compatible
    // services take no checksum headers or chunked checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function createBucketStorage(
  config: BucketConfig,
  dataDir: string,
  limits: StorageLimits,
): Storage {
  const client = bucketClient(config);
  const Bucket = config.name;
  const tmpDir = path.join(dataDir, 'tmp');
  const keyOf = (folder: Folder, name: string) =>
    `${FOLDER_PATHS[folder]}/${checkedName(folder, name)}`;
  const upload = async (folder: Folder, name: string, body: Buffer | Readable) => {
    const Key = keyOf(folder, name);
    await new Upload({
      client,
      params: { Bucket, Key, Body: body },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    }).done();
  };
  const stat = async (folder: Folder, name: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(folder, name) }));
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  return {
    kind: 'bucket',
    tmpDir,
    tempPath: () => tempPathIn(tmpDir),
    removeTemp: (temp) => removeTempIn(tmpDir, temp),
    moveIntoPlace: async (temp, folder, name) => {
      if (path.dirname(temp) !== tmpDir) throw new Error(`not a temporary path: ${temp}`);
      keyOf(folder, name);
      await upload(folder, name, createReadStream(temp));
      await removeTempIn(tmpDir, temp);
    },
    put: upload,
    read: async (folder, name) => {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(folder, name) }));
        const body = got.Body;
        if (!(body instanceof Readable)) throw new Error('the bucket answered no stream');
        return {
          stream: body,
          size: got.ContentLength ?? 0,
          modified: got.LastModified ?? new Date(0),
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    stat,
    remove: async (folder, name) => {
      // Removing a key that is not there is no error in S3.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(folder, name) }));
    },
    list: async function* (folder) {
      const Prefix = `${FOLDER_PATHS[folder]}/`;
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix })) {
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(Prefix.length) ?? '';
          if (!isStorableName(folder, name)) continue;
          yield {
            name,
            size: object.Size ?? 0,
            modified: object.LastModified ?? new Date(0),
          };
        }
      }
    },
    signedUrl: async (folder, name, download) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: keyOf(folder, name),
          ResponseContentDisposition: download.disposition,
          ResponseContentType: download.contentType,
        }),
        { expiresIn: SIGNED_URL_SECONDS },
      ),
    redirectDownloads: config.redirectDownloads,
    limits,
    freeBytes: async () => {
      // Every upload passes through tmp/ on this host's disk first.
      const stats = await statfs(dataDir);
      return stats.bavail * stats.bsize;
    },
    prepare: async (now) => {
      // A bucket that is missing or refuses the keys stops the start with the SDK's reason.
      await client.send(new HeadBucketCommand({ Bucket }));
      await clearStaleTemps(tmpDir, now);
    },
    close: async () => client.destroy(),
  };
}
