import { ConfigError, loadConfig } from './config/config.js';
import { resetDatabase } from './db/reset.js';

/** `npm run db:reset`: deletes every row and table of the configured database. */
try {
  const config = loadConfig(process.env);
  console.log(await resetDatabase(config));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
