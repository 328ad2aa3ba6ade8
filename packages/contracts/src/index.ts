export * from './common.ts';
export * from './errors.ts';
export * from './versions.ts';
export * from './translations.ts';
export * from './users.ts';
export * from './rules.ts';
export * from './routes.ts';
export * from './site.ts';
