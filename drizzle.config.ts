import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema: `npm run db:generate`. They are applied on server start.
export default defineConfig({
  dialect: 'sqlite',
  schema: './packages/db/src/schema/index.ts',
  out: './packages/db/drizzle',
});
