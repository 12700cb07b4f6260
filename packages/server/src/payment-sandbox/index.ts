export { createSandboxGateway } from './sandbox-gateway.js';
export { sandboxGatewayRoutes } from './sandbox-gateway.routes.js';
