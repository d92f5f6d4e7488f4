// The operations domain's public face: routers, REST adapters and tests import from here.
export * from './admin-settings';
export * from './analytics';
export * from './audit';
export * from './audit-log';
export * from './backups';
export * from './csv-readers';
export * from './daily-summary';
export * from './dashboard';
export * from './demo-data';
export * from './settings';
export * from './staff';
