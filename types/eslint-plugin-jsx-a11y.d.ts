// eslint-plugin-jsx-a11y ships no types (and @types/eslint-plugin-jsx-a11y pins ESLint 9); what eslint.config.js uses.
declare module 'eslint-plugin-jsx-a11y' {
  import type { ESLint, Linter } from 'eslint';

  const plugin: ESLint.Plugin & { flatConfigs: Record<'recommended' | 'strict', Linter.Config> };
  export default plugin;
}
