export * from './checks.ts';
export * from './compare.ts';
export * from './edit.ts';
export * from './filenames.ts';
export * from './languages.ts';
export * from './lines.ts';
export * from './parse.ts';
export * from './types.ts';
