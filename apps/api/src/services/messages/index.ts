// The messages domain's public face: routers, REST adapters and tests import from here.
export * from './admin-notifications';
export * from './board';
export * from './chat';
export * from './complaints';
export * from './live';
export * from './notifications';
export * from './mail-outbox';
export * from './mail-sender';
export * from './mail-templates';
export * from './mail-settings';
