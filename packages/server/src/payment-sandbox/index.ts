export { TEST_CARDS } from './sandbox-cards.js';
export { createSandboxGateway } from './sandbox-gateway.js';
export { type SandboxGatewayRouteOptions, sandboxGatewayRoutes } from './sandbox-gateway.routes.js';
export {
  CLIENT_TOKEN_LIFETIME,
  createSandboxRecords,
  NONCE_LIFETIME,
  type SandboxDeps,
  type SandboxRecords,
} from './sandbox-records.js';
