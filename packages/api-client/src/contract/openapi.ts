import {
  type CreateDocumentOptions,
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { cartSchema, lineItemSchema } from './cart.js';
import { addressSchema, customerSchema } from './customer.js';
import { errorEnvelopeSchema } from './envelope.js';
import { commonRequestHeadersSchema, HEADER, idempotencyKeySchema } from './headers.js';
import { orderSchema } from './order.js';
import type { RouteDefinition } from './routes.js';
import { moneySchema } from './wire-primitives.js';
import * as z from './wire-zod.js';

/**
 * The OpenAPI 3.1 document, typed as deep as its readers need: zod-openapi types every field of
 * a document as optional, and this builder always writes these.
 */
export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description?: string };
  readonly jsonSchemaDialect: string;
  readonly paths: Record<string, Record<string, unknown>>;
  readonly components: {
    readonly schemas: Record<string, Record<string, unknown>>;
    readonly securitySchemes: Record<string, unknown>;
  };
}

/** Shapes used by many routes get one component each, so the document reads like the model. */
const SHARED_COMPONENTS = {
  Money: moneySchema,
  Address: addressSchema,
  LineItem: lineItemSchema,
  Cart: cartSchema,
  Order: orderSchema,
  Customer: customerSchema,
  ErrorEnvelope: errorEnvelopeSchema,
} satisfies Record<string, z.ZodType>;

/** Section 7's headers; the token is said by each operation's `security`. */
const shopHeadersSchema = commonRequestHeadersSchema.omit({ [HEADER.authorization]: true });

const idempotencyHeadersSchema = z.object({
  'Idempotency-Key': idempotencyKeySchema.meta({
    description:
      'One key per checkout or payment attempt; a retry with the same key is answered, not repeated.',
  }),
});

/** 'cart.putItem' → 'CartPutItem'. */
function pascalName(routeName: string): string {
  return routeName
    .split(/[.\-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** Express `:id` to OpenAPI `{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, '{$1}');
}

function security(auth: RouteDefinition['auth']): oas31.SecurityRequirementObject[] {
  switch (auth) {
    case 'none':
      return [];
    case 'optional':
      return [{}, { bearerAuth: [] }];
    case 'required':
    case 'staff':
      return [{ bearerAuth: [] }];
  }
}

/** The headers of a route: section 7's under `/api/`, the idempotency key, and the route's own. */
function headersOf(route: RouteDefinition): z.ZodObject | undefined {
  const shapes = [
    ...(route.path.startsWith('/api/') ? [shopHeadersSchema.shape] : []),
    ...(route.idempotencyKey === true ? [idempotencyHeadersSchema.shape] : []),
    ...(route.headers instanceof z.ZodObject ? [route.headers.shape] : []),
  ];
  return shapes.length === 0 ? undefined : z.object(Object.assign({}, ...shapes));
}

/** Raw bytes are described by their media types alone, without a schema. */
const mediaTypes = (types: readonly string[]) => Object.fromEntries(types.map((type) => [type, {}]));

function operationOf(
  operationId: string,
  route: RouteDefinition,
  named: (schema: z.ZodType, id: string) => z.ZodType,
): ZodOpenApiOperationObject {
  const base = pascalName(operationId);
  const headers = headersOf(route);
  const success: ZodOpenApiResponseObject =
    route.fileAnswer === undefined
      ? {
          description: route.summary,
          content: { 'application/json': { schema: named(route.response, `${base}Response`) } },
        }
      : {
          description: route.summary,
          headers: {
            'Content-Disposition': {
              description: 'attachment, with the name the file was sent with',
              schema: { type: 'string' },
            },
          },
          content: mediaTypes(route.fileAnswer),
        };
  return {
    operationId,
    summary: route.summary,
    tags: [route.area],
    requestParams: {
      ...(route.params instanceof z.ZodObject ? { path: route.params } : {}),
      ...(route.query instanceof z.ZodObject ? { query: route.query } : {}),
      ...(headers === undefined ? {} : { header: headers }),
    },
    ...(route.request === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: named(route.request, `${base}Request`) } },
          },
        }),
    ...(route.fileBody === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            description: 'The file itself, as it is (not JSON, not a form)',
            content: mediaTypes(route.fileBody),
          },
        }),
    security: security(route.auth),
    responses: {
      [String(route.successStatus ?? 200)]: success,
      ...(route.path.startsWith('/api/')
        ? {
            default: {
              description:
                'An error envelope: status error, the HTTP code, a message and the fields at fault',
              content: { 'application/json': { schema: errorEnvelopeSchema } },
            },
          }
        : {}),
    },
    'x-tirage-auth': route.auth,
    ...(route.crawlerBlocked === true ? { 'x-tirage-crawler-blocked': true } : {}),
    ...(route.withoutToken === true ? { 'x-tirage-without-token': true } : {}),
  };
}

/**
 * The OpenAPI 3.1 document of the given routes, built by zod-openapi from the contract's own
 * schemas: requests as the client writes them, answers as the server sends them, each route's body
 * and answer a component named after the route (`CartCheckoutRequest`, `CartCheckoutResponse`).
 */
export function buildOpenApiDocument(
  routes: Readonly<Record<string, RouteDefinition>>,
  info: OpenApiDocument['info'] = { title: 'Tirage shop API', version: '1.0.0' },
): OpenApiDocument {
  const schemas = new Map<string, z.ZodType>(Object.entries(SHARED_COMPONENTS));
  const ids = new Map<z.ZodType, string>([...schemas].map(([id, schema]) => [schema, id]));
  // A schema two routes share keeps the first route's name.
  const named = (schema: z.ZodType, id: string): z.ZodType => {
    if (!ids.has(schema)) {
      ids.set(schema, id);
      schemas.set(id, schema);
    }
    return schema;
  };

  const paths: ZodOpenApiPathsObject = {};
  for (const [operationId, route] of Object.entries(routes)) {
    const path = openApiPath(route.path);
    const item = paths[path] ?? {};
    const method = route.method.toLowerCase() as Lowercase<RouteDefinition['method']>;
    if (item[method] !== undefined) throw new Error(`Two routes for ${route.method} ${route.path}`);
    item[method] = operationOf(operationId, route, named);
    paths[path] = item;
  }

  // OpenAPI 3.1 has `jsonSchemaDialect`; zod-openapi passes it on, though its types leave it out.
  const head = { jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema' };
  const document = createDocument(
    {
      openapi: '3.1.0',
      info,
      ...head,
      paths,
      components: {
        schemas: Object.fromEntries(schemas),
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    { override: openAnswers },
  );
  return { ...document, ...head } as OpenApiDocument;
}

/**
 * zod writes the answer of a plain `z.object` as closed (its parse drops unknown keys); an answer
 * may gain fields without breaking a client, which ignores those it does not know, so it stays open.
 * Requests keep what their schemas say (`z.strictObject` refuses unknown keys).
 */
const openAnswers: CreateDocumentOptions['override'] = ({ jsonSchema, zodSchema, io }) => {
  const def = zodSchema._zod.def;
  if (io === 'output' && def.type === 'object' && def.catchall === undefined) {
    delete jsonSchema.additionalProperties;
  }
};
