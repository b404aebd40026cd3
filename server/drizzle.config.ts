import { defineConfig } from 'drizzle-kit';

// `npm run db:generate --workspace server` writes a new SQL migration from the *.tables.ts files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/*.tables.ts',
  out: './migrations',
});
