import 'dotenv/config';
import { defineConfig } from 'prisma/config';

// The CLI is used offline only for `prisma generate`; migrations run through
// src/platform/db/migrate.ts. The URL is only needed for `prisma migrate status`.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/tavern' },
});
