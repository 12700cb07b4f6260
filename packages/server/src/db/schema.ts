// Written by `npm run db:types -w @tirage/server` from the migrations: do not edit.
// schema-types.test.ts fails when it no longer matches them.

import type { ColumnType } from "kysely";

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export type Int8 = ColumnType<string, bigint | number | string, bigint | number | string>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Numeric = ColumnType<string, number | string, number | string>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface Addresses {
  createdAt: Generated<Timestamp>;
  customerId: string;
  fields: Json;
  hasDeferredPayments: Generated<boolean>;
  id: Generated<string>;
  type: string;
  updatedAt: Generated<Timestamp>;
}

export interface ArtworkUploads {
  createdAt: Generated<Timestamp>;
  customerId: string;
  fileName: string;
  id: string;
  lineItemId: string;
  mediaType: string;
  orderId: string;
  preflightAttempts: Generated<number>;
  preflightCheckedAt: Timestamp | null;
  preflightClaimedUntil: Timestamp | null;
  preflightFindings: Generated<Json>;
  preflightStatus: Generated<string>;
  previewPages: Generated<number>;
  rejectionReason: string | null;
  reviewedAt: Timestamp | null;
  reviewedBy: string | null;
  sizeBytes: number;
  status: Generated<string>;
  storageKey: string;
  updatedAt: Generated<Timestamp>;
}

export interface BackgroundJobs {
  attempts: Generated<number>;
  completedAt: Timestamp | null;
  createdAt: Generated<Timestamp>;
  expireInS: number;
  id: Generated<string>;
  jobKey: string | null;
  lastError: string | null;
  name: string;
  payload: Generated<Json>;
  retryBackoff: boolean;
  retryDelayS: number;
  retryLimit: number;
  startAfter: Generated<Timestamp>;
  startedAt: Timestamp | null;
  state: Generated<string>;
}

export interface BankTransferMandates {
  acceptedAt: Timestamp;
  accountHolder: string;
  bic: string;
  clientAddress: string;
  customerId: string;
  iban: string;
  id: Generated<string>;
  mandateText: string;
  mandateVersion: string;
  orderId: string;
  paymentId: string;
}

export interface CartLines {
  cartId: string;
  createdAt: Timestamp;
  id: Generated<string>;
  input: Json;
  line: Json;
  position: Generated<Int8>;
  taxedCents: number;
  totalCents: number;
}

export interface Carts {
  anonymousId: string | null;
  billingAddress: Json | null;
  country: string;
  createdAt: Generated<Timestamp>;
  currency: string;
  customerId: string | null;
  id: Generated<string>;
  locale: string;
  shippingAddress: Json | null;
  status: Generated<string>;
  tenantCode: string;
  updatedAt: Generated<Timestamp>;
}

export interface ContentPages {
  createdAt: Generated<Timestamp>;
  id: string;
  path: string;
  payload: Json;
  updatedAt: Generated<Timestamp>;
}

export interface Currencies {
  code: string;
  isDefault: Generated<boolean>;
  unitsPerEuro: Numeric;
}

export interface Customers {
  company: string | null;
  createdAt: Generated<Timestamp>;
  defaultBillingAddressId: string | null;
  defaultShippingAddressId: string | null;
  email: string;
  emailVerifiedAt: Timestamp | null;
  externalId: string | null;
  firstName: string | null;
  id: Generated<string>;
  isPremium: Generated<boolean>;
  lastName: string | null;
  newClient: Generated<boolean>;
  newsletter: Generated<boolean>;
  passwordHash: string;
  premiumReason: string | null;
  updatedAt: Generated<Timestamp>;
  userCategory: number | null;
  vatNumber: string | null;
  verifiedEmail: string | null;
  walletCreditCents: Generated<number>;
  walletCurrency: Generated<string>;
}

export interface DesignAssets {
  anonymousId: string | null;
  byteSize: number;
  createdAt: Timestamp;
  customerId: string | null;
  heightPx: number;
  id: Generated<string>;
  mediaType: string;
  storageKey: string;
  tenantCode: string;
  widthPx: number;
}

export interface DesignDocuments {
  anonymousId: string | null;
  createdAt: Timestamp;
  customerId: string | null;
  document: Json;
  id: Generated<string>;
  productId: string;
  revision: Generated<number>;
  selectedAttributes: Json;
  tenantCode: string;
  updatedAt: Timestamp;
}

export interface DesignTemplates {
  createdAt: Generated<Timestamp>;
  format: string | null;
  id: string;
  name: string;
  productId: string;
  sortIndex: Generated<number>;
  tags: Generated<Json>;
  thumbnailPath: string;
}

export interface EmailVerifications {
  createdAt: Generated<Timestamp>;
  customerId: string;
  email: string;
  expiresAt: Timestamp;
  id: Generated<string>;
  tokenHash: string;
  usedAt: Timestamp | null;
}

