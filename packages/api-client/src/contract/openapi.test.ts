import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, openApiPath } from './openapi.js';
import { routeList, routes } from './routes.js';
import * as z from './wire-zod.js';

const document = buildOpenApiDocument(routes);

/** Every `$ref` in a JSON value. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : refsOf(child),
  );
}

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1 document with JSON Schema 2020-12', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('has one operation per route, under its path and method', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      routeList.map((route) => `${route.method} ${openApiPath(route.path)}`).sort(),
    );
    for (const route of routeList) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()] as
        | { operationId: string }
        | undefined;
      expect(operation?.operationId).toBe(route.name);
    }
  });

  it('writes path parameters the OpenAPI way and declares each of them', () => {
    expect(openApiPath('/api/v1/cart/:id/checkout/')).toBe('/api/v1/cart/{id}/checkout/');
    for (const route of routeList) {
      const path = openApiPath(route.path);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const operation = document.paths[path]?.[route.method.toLowerCase()] as {
        parameters: { name: string; in: string; required: boolean }[];
      };
      const declared = operation.parameters.filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), route.name).toEqual(templated.sort());
      expect(declared.every((p) => p.required)).toBe(true);
    }
  });

  it('has components that survive a JSON round trip, with every reference resolved', () => {
    const json = JSON.parse(JSON.stringify(document)) as typeof document;
    expect(json).toEqual(document);
    for (const ref of refsOf(document)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
    }
    for (const schema of Object.values(document.components.schemas)) {
      expect(schema).not.toHaveProperty('$schema');
      expect(schema).not.toHaveProperty('$id');
    }
  });

  it('documents the wire rules: integer cents, strict requests, required headers', () => {
    const { schemas } = document.components;
    expect(schemas.Money).toMatchObject({
      properties: { centAmount: { type: 'integer' } },
      required: ['currencyCode', 'centAmount'],
    });
    expect(schemas.CartCheckoutRequest).toMatchObject({ additionalProperties: false });
    // An answer may gain fields: it is not closed as a request is.
    expect(schemas.CartCheckoutResponse).not.toHaveProperty('additionalProperties');
    // Texts carry the check that refuses NUL and lone surrogates; their other rules still show.
    expect(schemas.AuthLoginRequest).toMatchObject({
      properties: {
        email: { type: 'string', format: 'email', maxLength: 254 },
        password: { type: 'string', minLength: 1, maxLength: 200 },
      },
    });
    const checkout = document.paths['/api/v1/cart/{id}/checkout/']?.post as {
      parameters: { name: string; required: boolean }[];
      security: unknown[];
      responses: Record<string, unknown>;
    };
    expect(checkout.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'fe-x-tenant', required: true }),
        expect.objectContaining({ name: 'fe-x-active-currency', required: true }),
        expect.objectContaining({ name: 'Idempotency-Key', required: true }),
      ]),
    );
    // OpenAPI reads a parameter without `required` as optional.
    expect(checkout.parameters.find((p) => p.name === 'tracking-id')?.required ?? false).toBe(false);
    expect(checkout.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(checkout.responses)).toEqual(['201', 'default']);
  });

  it('marks crawler-blocked calls and leaves build files without shop headers', () => {
    const quote = document.paths['/api/v1/product/quote/']?.post as Record<string, unknown>;
    expect(quote['x-tirage-crawler-blocked']).toBe(true);
    const latest = document.paths['/builds/latest.json']?.get as {
      parameters: unknown[];
      security: unknown[];
    };
    expect(latest.parameters).toEqual([]);
    expect(latest.security).toEqual([]);
  });

  it('describes file bodies and file answers by their media types, not as JSON', () => {
    const upload = document.paths['/api/v1/order/{orderId}/item/{lineItemId}/artwork/']?.put as {
      requestBody: { content: Record<string, unknown> };
      responses: Record<string, unknown>;
    };
    expect(Object.keys(upload.requestBody.content)).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/tiff',
      'application/octet-stream',
    ]);
    expect(Object.keys(upload.responses)).toEqual(['201', 'default']);
    const download = document.paths['/api/v1/order/{orderId}/artwork/{uploadId}/file']?.get as {
      responses: Record<string, { content: Record<string, unknown>; headers?: Record<string, unknown> }>;
    };
    expect(Object.keys(download.responses['200']?.content ?? {})).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/tiff',
    ]);
    expect(download.responses['200']?.headers).toHaveProperty('Content-Disposition');
    expect(document.components.schemas).not.toHaveProperty('ArtworkDownloadResponse');
  });

  it('is the same document every time it is built', () => {
    expect(JSON.stringify(buildOpenApiDocument(routes))).toBe(JSON.stringify(document));
  });

  it("is valid OpenAPI 3.1 by the specification's own schemas, every reference resolved", async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is checked by a validator that refuses a broken document or a dangling reference', async () => {
    const copy = () => JSON.parse(JSON.stringify(document));
    const withoutPlace = copy();
    withoutPlace.paths['/api/v1/product/quote/'].post.parameters.push({ name: 'zip' });
    expect((await new Validator().validate(withoutPlace)).valid).toBe(false);
    const dangling = copy();
    dangling.paths['/api/v1/product/quote/'].post.responses.default.content['application/json'].schema.$ref =
      '#/components/schemas/Nowhere';
    const result = await new Validator().validate(dangling);
    expect(result.valid).toBe(false);
    expect(JSON.stringify(result.errors)).toContain('Nowhere');
  });

  it('lists every route with its parameters, body, success answer and error envelope', () => {
    const keys = (schema: z.ZodType | undefined) =>
      schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
    const resolves = (ref: unknown) =>
      typeof ref === 'string' &&
      document.components.schemas[ref.replace('#/components/schemas/', '')] !== undefined;
    for (const route of routeList) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()] as {
        parameters?: { name: string; in: string }[];
        requestBody?: { content: Record<string, { schema?: { $ref?: string } }> };
        responses: Record<string, { content: Record<string, { schema?: { $ref?: string } }> }>;
      };
      const parameters = (place: string) =>
        (operation.parameters ?? [])
          .filter((p) => p.in === place)
          .map((p) => p.name)
          .sort();
      expect(parameters('path'), route.name).toEqual(keys(route.params));
      expect(parameters('query'), route.name).toEqual(keys(route.query));
      expect(parameters('header'), route.name).toEqual(expect.arrayContaining(keys(route.headers)));
      if (route.path.startsWith('/api/')) {
        expect(parameters('header'), route.name).toEqual(
          expect.arrayContaining(['fe-x-active-currency', 'fe-x-tenant', 'tracking-id']),
        );
        expect(operation.responses.default?.content['application/json']?.schema?.$ref, route.name).toBe(
          '#/components/schemas/ErrorEnvelope',
        );
      }

      const body = operation.requestBody?.content;
      if (route.request !== undefined)
        expect(resolves(body?.['application/json']?.schema?.$ref), route.name).toBe(true);
      else if (route.fileBody !== undefined)
        expect(Object.keys(body ?? {}), route.name).toEqual(route.fileBody);
      else expect(body, route.name).toBeUndefined();

      const success = operation.responses[String(route.successStatus ?? 200)]?.content;
      if (route.fileAnswer !== undefined)
        expect(Object.keys(success ?? {}), route.name).toEqual(route.fileAnswer);
      else expect(resolves(success?.['application/json']?.schema?.$ref), route.name).toBe(true);
    }
  });
});
