/**
 * The type of a file told by its first bytes, never by its name or by the
 * type the client declared. Only the types the site stores are known.
 */
export type DetectedType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'application/zip'
  | 'application/vnd.rar'
  | 'application/x-7z-compressed'
  | 'application/gzip'
  | 'application/octet-stream';

/** How many leading bytes detection needs. */
export const MAGIC_LENGTH = 16;

interface Signature {
  type: DetectedType;
  /** Bytes at `offset`; null matches any byte. */
  bytes: (number | null)[];
  offset?: number;
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: Signature[] = [
  { type: 'image/png', bytes: [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: ascii('GIF87a') },
  { type: 'image/gif', bytes: ascii('GIF89a') },
  { type: 'image/webp', bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] },
  { type: 'application/zip', bytes: [...ascii('PK'), 0x03, 0x04] },
  // An empty archive has only its end record.
  { type: 'application/zip', bytes: [...ascii('PK'), 0x05, 0x06] },
  { type: 'application/vnd.rar', bytes: [...ascii('Rar!'), 0x1a, 0x07, 0x00] },
  { type: 'application/vnd.rar', bytes: [...ascii('Rar!'), 0x1a, 0x07, 0x01, 0x00] },
  { type: 'application/x-7z-compressed', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { type: 'application/gzip', bytes: [0x1f, 0x8b] },
];

function matches(head: Uint8Array, { bytes, offset = 0 }: Signature): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((b, i) => b === null || head[offset + i] === b);
}

export function detectType(head: Uint8Array): DetectedType {
  return SIGNATURES.find((s) => matches(head, s))?.type ?? 'application/octet-stream';
}
