import { buildOpenApiDocument, routes } from '@tirage/api-client/contract';
import type { ApiModule } from '../app.js';

/**
 * `GET /api/v1/openapi.json`: the whole contract as OpenAPI 3.1, routes not served yet
 * included, since it describes the API clients are written against. Built once, at mount.
 */
export const openApiRoutes: ApiModule = (api) => {
  const document = buildOpenApiDocument(routes);
  api.get('/openapi.json', (c) => c.json(document));
};
