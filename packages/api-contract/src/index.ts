export * from './constants';
export * from './messages';
export * from './types';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/settings';
export * from './money';