export interface IdempotencyKeys {
  createdAt: Generated<Timestamp>;
  customerId: string;
  fingerprint: string;
  key: string;
  operation: string;
  response: Json;
  statusCode: number;
}

export interface LegacyOrderLines {
  attributes: Generated<string>;
  orderNumber: string;
  position: number;
  productName: string;
  quantity: Numeric;
  tenantCode: string;
  totalExclCents: number;
  totalInclCents: number;
}

export interface LegacyOrders {
  billingAddress: string | null;
  currency: string;
  customerEmail: string;
  importedAt: Generated<Timestamp>;
  orderNumber: string;
  placedOn: Timestamp;
  shippingAddress: string | null;
  status: string;
  tenantCode: string;
  totalExclCents: number;
  totalInclCents: number;
}

export interface LegacyPaths {
  pageId: string;
  path: string;
}

export interface LoginAsSessions {
  createdAt: Generated<Timestamp>;
  customerId: string;
  endedAt: Timestamp | null;
  expiresAt: Timestamp;
  id: string;
  staffId: string;
  staffSessionId: string;
}

export interface LossLeaders {
  createdAt: Generated<Timestamp>;
  key: string;
  productId: string;
  productionTime: string;
  promocodeId: string;
  quantity: Numeric;
  selectedAttributes: Json;
  selectedPriority: string;
}

export interface MailOutbox {
  attempts: Generated<number>;
  claimedUntil: Timestamp | null;
  createdAt: Generated<Timestamp>;
  htmlBody: string | null;
  id: Generated<string>;
  lastError: string | null;
  recipient: string;
  sentAt: Timestamp | null;
  status: Generated<string>;
  subject: string;
  textBody: string;
}

export interface OrderEdits {
  createdAt: Generated<Timestamp>;
  id: Generated<string>;
  input: Json;
  line: Json;
  lineId: string;
  orderId: string;
  refererUrl: string;
  status: Generated<string>;
  taxedCents: number;
  totalCents: number;
}

export interface Orders {
  billingAddress: Json | null;
  cartId: string;
  checkout: Json;
  createdAt: Generated<Timestamp>;
  currency: string;
  customerId: string;
  id: Generated<string>;
  lines: Json;
  orderNumber: string;
  paidCents: Generated<number>;
  paymentMethod: string | null;
  shippingAddress: Json | null;
  status: Generated<string>;
  taxedCents: number;
  tenantCode: string;
  totalCents: number;
  updatedAt: Generated<Timestamp>;
}

export interface PasswordResets {
  createdAt: Generated<Timestamp>;
  customerId: string;
  expiresAt: Timestamp;
  id: Generated<string>;
  tokenHash: string;
  usedAt: Timestamp | null;
}

export interface Payments {
  amountCents: number;
  createdAt: Generated<Timestamp>;
  currency: string;
  failure: string | null;
  failureDetail: string | null;
  gateway: string | null;
  gatewayTransactionId: string | null;
  id: Generated<string>;
  idempotencyKey: string | null;
  method: string;
  orderId: string;
  status: string;
  updatedAt: Generated<Timestamp>;
}

export interface ProductCustomConfigs {
  createdAt: Generated<Timestamp>;
  key: string;
  productConfigurationId: string | null;
  selection: string;
}

export interface ProductRestocks {
  arrivesOn: Timestamp;
  id: Generated<Int8>;
  quantity: number;
  stockId: Int8;
}

export interface Products {
  createdAt: Generated<Timestamp>;
  id: string;
  mcpSku: string;
  payload: Json;
  updatedAt: Generated<Timestamp>;
}

export interface ProductStock {
  attributes: Generated<Json>;
  id: Generated<Int8>;
  mcpSku: string;
  onHand: number;
}

export interface Promotions {
  campaignParameter: string | null;
  code: string;
  createdAt: Generated<Timestamp>;
  customerTarget: string | null;
  discountCents: number | null;
  discountCurrency: string | null;
  discountKind: string;
  discountPercent: Numeric | null;
  filterDateEnd: Timestamp;
  filterDateStart: Timestamp;
  id: string;
  label: string;
  priority: Generated<number>;
  productIds: string[] | null;
  updatedAt: Generated<Timestamp>;
}

export interface RateLimits {
  expire: Int8 | null;
  key: string;
  points: Generated<number>;
}

export interface RefreshTokens {
  createdAt: Generated<Timestamp>;
  customerId: string;
  expiresAt: Timestamp;
  id: Generated<string>;
  revokedAt: Timestamp | null;
  sessionId: string;
  tokenHash: string;
}

export interface SandboxGatewayClientTokens {
  createdAt: Timestamp;
  customerReference: string | null;
  id: string;
}

