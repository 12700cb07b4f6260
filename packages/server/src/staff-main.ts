import { parseArgs } from 'node:util';
import { addStaffMember } from './auth/add-staff.js';
import { ConfigError, loadConfig } from './config/config.js';
import { migrate } from './db/migrations.js';
import { openDatabase } from './db/open-database.js';

/**
 * `npm run staff:add -- --email marie@example.com --name "Marie Dupont"`: creates a staff account
 * in the configured database and prints its generated password once.
 */
try {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  if (values.email === undefined || values.name === undefined)
    throw new TypeError('Usage: npm run staff:add -- --email <email> --name "<display name>"');
  const config = loadConfig(process.env);
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const outcome = await addStaffMember(db, { email: values.email, displayName: values.name });
    if (outcome.ok) {
      console.log(`Staff account created for ${values.email.trim().toLowerCase()}.`);
      console.log(`Password (shown once): ${outcome.password}`);
      console.log('Log in at /admin/login from a staff address (STAFF_IP_RANGES).');
    } else {
      console.error(outcome.message);
      process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof TypeError ? error.message : error);
  process.exitCode = 1;
}
