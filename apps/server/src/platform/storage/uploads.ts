import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { assertCleanField } from '../http/clean-text.ts';
import { AppError } from '../http/errors.ts';
import { detectType, MAGIC_LENGTH, type DetectedType } from './file-type.ts';
import type { Folder, Storage } from './storage.ts';

export interface UploadOptions {
  /** Name of the one file field of the form. */
  field: string;
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** Largest text field, in bytes. */
  maxFieldBytes?: number;
}

/** A received file, still in this host's tmp/ until moved into place or discarded. */
export interface Upload {
  tempPath: string;
  size: number;
  /** Hex SHA-512 of the content. */
  sha512: string;
  /** Told by the first bytes. */
  type: DetectedType;
  /** The name the client gave, for display only: never a path on disk. */
  clientName: string;
  /** The form's text fields. */
  fields: Record<string, string>;
  /** Places the file in storage as `folder/name`. */
  moveTo(folder: Folder, name: string): Promise<void>;
  /** Removes the temp file; does nothing once moved. */
  discard(): Promise<void>;
}

const DEFAULT_FIELD_BYTES = 4 * 1024;
/** Room for the multipart boundaries, part headers and text fields around the file. */
const FORM_OVERHEAD = 256 * 1024;

/** Hashes, counts and keeps the first bytes of what flows through, unchanged. */
class Meter extends Transform {
  readonly hash = createHash('sha512');
  size = 0;
  head = Buffer.alloc(0);

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(new AppError(413, 'PAYLOAD_TOO_LARGE'));
    if (this.head.length < MAGIC_LENGTH) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, MAGIC_LENGTH - this.head.length)]);
    }
    this.hash.update(chunk);
    done(null, chunk);
  }
}

interface Received {
  tempPath: string;
  meter: Meter;
  clientName: string;
}

async function writeFilePart(part: MultipartFile, storage: Storage, maxBytes: number) {
  const received: Received = {
    tempPath: storage.tempPath(),
    meter: new Meter(maxBytes),
    clientName: part.filename,
  };
  // Past the limit busboy truncates the part and says so: stop at once.
  part.file.once('limit', () => part.file.destroy(new AppError(413, 'PAYLOAD_TOO_LARGE')));
  // Created before any byte flows, so a failure always finds a file to remove.
  const handle = await open(received.tempPath, 'wx');
  try {
    await pipeline(part.file, received.meter, handle.createWriteStream());
    if (part.file.truncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE');
  } catch (err) {
    await storage.removeTemp(received.tempPath);
    throw err;
  }
  return received;
}

function textValue(part: MultipartValue, maxFieldBytes: number): string {
  const { value } = part;
  if (
    part.valueTruncated ||
    typeof value !== 'string' ||
    Buffer.byteLength(value) > maxFieldBytes
  ) {
    throw new AppError(400, 'INVALID_INPUT', part.fieldname);
  }
  return assertCleanField(part.fieldname, value);
}

const isSystemError = (err: unknown) =>
  typeof (err as NodeJS.ErrnoException | undefined)?.syscall === 'string';

/**
 * Parsing failures become client errors (a malformed form is the client's
 * doing); a disk failure stays a server error.
 */
function asClientError(err: unknown, field: string): unknown {
  if (err instanceof AppError || isSystemError(err)) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'INVALID_INPUT', field);
  const status = (err as { statusCode?: number }).statusCode;
  if (status === 413) return new AppError(413, 'PAYLOAD_TOO_LARGE');
  return new AppError(400, 'INVALID_INPUT');
}

async function readForm(request: FastifyRequest, storage: Storage, options: UploadOptions) {
  const maxFieldBytes = options.maxFieldBytes ?? DEFAULT_FIELD_BYTES;
  const fields: Record<string, string> = {};
  let file: Received | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fieldSize: maxFieldBytes + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = textValue(part, maxFieldBytes);
        continue;
      }
      if (part.fieldname !== options.field) {
        part.file.destroy();
        throw new AppError(400, 'INVALID_INPUT', options.field);
      }
      file = await writeFilePart(part, storage, options.maxBytes);
    }
  } catch (err) {
    if (file) await storage.removeTemp(file.tempPath);
    throw asClientError(err, options.field);
  }
  return { fields, file };
}

