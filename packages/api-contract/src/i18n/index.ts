export * from './languages';
export * from './translate';
