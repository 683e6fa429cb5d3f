/**
 * `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the
 * embedded PostgreSQL in DATA_DIR when none is set.
 */
import { config } from '../config.js';
import { openDatabase } from '../platform/db/index.js';

const db = await openDatabase(config());
console.log(`Database at ${db.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'} is up to date.`);
await db.close();
