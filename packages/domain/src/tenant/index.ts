export {
  type DomainConfig,
  normalizeHost,
  resolveTenant,
  type TenantId,
  type TenantResolutionInput,
} from './tenant.js';
