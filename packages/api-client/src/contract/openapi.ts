import { CURRENCIES } from '@tirage/domain';
import { cartSchema, lineItemSchema } from './cart.js';
import { addressSchema, customerSchema } from './customer.js';
import { errorEnvelopeSchema } from './envelope.js';
import { HEADER, TENANTS } from './headers.js';
import { orderSchema } from './order.js';
import type { RouteDefinition } from './routes.js';
import { moneySchema } from './wire-primitives.js';
import * as z from './wire-zod.js';

type JsonSchema = Record<string, unknown>;

/** An OpenAPI 3.1 document, typed only as deep as its builder needs. */
export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description?: string };
  readonly jsonSchemaDialect: string;
  readonly paths: Record<string, Record<string, unknown>>;
  readonly components: {
    readonly schemas: Record<string, JsonSchema>;
    readonly securitySchemes: Record<string, unknown>;
  };
}

/** Shapes used by many routes get one component each, so the document reads like the model. */
const SHARED_COMPONENTS: readonly (readonly [string, z.ZodType])[] = [
  ['Money', moneySchema],
  ['Address', addressSchema],
  ['LineItem', lineItemSchema],
  ['Cart', cartSchema],
  ['Order', orderSchema],
  ['Customer', customerSchema],
  ['ErrorEnvelope', errorEnvelopeSchema],
];

const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

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

/** The properties of an object schema, as (name, schema, required) for parameters. */
function objectProperties(schema: JsonSchema): { name: string; schema: JsonSchema; required: boolean }[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}

function commonHeaderParameters(route: RouteDefinition): unknown[] {
  const parameters: unknown[] = [
    { name: HEADER.tenant, in: 'header', required: true, schema: { type: 'string', enum: [...TENANTS] } },
    {
      name: HEADER.activeCurrency,
      in: 'header',
      required: true,
      schema: { type: 'string', enum: [...CURRENCIES] },
    },
    { name: HEADER.trackingId, in: 'header', required: false, schema: { type: 'string' } },
  ];
  if (route.idempotencyKey === true) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description:
        'One key per checkout or payment attempt; a retry with the same key is answered, not repeated.',
      schema: { type: 'string', format: 'uuid' },
    });
  }
  return parameters;
}

function security(auth: RouteDefinition['auth']): unknown[] {
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

/**
 * Builds the OpenAPI 3.1 document of the given routes. OpenAPI 3.1 schemas are JSON Schema
 * 2020-12, which is zod's default target, so every request and answer schema is converted by
 * `z.toJSONSchema` with references between components under `#/components/schemas/`.
 */
export function buildOpenApiDocument(
  routes: Readonly<Record<string, RouteDefinition>>,
  info: OpenApiDocument['info'] = { title: 'Tirage shop API', version: '1.0.0' },
): OpenApiDocument {
  // A fresh registry per document: names are the document's, and nothing leaks between builds.
  const registry = z.registry<{ id: string }>();
  const named = new Map<z.ZodType, string>();
  const name = (schema: z.ZodType, id: string): string => {
    const existing = named.get(schema);
    if (existing !== undefined) return existing;
    named.set(schema, id);
    registry.add(schema, { id });
    return id;
  };
  for (const [id, schema] of SHARED_COMPONENTS) name(schema, id);

  const operations: { name: string; route: RouteDefinition; body?: string; answer: string }[] = [];
  for (const [routeName, route] of Object.entries(routes)) {
    const base = pascalName(routeName);
    operations.push({
      name: routeName,
      route,
      ...(route.request === undefined ? {} : { body: name(route.request, `${base}Request`) }),
      // A file answer has no JSON schema: its media types stand for it.
      answer: route.fileAnswer === undefined ? name(route.response, `${base}Response`) : '',
    });
  }

  // Requests are read as the client writes them; no schema here transforms, so one pass fits answers too.
  const { schemas: converted } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const schemas: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(converted)) {
    // Components live inside the document: no dialect or identifier of their own.
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
    schemas[id] = rest;
  }

  const paths: Record<string, Record<string, unknown>> = {};
  for (const { name: operationId, route, body, answer } of operations) {
    const parameters = [
      ...objectProperties(inlineSchema(route.params)).map((p) => ({ ...p, in: 'path', required: true })),
      ...objectProperties(inlineSchema(route.query)).map((p) => ({ ...p, in: 'query' })),
      ...(route.path.startsWith('/api/') ? commonHeaderParameters(route) : []),
      ...objectProperties(inlineSchema(route.headers)).map((p) => ({ ...p, in: 'header' })),
    ];
    const operation: Record<string, unknown> = {
      operationId,
      summary: route.summary,
      tags: [route.area],
      parameters,
      security: security(route.auth),
      responses: {
        [String(route.successStatus ?? 200)]: successResponse(route, answer),
        ...(route.path.startsWith('/api/')
          ? {
              default: {
                description:
                  'An error envelope: status error, the HTTP code, a message and the fields at fault',
                content: { 'application/json': { schema: componentRef('ErrorEnvelope') } },
              },
            }
          : {}),
      },
      'x-tirage-auth': route.auth,
      ...(route.crawlerBlocked === true ? { 'x-tirage-crawler-blocked': true } : {}),
      ...(route.withoutToken === true ? { 'x-tirage-without-token': true } : {}),
    };
    if (body !== undefined) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: componentRef(body) } },
      };
    }
    if (route.fileBody !== undefined) {
      // OpenAPI 3.1 describes raw bytes by their media type alone, without a schema.
      operation.requestBody = {
        required: true,
        description: 'The file itself, as it is (not JSON, not a form)',
        content: Object.fromEntries(route.fileBody.map((type) => [type, {}])),
      };
    }
    const path = openApiPath(route.path);
    const item = paths[path] ?? {};
    const method = route.method.toLowerCase();
    if (method in item) throw new Error(`Two routes for ${route.method} ${route.path}`);
    item[method] = operation;
    paths[path] = item;
  }

  return {
    openapi: '3.1.0',
    info,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

/** A success answer: the envelope's component, or the file's media types for a file answer. */
function successResponse(route: RouteDefinition, answer: string): Record<string, unknown> {
  if (route.fileAnswer === undefined) {
    return {
      description: route.summary,
      content: { 'application/json': { schema: componentRef(answer) } },
    };
  }
  return {
    description: route.summary,
    headers: {
      'Content-Disposition': {
        description: 'attachment, with the name the file was sent with',
        schema: { type: 'string' },
      },
    },
    content: Object.fromEntries(route.fileAnswer.map((type) => [type, {}])),
  };
}

/** Parameters are listed one by one, so their object schema is converted inline. */
function inlineSchema(schema: z.ZodType | undefined): JsonSchema {
  if (schema === undefined) return {};
  return z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
}
