// The few parts of s3rver (a fake S3 server, ships no types) the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs: string[] }[];
  }

  /** An object as the store receives it: the request's body, read or still streaming. */
  interface StoredObject {
    bucket: string;
    key: string;
    metadata: Record<string, string>;
    content: Buffer | NodeJS.ReadableStream;
  }

  /** Where s3rver keeps the objects: files under its directory. */
  interface FilesystemStore {
    getResourcePath(bucket: string, key: string | undefined, resource: string): string;
    putMetadata(
      bucket: string,
      key: string,
      metadata: Record<string, string>,
      md5: string,
    ): Promise<void>;
    putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    store: FilesystemStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
