// The people domain's public face: routers, REST adapters and tests import from here.
export * from './admin-users';
export * from './auth';
export * from './password-policy';
export * from './passwords';
export * from './session-watch';
export * from './sessions';
export * from './tokens';
export * from './users';
export * from './recovery';
export * from './account-mail';
export * from './two-factor';
export * from './data-rights';
export * from './email-change';
