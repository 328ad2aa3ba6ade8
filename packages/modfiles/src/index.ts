/**
 * Pure functions for the mod's own file formats (language files and
 * travel-book exports): parsing, serializing, diffing and completion, with no
 * I/O. The translation centre and the encyclopedia importers add them here.
 */
export {};
export * from './ping.ts';
export * from './travelbook.ts';
export * from './langfiles/index.ts';
