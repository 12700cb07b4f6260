export {
  type DomainConfig,
  normalizeHost,
  parseCustomTenant,
  resolveTenant,
  type TenantId,
  type TenantResolutionInput,
  withCustomTenant,
} from './tenant.js';
