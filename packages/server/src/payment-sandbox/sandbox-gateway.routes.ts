import { randomUUID } from 'node:crypto';
import { type ClockPort, CURRENCIES, cents, type Money } from '@tirage/domain';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { ApiModule } from '../app.js';
import type { AppEnv } from '../http/app-env.js';
import { BODY_TIMEOUT_MS, boundedBody } from '../http/request-body.js';
import { HOSTED_FIELDS_SCRIPT, PAYPAL_SCRIPT, SANDBOX_STYLES } from './sandbox-assets.js';
import { checkCard } from './sandbox-cards.js';
import {
  ASSET_PATHS,
  ERROR_REASONS,
  errorPage,
  hostedFieldsPage,
  payPalPage,
  SANDBOX_PATH,
} from './sandbox-pages.js';
import { createSandboxRecords, type SandboxRecords } from './sandbox-records.js';

export interface SandboxGatewayRouteOptions {
  readonly clock: ClockPort;
  /** Ids of client tokens and nonces; random UUIDs by default. */
  readonly newId?: () => string;
}

/** The pages' own policy: our scripts, styles and calls only, framed by our own pages only. */
const PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
].join('; ');

const MAX_JSON_BYTES = 16 * 1024;
const SANDBOX_BODY_REFUSALS = {
  400: 'Body incomplete',
  408: 'Body too slow',
  413: 'Body too large',
} as const;

const clientToken = z.string().min(1).max(1000);
const tokenizeBody = z.strictObject({
  token: clientToken,
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
  save: z.boolean().default(false),
});
const threeDSecureBody = z.strictObject({
  token: clientToken,
  nonce: z.string().min(1).max(100),
  outcome: z.enum(['authenticated', 'failed']),
});
const payPalBody = z.strictObject({
  token: clientToken,
  amount: z.number().int().min(0).max(100_000_000),
  currency: z.enum(CURRENCIES),
});
const payPalQuery = z.object({
  amount: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
  currency: z.enum(CURRENCIES),
});
/** The card page's amount is optional: it only words the 3-D Secure challenge. */
const hostedFieldsQuery = z.union([
  payPalQuery,
  z.object({ amount: z.undefined(), currency: z.undefined() }).transform(() => undefined),
]);

/**
 * The sandbox gateway's pages and calls under `/sandbox-gateway/`, on the site's root router (the
 * sandbox plays a provider with its own host; ours serves it so that tests and demos run offline):
 *
 * - `GET hosted-fields/?token=[&amount=&currency=]`: the card form, framed by the payment screen;
 * - `GET paypal/?token=&amount=&currency=`: the PayPal-like approval;
 * - `POST api/tokenize`, `api/3ds`, `api/paypal`: the frames' calls, which make nonces;
 * - `GET assets/…`: their script and styles.
 */
export const sandboxGatewayRoutes =
  (options: SandboxGatewayRouteOptions): ApiModule =>
  (_api, { db, site }) => {
    const records = createSandboxRecords({
      db,
      clock: options.clock,
      ...(options.newId === undefined ? {} : { newId: options.newId }),
    });
    mountSandboxGateway(site, records, options.clock, options.newId ?? randomUUID);
  };

