import type { Queryable } from '../db/database.js';
import { DEMO_TEMPLATE_ROWS, insertDesignTemplate } from './design-templates.js';
import { DEMO_LOSS_LEADERS, insertLossLeader } from './loss-leaders.js';

/**
 * Inserts the demo loss leaders and design templates that are missing (`on conflict do
 * nothing`): a row a shop owner changed is kept as changed. Runs after the catalogue, whose
 * products they name. Sort indexes leave gaps so a template can be slotted in between.
 */
export async function seedProductLinks(tx: Queryable): Promise<void> {
  for (const offer of DEMO_LOSS_LEADERS) await insertLossLeader(tx, offer);
  for (const [index, template] of DEMO_TEMPLATE_ROWS.entries()) {
    await insertDesignTemplate(tx, template, (index + 1) * 10);
  }
}
