import { parseArgs } from 'node:util';
import { addStaffMember } from './auth/add-staff.js';
import { runCommand, withConfiguredDatabase } from './command.js';

/**
 * `npm run staff:add -- --email marie@example.com --name "Marie Dupont"`: creates a staff account
 * in the configured database and prints its generated password once.
 */
await runCommand(async () => {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  const { email, name } = values;
  if (email === undefined || name === undefined)
    throw new TypeError('Usage: npm run staff:add -- --email <email> --name "<display name>"');
  const outcome = await withConfiguredDatabase({}, (db) => addStaffMember(db, { email, displayName: name }));
  if (!outcome.ok) {
    console.error(outcome.message);
    return false;
  }
  console.log(`Staff account created for ${email.trim().toLowerCase()}.`);
  console.log(`Password (shown once): ${outcome.password}`);
  console.log('Log in at /admin/login from a staff address (STAFF_IP_RANGES).');
  return true;
});