function mountSandboxGateway(
  site: Hono<AppEnv>,
  records: SandboxRecords,
  clock: ClockPort,
  newId: () => string,
): void {
  site.get(ASSET_PATHS.styles, (c) => asset(c, SANDBOX_STYLES, 'text/css; charset=utf-8'));
  site.get(ASSET_PATHS.hostedFields, (c) => asset(c, HOSTED_FIELDS_SCRIPT, 'text/javascript; charset=utf-8'));
  site.get(ASSET_PATHS.payPal, (c) => asset(c, PAYPAL_SCRIPT, 'text/javascript; charset=utf-8'));

  site.get(`${SANDBOX_PATH}/hosted-fields/`, async (c) => {
    const token = await records.verifyClientToken(c.req.query('token') ?? '');
    if (token === undefined) return html(c, errorPage(ERROR_REASONS.badToken), 400);
    const query = hostedFieldsQuery.safeParse(amountParams(c));
    if (!query.success) return html(c, errorPage(ERROR_REASONS.badAmount), 400);
    const amount = query.data === undefined ? undefined : cents(query.data.amount, query.data.currency);
    const canSave = token.customerReference !== undefined;
    return html(c, hostedFieldsPage({ token: c.req.query('token') ?? '', canSave, amount }), 200);
  });

  site.get(`${SANDBOX_PATH}/paypal/`, async (c) => {
    const token = await records.verifyClientToken(c.req.query('token') ?? '');
    if (token === undefined) return html(c, errorPage(ERROR_REASONS.badToken), 400);
    const query = payPalQuery.safeParse(amountParams(c));
    if (!query.success) return html(c, errorPage(ERROR_REASONS.badAmount), 400);
    const amount: Money = cents(query.data.amount, query.data.currency);
    return html(c, payPalPage({ token: c.req.query('token') ?? '', amount }), 200);
  });

  const api = `${SANDBOX_PATH}/api`;
  const limit = boundedBody({
    maxBytes: MAX_JSON_BYTES,
    timeoutMs: BODY_TIMEOUT_MS,
    handOn: 'text',
    refuse: (c, status) =>
      c.json({ error: 'invalidRequest', message: SANDBOX_BODY_REFUSALS[status] }, status),
  });

  site.post(`${api}/tokenize`, limit, async (c) => {
    const body = await readBody(c, tokenizeBody);
    if (!body.ok) return body.answer;
    const token = await records.verifyClientToken(body.data.token);
    if (token === undefined) return invalidToken(c);
    const checked = checkCard(body.data, clock.now());
    if (!checked.ok) return c.json({ error: 'invalidCard', fields: checked.errors }, 400);
    const nonce = await records.createCardNonce({
      clientToken: token,
      card: checked.card,
      save: body.data.save,
    });
    return c.json({ ...nonce, deviceData: deviceData(newId) });
  });

  site.post(`${api}/3ds`, limit, async (c) => {
    const body = await readBody(c, threeDSecureBody);
    if (!body.ok) return body.answer;
    if ((await records.verifyClientToken(body.data.token)) === undefined) return invalidToken(c);
    const done = await records.completeThreeDSecure(body.data.nonce, body.data.outcome);
    if (!done) {
      return c.json({ error: 'invalidNonce', message: 'This nonce awaits no 3-D Secure answer' }, 400);
    }
    return c.json({ nonce: body.data.nonce, threeDSecure: body.data.outcome });
  });

  site.post(`${api}/paypal`, limit, async (c) => {
    const body = await readBody(c, payPalBody);
    if (!body.ok) return body.answer;
    const token = await records.verifyClientToken(body.data.token);
    if (token === undefined) return invalidToken(c);
    return c.json({ nonce: await records.createPayPalNonce(token) });
  });
}

function amountParams(c: Context<AppEnv>) {
  return { amount: c.req.query('amount'), currency: c.req.query('currency') };
}

function html(c: Context<AppEnv>, page: string, status: 200 | 400) {
  c.header('content-security-policy', PAGE_POLICY);
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
  c.header('x-content-type-options', 'nosniff');
  return c.html(page, status);
}

function asset(c: Context<AppEnv>, body: string, contentType: string) {
  c.header('content-type', contentType);
  c.header('cache-control', 'no-cache');
  c.header('x-content-type-options', 'nosniff');
  return c.body(body);
}

const invalidToken = (c: Context<AppEnv>) =>
  c.json(
    { error: 'invalidToken', message: 'The client token was not issued by the sandbox or has expired' },
    400,
  );

/** Device data as a provider's data collector would give it: a session id for fraud checks. */
const deviceData = (newId: () => string): string => JSON.stringify({ device_session_id: newId() });

/** The JSON body, parsed by `schema`; anything else is a 400 that changes nothing. */
async function readBody<T>(
  c: Context<AppEnv>,
  schema: z.ZodType<T>,
): Promise<{ readonly ok: true; readonly data: T } | { readonly ok: false; readonly answer: Response }> {
  const bad = (message: string) => ({
    ok: false as const,
    answer: c.json({ error: 'invalidRequest', message }, 400),
  });
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return bad('Send a JSON body (content-type: application/json)');
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return bad('The body is not valid JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return bad(parsed.error.issues.map((issue) => issue.message).join('; '));
  // Postgres text cannot hold U+0000: such a value names nothing and must not reach a query.
  if (JSON.stringify(parsed.data).includes('\\u0000')) return bad('The body holds a NUL character');
  return { ok: true, data: parsed.data };
}
