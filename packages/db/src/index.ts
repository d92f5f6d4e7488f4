export * from './client';
export { STATEMENT_CACHE_SIZE } from './statement-cache';
export * from './ids';
export * as schema from './schema';
export * from './schema';
export * from './triggers';
