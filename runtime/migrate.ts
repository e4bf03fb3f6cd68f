// `make migrate`: applies pending migrations to DATABASE_URL and exits.
import { loadConfig } from './core/config.js';
import { migrateLatest, openDb } from './core/store/db.js';

const config = loadConfig();
const db = openDb(config.databaseUrl);
try {
  const applied = await migrateLatest(db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await db.destroy();
}