export interface SandboxGatewayNonces {
  brand: string;
  consumedAt: Timestamp | null;
  createdAt: Timestamp;
  customerReference: string | null;
  expiry: string | null;
  kind: string;
  last4: string | null;
  nonce: string;
  outcome: string;
  threeDs: string;
  vault: Generated<boolean>;
}

export interface SandboxGatewaySavedMethods {
  createdAt: Timestamp;
  customerReference: string;
  isDefault: Generated<boolean>;
  kind: string;
  label: string;
  token: string;
}

export interface SandboxGatewayTransactions {
  amountCents: number;
  createdAt: Timestamp;
  currency: string;
  id: string;
  nonce: string;
  orderNumber: string;
  reference: string;
  status: string;
}

export interface SavedDesigns {
  createdAt: Generated<Timestamp>;
  customerId: string;
  id: Generated<string>;
  name: string;
  position: Generated<Int8>;
  productConfigurationId: string;
  selection: string;
  tenantCode: string;
  updatedAt: Generated<Timestamp>;
}

export interface SchemaMigrations {
  appliedAt: Generated<Timestamp>;
  id: string;
}

export interface ShopAssets {
  createdAt: Generated<Timestamp>;
  fileName: string;
  id: string;
  mediaType: string;
  sizeBytes: number;
  staffId: string | null;
  storageKey: string;
}

export interface StaffActions {
  at: Generated<Timestamp>;
  customerId: string | null;
  id: Generated<Int8>;
  loginAsSessionId: string | null;
  method: string;
  path: string;
  staffId: string;
  status: number;
}

export interface StaffMembers {
  createdAt: Generated<Timestamp>;
  displayName: string;
  email: string;
  id: Generated<string>;
  passwordHash: string;
}

export interface StaffSessions {
  createdAt: Generated<Timestamp>;
  expiresAt: Timestamp;
  id: string;
  revokedAt: Timestamp | null;
  staffId: string;
}

export interface TenantHosts {
  host: string;
  isDefault: Generated<boolean>;
  tenantCode: string;
}

export interface Tenants {
  baseUrl: string | null;
  code: string;
  createdAt: Generated<Timestamp>;
  currencies: Generated<string[]>;
  defaultCurrency: Generated<string>;
  domain: string;
  domainConfig: Json | null;
  id: Generated<string>;
  locale: Generated<string>;
  rulesVersion: Generated<number>;
  shopRules: Generated<Json>;
  timeZone: Generated<string>;
  trackingId: string | null;
}

export interface VisitorSessions {
  activeCurrency: string | null;
  createdAt: Generated<Timestamp>;
  customTenant: string | null;
  id: string;
  tenantCode: string;
  trackingId: string | null;
  updatedAt: Generated<Timestamp>;
}

export interface WalletMovements {
  amountCents: number;
  createdAt: Generated<Timestamp>;
  currency: string;
  customerId: string;
  id: Generated<string>;
  kind: string;
  note: string | null;
  orderId: string | null;
  paymentId: string | null;
  position: Generated<Int8>;
}

export interface DB {
  addresses: Addresses;
  artworkUploads: ArtworkUploads;
  backgroundJobs: BackgroundJobs;
  bankTransferMandates: BankTransferMandates;
  cartLines: CartLines;
  carts: Carts;
  contentPages: ContentPages;
  currencies: Currencies;
  customers: Customers;
  designAssets: DesignAssets;
  designDocuments: DesignDocuments;
  designTemplates: DesignTemplates;
  emailVerifications: EmailVerifications;
  idempotencyKeys: IdempotencyKeys;
  legacyOrderLines: LegacyOrderLines;
  legacyOrders: LegacyOrders;
  legacyPaths: LegacyPaths;
  loginAsSessions: LoginAsSessions;
  lossLeaders: LossLeaders;
  mailOutbox: MailOutbox;
  orderEdits: OrderEdits;
  orders: Orders;
  passwordResets: PasswordResets;
  payments: Payments;
  productCustomConfigs: ProductCustomConfigs;
  productRestocks: ProductRestocks;
  products: Products;
  productStock: ProductStock;
  promotions: Promotions;
  rateLimits: RateLimits;
  refreshTokens: RefreshTokens;
  sandboxGatewayClientTokens: SandboxGatewayClientTokens;
  sandboxGatewayNonces: SandboxGatewayNonces;
  sandboxGatewaySavedMethods: SandboxGatewaySavedMethods;
  sandboxGatewayTransactions: SandboxGatewayTransactions;
  savedDesigns: SavedDesigns;
  schemaMigrations: SchemaMigrations;
  shopAssets: ShopAssets;
  staffActions: StaffActions;
  staffMembers: StaffMembers;
  staffSessions: StaffSessions;
  tenantHosts: TenantHosts;
  tenants: Tenants;
  visitorSessions: VisitorSessions;
  walletMovements: WalletMovements;
}