/**
 * The text fields of a multipart form that carries no file (a form the spec's
 * client sends where JSON would do): each under the same rules as the fields
 * beside an upload.
 */
export async function receiveFormFields(
  request: FastifyRequest,
  maxFieldBytes = DEFAULT_FIELD_BYTES,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({ limits: { files: 0, fieldSize: maxFieldBytes + 1 } });
    for await (const part of parts) {
      if (part.type === 'file') throw new AppError(400, 'INVALID_INPUT', part.fieldname);
      fields[part.fieldname] = textValue(part, maxFieldBytes);
    }
  } catch (err) {
    throw asClientError(err, 'form');
  }
  return fields;
}

function toUpload(storage: Storage, file: Received, fields: Record<string, string>): Upload {
  let moved = false;
  return {
    tempPath: file.tempPath,
    size: file.meter.size,
    sha512: file.meter.hash.digest('hex'),
    type: detectType(file.meter.head),
    clientName: file.clientName,
    fields,
    moveTo: async (folder, name) => {
      await storage.moveIntoPlace(file.tempPath, folder, name);
      moved = true;
    },
    discard: async () => {
      if (!moved) await storage.removeTemp(file.tempPath);
    },
  };
}

/**
 * Receives a multipart form with one file field, streaming the file to tmp/
 * (never whole in memory) while hashing it. Past `maxBytes` it stops reading
 * and answers 413 with the connection closed, keeping nothing; a client that
 * goes away mid-upload leaves nothing either. The caller then moves the file
 * into place or discards it (see `withUpload`).
 */
export async function receiveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  options: UploadOptions,
): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(415, 'INVALID_INPUT');
  const storage = request.server.storage;
  const declared = Number(request.headers['content-length']);
  try {
    if (declared > options.maxBytes + FORM_OVERHEAD) throw new AppError(413, 'PAYLOAD_TOO_LARGE');
    const { fields, file } = await readForm(request, storage, options);
    // A browser sends an empty, nameless file part when no file was chosen.
    if (file?.meter.size === 0) await storage.removeTemp(file.tempPath);
    if (!file || file.meter.size === 0) throw new AppError(400, 'INVALID_INPUT', options.field);
    return toUpload(storage, file, fields);
  } catch (err) {
    // The rest of the body was not read: the connection cannot carry another request.
    if (!request.raw.readableEnded) reply.header('connection', 'close');
    throw err;
  }
}

/**
 * The most a request's file can put on disk, known before its body is read:
 * its declared length, or the file limit when it declares none (a chunked
 * body) or more (it will be cut there). For checking the room left first.
 */
export function expectedUploadBytes(request: FastifyRequest, maxBytes: number): number {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared >= 0 ? Math.min(declared, maxBytes) : maxBytes;
}

/** Runs `use` on a received upload; whatever `use` did not move into place is removed. */
export async function withUpload<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: UploadOptions,
  use: (upload: Upload) => Promise<T>,
): Promise<T> {
  const upload = await receiveUpload(request, reply, options);
  try {
    return await use(upload);
  } finally {
    await upload.discard();
  }
}

/** Site-wide bounds for every multipart form; each call passes its own file limit. */
const GLOBAL_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  fields: 20,
  fileSize: 64 * 1024 * 1024,
  files: 1,
  headerPairs: 50,
  parts: 25,
};

/** Registers @fastify/multipart once for the whole site. */
export const uploadsPlugin = fp(
  async (app) => {
    await app.register(multipart, { limits: GLOBAL_LIMITS });
  },
  { name: 'uploads', dependencies: ['storage'] },
);
