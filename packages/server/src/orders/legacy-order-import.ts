import { emailSchema, type FieldError, quantitySchema } from '@tirage/api-client/contract';
import { CURRENCIES } from '@tirage/domain';
import * as z from 'zod';
import type { Database, Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';

// PostgreSQL text cannot hold U+0000: a value holding it is refused before any statement.
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'Text cannot hold U+0000');

/** Hundredths of the order's currency, as every amount of the shop. */
const centsSchema = z.number().int().min(-2_147_483_648).max(2_147_483_647);

/** YYYY-MM-DD, a day of the calendar. */
const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, 'Not a day of the calendar');

const legacyOrderLineImportSchema = z.strictObject({
  productName: text(255).refine((value) => value.trim() !== '', 'A line needs its product name'),
  quantity: quantitySchema,
  /** The options of the job as the previous system summed them up; '' when it had none. */
  attributes: text(1000),
  totalExclCents: centsSchema,
  totalInclCents: centsSchema,
});

/** A legacy order as an import file writes it (docs/legacy-orders.md). */
const legacyOrderImportSchema = z.strictObject({
  /** The shop it was placed in (`fr`, `be`, `ch`). */
  tenantCode: text(20),
  /** The previous system's number, unique in its shop. */
  orderNumber: text(64).refine((value) => value.trim() !== '', 'An order needs its number'),
  /** The email it was placed with: the customer with this email sees it (matched lower-cased). */
  customerEmail: emailSchema,
  placedOn: isoDaySchema,
  /** The previous system's last status, shown as it is ("Livrée"). */
  status: text(100),
  currency: z.enum(CURRENCIES),
  totalExclCents: centsSchema,
  totalInclCents: centsSchema,
  /** The address as text, one line per part; null when the export has none. */
  shippingAddress: text(1000).nullable(),
  billingAddress: text(1000).nullable(),
  lines: z.array(legacyOrderLineImportSchema).min(1, 'An order has at least one line').max(500),
});

export type LegacyOrderImport = z.infer<typeof legacyOrderImportSchema>;

const legacyOrderImportFileSchema = z.array(legacyOrderImportSchema);

/**
 * Writes a legacy order and its lines, unless its shop already has that number: an import can be
 * run again, and an order already there (or changed by the shop owner) is left as it is. An
 * order of a shop that does not exist is not written.
 */
export async function importLegacyOrder(tx: Queryable, order: LegacyOrderImport): Promise<boolean> {
  // Raw SQL: one statement inserts the order only when its shop exists and it is not there yet
  // (insert … select … where exists … on conflict do nothing), which a builder only spells longer.
  const inserted = await tx.query<{ order_number: string }>(
    `insert into legacy_orders (tenant_code, order_number, customer_email, placed_on, status, currency,
       total_excl_cents, total_incl_cents, shipping_address, billing_address)
     select $1, $2, lower($3), $4::date, $5, $6, $7, $8, $9, $10
     where exists (select 1 from tenants where code = $1)
     on conflict do nothing
     returning order_number`,
    [
      order.tenantCode,
      order.orderNumber,
      order.customerEmail,
      order.placedOn,
      order.status,
      order.currency,
      order.totalExclCents,
      order.totalInclCents,
      order.shippingAddress,
      order.billingAddress,
    ],
  );
  if (inserted.length === 0) return false;
  for (const [index, line] of order.lines.entries()) {
    await queryBuilder(tx)
      .insertInto('legacyOrderLines')
      .values({
        tenantCode: order.tenantCode,
        orderNumber: order.orderNumber,
        position: index + 1,
        productName: line.productName,
        quantity: line.quantity,
        attributes: line.attributes,
        totalExclCents: line.totalExclCents,
        totalInclCents: line.totalInclCents,
      })
      .execute();
  }
  return true;
}

export type ImportOutcome =
  | { readonly ok: true; readonly imported: number; readonly alreadyThere: number }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

/**
 * Imports a file of legacy orders (JSON: an array of `legacyOrderImportSchema`) in one
 * transaction: every order is checked first, and one at fault (a field, an unknown shop, a
 * number twice in the file) imports nothing. Orders already there are left as they are.
 */
export async function importLegacyOrders(db: Database, json: unknown): Promise<ImportOutcome> {
  const parsed = legacyOrderImportFileSchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    };
  }
  const orders = parsed.data;
  const shops = new Set(
    (await queryBuilder(db).selectFrom('tenants').select('code').execute()).map((row) => row.code),
  );
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const [index, order] of orders.entries()) {
    if (!shops.has(order.tenantCode)) {
      errors.push({ path: `${index}.tenantCode`, message: `No shop ${order.tenantCode}` });
    }
    const key = `${order.tenantCode} ${order.orderNumber}`;
    if (seen.has(key)) {
      errors.push({ path: `${index}.orderNumber`, message: `${order.orderNumber} is twice in the file` });
    }
    seen.add(key);
  }
  if (errors.length > 0) return { ok: false, errors };
  return db.transaction(async (tx) => {
    let imported = 0;
    for (const order of orders) if (await importLegacyOrder(tx, order)) imported++;
    return { ok: true, imported, alreadyThere: orders.length - imported };
  });
}
