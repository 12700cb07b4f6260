import type { RouteName } from '../routes.js';

/** A valid exchange for one route: what a client sends and what the server answers. */
export interface RouteExample {
  readonly request?: unknown;
  readonly query?: unknown;
  readonly params?: unknown;
  readonly headers?: unknown;
  readonly response: unknown;
}

const eur = (centAmount: number) => ({ currencyCode: 'EUR', centAmount });
const ok = (data: unknown, code = 200) => ({ status: 'success', code, data });

/** A shop's rules as the basic config and the back office carry them. */
const exampleShopRules = {
  cart: { maxLines: 15, maxTaxedCents: 10_000_000 },
  uploads: {
    maxFileBytes: 209_715_200,
    acceptedTypes: ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'],
  },
  fileCheckPriceCents: 490,
  countries: ['FR', 'BE', 'LU', 'MC'],
};

const address = {
  id: 'addr-1',
  type: 'shipping',
  country: 'FR',
  postalCode: '75011',
  firstName: 'Camille',
  lastName: 'Durand',
  company: 'Atelier Durand',
  street: '12 rue Oberkampf',
  streetComplement: null,
  city: 'Paris',
  phone: '+33 1 23 45 67 89',
  email: null,
  vatNumber: null,
};
const billingAddress = {
  ...address,
  id: 'addr-2',
  type: 'billing',
  vatNumber: 'FR12345678901',
  hasDeferredPayments: false,
};

const addressFields = {
  country: 'FR',
  postalCode: '75011',
  firstName: 'Camille',
  lastName: 'Durand',
  company: 'Atelier Durand',
  street: '12 rue Oberkampf',
  streetComplement: 'Bâtiment B',
  city: 'Paris',
  phone: '+33 1 23 45 67 89',
  email: 'camille@atelier-durand.fr',
  vatNumber: 'FR12345678901',
};

const artwork = {
  id: 'upl-1',
  orderId: 'ord-1',
  lineItemId: 'line-1',
  fileName: 'flyer recto.pdf',
  mediaType: 'application/pdf',
  sizeBytes: 2_457_600,
  status: 'received',
  rejectionReason: null,
  createdAt: '2026-11-18T09:12:00+01:00',
  preflight: {
    status: 'checked',
    findings: [
      {
        code: 'bleed.missing',
        severity: 'blocking',
        page: 1,
        measured: '0 mm',
        expected: '2 mm',
        message:
          'Fond perdu manquant (0 mm au lieu de 2 mm) : agrandissez le fond de 2 mm de chaque côté au-delà du format fini, sans rien d’important dans cette bande.',
      },
    ],
    previewUrls: [],
  },
};

const customer = {
  id: 'cus-1',
  email: 'camille@atelier-durand.fr',
  firstName: 'Camille',
  lastName: 'Durand',
  customerIsPremium: false,
  customerPremiumReason: null,
  customerExternalId: 'ERP-4411',
  company: 'Atelier Durand',
  vatNumber: 'FR12345678901',
  customerMetadata: { user_category: 1, user_subscriber_status: '1', user_newclient: true },
  customerAddresses: {
    shippingAddresses: [address],
    billingAddresses: [{ ...address, id: 'addr-2', type: 'billing' }],
    defaultShippingAddressId: 'addr-1',
    defaultBillingAddressId: 'addr-2',
  },
  customerHasWallet: true,
  customerWalletCredit: eur(5_000),
};

const merchantInfo = {
  merchantProductName: 'Flyers A5',
  productPageTitle: 'Flyers A5 pas chers',
  thumbnail: 'https://cdn.tirage.fr/thumbs/flyers-a5.png',
  merchantSku: 'FLY-A5',
  merchantVar: 'recto-verso',
  productFamily: 'flyers',
  productGroup: 'print',
  selectedAttributes: { format: 'A5', paper: 'couche-350' },
  pageId: 'page-flyers',
  fileFlow: { fileCheck: true, upload: 'upload' },
  attributesData: [{ key: 'paper', value: 'couche-350', label: 'Papier', valueLabel: 'Couché mat 350 g' }],
  selectedPriority: 'standard',
  selectedProductionTime: '48h',
  selectedDeliveryOption: 'standard',
  deliveryDateWithFallback: '27-11-2026',
  merchantAttributes: { finish: 'none' },
  instructionFileUrl: 'https://cdn.tirage.fr/guides/flyers-a5.pdf',
  enabledTemplate: true,
  fscCertified: true,
  noPrinting: false,
  selectedUploadType: 'upload',
  designId: 'design-9',
  designPreviewUrl: 'https://cdn.tirage.fr/designs/design-9.png',
  preConfiguredUrl: '/flyers/?preconfigured=eyJ4IjoxfQ',
  recommendationId: 'rec-1',
  searchId: 'search-1',
};

const lineItemInput = {
  currencyCode: 'EUR',
  services: [
    { key: 'SVC-pixart-artwork-docreview', serviceAttributes: { inputText: 'Vérifier les marges' } },
  ],
  shipTo: { country: 'FR', postalCode: '75011' },
  uploadedFiles: [{ fileId: 'file-1', fileName: 'flyer-recto.pdf', pageCount: 2 }],
  jobName: 'Salon 2026',
  userNotes: 'Livrer au stand B12',
  mcpProdName: 'Flyers A5',
  productId: 'prod-flyers',
  mcpSku: 'FLY-A5',
  variantSKU: 'FLY-A5-350',
  productConfig: {
    configurationId: 'conf-1',
    configurationGraph: { mcpSku: 'FLY-A5', entryId: 'e-1', productSku: 'p-1', variant: 'v-1', version: '3' },
    selectedAttributes: { format: 'A5', paper: 'couche-350' },
    productionTime: '48h',
    deliveryOption: 'standard',
    promoCode: 'BF25',
  },
  promisedArrivalDate: '27-11-2026',
  quantity: 500,
  merchantInfo,
  mcpFulfillmentAttributes: {
    multiArtworkSetsNumber: 2,
    multiArtworkDetails: [
      { name: 'Recto', quantity: 250, numberOfRolls: 1 },
      { name: 'Verso', quantity: 250.5 },
    ],
  },
};

const lineItem = {
  id: 'line-1',
  productId: 'prod-flyers',
  mcpSku: 'FLY-A5',
  variantSKU: 'FLY-A5-350',
  productName: 'Flyers A5',
  price: eur(2_500),
  taxRate: 20,
  taxedTotalPriceWithServices: eur(3_588),
  services: [
    {
      key: 'SVC-pixart-artwork-docreview',
      unitPrice: eur(490),
      taxRate: 20,
      serviceAttributes: { inputText: null },
    },
  ],
  quantity: 500,
  jobName: 'Salon 2026',
  merchantInfo,
  mcpDocsSource: 'upload',
  documentPreferences: { fileCheck: true, uploadedFiles: ['file-1'] },
  lineItemCreationTimestamp: '2026-11-22T09:30:00+01:00',
  isFileCheckEditable: true,
  isMultiArtwork: false,
  multiArtworkSetsNumber: 0,
  multiArtworkDetails: [],
};

const cart = {
  id: 'cart-1',
  currencyCode: 'EUR',
  lineItems: { 'line-1': lineItem },
  totalPrice: eur(2_990),
  taxedPrice: eur(3_588),
  shippingAddress: address,
  billingAddress,
};

const order = {
  id: 'ord-1',
  orderNumber: '100245',
  status: 'paid',
  createdAt: '2026-11-22T10:00:00Z',
  lineItems: [lineItem],
  shippingAddress: address,
  billingAddress,
  totalPrice: eur(2_990),
  taxedPrice: eur(3_588),
  pendingAmountDetails: { taxedTotal: eur(0) },
  payments: [
    { id: 'pay-1', method: 'card', amount: eur(3_588), status: 'paid', createdAt: '2026-11-22T10:01:00Z' },
  ],
  currencyCode: 'EUR',
  isDeferredPayment: false,
  hasWalletPayment: false,
  allowedPaymentMethods: ['card', 'paypal', 'wallet'],
  bankTransfer: null,
};

const bankTransferToOrder = {
  accountHolder: 'Tirage SAS',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
  reference: '100245',
  amount: eur(3_588),
};

const grant = {
  token_type: 'Bearer',
  access_token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig',
  expires_in: 86_400,
  refresh_token: 'refresh-abc',
  refresh_expires_in: 604_800,
  user: {
    id: 'cus-1',
    email: 'camille@atelier-durand.fr',
    firstName: 'Camille',
    user_category: 1,
    scopes: ['customer'],
  },
};

const customConfig = {
  selectedAttributes: { format: 'A5', paper: 'couche-350' },
  quantity: 1000,
  productionTime: '48h',
  selectedPriority: 'express',
  uploadType: 'upload',
  fileCheck: false,
  jobName: 'Newsletter novembre',
};

const legacyOrder = {
  orderNumber: 'CMD-2019-00042',
  placedOn: '14-03-2019',
  status: 'Livrée',
  lineItems: [
    {
      productName: 'Flyers A5',
      quantity: 2500,
      attributes: 'A5, couché brillant 135 g, recto verso',
      totalPrice: eur(12_450),
      taxedPrice: eur(14_940),
    },
    {
      productName: 'Cartes de visite',
      quantity: 500,
      attributes: '85 × 55 mm, 350 g mat',
      totalPrice: eur(6_000),
      taxedPrice: eur(7_200),
    },
  ],
  shippingAddress: 'Atelier Durand\n12 rue Oberkampf\n75011 Paris\nFrance',
  billingAddress: null,
  totalPrice: eur(18_450),
  taxedPrice: eur(22_140),
  currencyCode: 'EUR',
};

const savedDesign = {
  id: 'des-1',
  name: 'Flyers salon du livre',
  productConfigurationId: 'conf-1',
  productName: 'Flyers',
  productPath: '/flyers/',
  imageUrl: '/assets/products/flyers.svg',
  config: customConfig,
  createdAt: '2026-11-20T09:30:00Z',
  updatedAt: '2026-11-21T17:05:00Z',
};

const designDocument = {
  version: 1,
  format: {
    trimWidthMm: 148,
    trimHeightMm: 210,
    bleedMm: 2,
    safeMarginMm: 3,
    shape: 'rectangle',
    cornerRadiusMm: 0,
    sides: ['recto'],
  },
  pages: [
    {
      side: 'recto',
      background: '#fdf6e3',
      objects: [
        {
          kind: 'text',
          id: 'title',
          x: 14,
          y: 20,
          width: 120,
          height: 24,
          rotation: 0,
          text: 'Salon du livre',
          font: 'Lora',
          sizePt: 36,
          colour: '#1d3557',
          align: 'center',
          bold: true,
          italic: false,
        },
      ],
    },
  ],
  assets: [],
};
const designDocumentId = '6f1d3c0e-2b7a-4e55-9a61-0c2f4b8d9e10';
const storedDesignDocument = {
  id: designDocumentId,
  productId: 'flyers',
  selectedAttributes: { format: 'a5', sides: 'recto' },
  document: designDocument,
  revision: 2,
  createdAt: '2026-11-20T09:30:00Z',
  updatedAt: '2026-11-21T17:05:00Z',
};
const saveDesignDocument = {
  productId: 'flyers',
  selectedAttributes: { format: 'a5', sides: 'recto' },
  document: designDocument,
  anonymousUserId: '0b8f5c1e-7d2a-4c3b-9e8f-1a2b3c4d5e6f',
};

const productConfiguration = {
  configurationId: 'conf-1',
  mcpSku: 'FLY-A5',
  cimCommSku: null,
  cimCommVar: null,
  productName: 'Flyers A5',
  ctoolsId: null,
  productGroups: ['print'],
  productFamilies: ['flyers'],
  fscCertified: true,
  unitPrice: eur(5),
  noPrinting: false,
  designExperience: true,
  humanDesignService: true,
  templateDisabled: false,
  madeFromStock: false,
  printOnDemand: null,
  imageUrl: '/assets/products/flyers.svg',
  locationId: null,
  configurationGraph: { mcpSku: 'FLY-A5', entryId: 'e-1', productSku: 'p-1', variant: 'v-1', version: '3' },
  attributes: [
    {
      key: 'paper',
      label: 'Papier',
      info: null,
      sortIndex: 1,
      hidden: false,
      selectedValue: 'couche-350',
      options: [{ value: 'couche-350', label: 'Couché mat 350 g', info: null }],
    },
  ],
  priceOptions: {
    type: 'listOfRanges',
    minimum: 100,
    maximum: 10_000,
    increment: 100,
    availableOptions: [],
    enabledPrices: { deliverySpeed: ['standard', 'express'], productionTime: ['48h'] },
    htsCode: '4911.10',
  },
  features: {
    Quantity: { availableOptions: [100, 250, 500], selected: 500 },
    'Quantity for Multiartwork': null,
    'Production Time': { availableOptions: ['48h'], selected: '48h' },
  },
  validProductionTimes: [{ key: '48h', label: '48 heures' }],
  productCustomization: {
    selectedAttributes: { format: 'A5', paper: 'couche-350' },
    selectedProductFileFlow: { fileCheck: true, upload: 'upload' },
    selectedQuantityModel: { list: [100, 250, 500], mode: 'free', defaultValue: 500 },
    selectedPriorityModel: { list: ['standard', 'express'], defaultValue: 'standard' },
  },
};

const session = {
  domainTenant: 'fr',
  customTenant: null,
  userDomain: 'www.tirage.fr',
  activeCurrency: 'EUR',
  isLoggedInAs: false,
  trackingId: 'trk-42',
  anonymousUserId: '3f2c8a4e-5b1d-4c6e-9a7f-1e2d3c4b5a69',
  cartId: 'cart-1',
};

/** A landing page as staff edit it, and a draft of it. */
const staffLandingDraft = {
  title: 'Black Friday',
  body: '-25 % sur tout le site.',
  landing: {
    promotionId: 'promo-black-friday-2026',
    blocks: [{ kind: 'text', text: 'Tout le catalogue à -25 %.' }],
  },
  updatedAt: '2026-11-20T09:00:00Z',
};
const staffLandingPage = {
  id: 'landing-black-friday',
  path: '/black-friday/',
  layout: 'landing',
  ...staffLandingDraft,
};

/** One valid exchange per route; the tests parse every one and mutate the requests. */
export const routeExamples: Record<RouteName, RouteExample> = {
  'auth.login': {
    request: { email: 'camille@atelier-durand.fr', password: 'correct horse' },
    response: ok(grant),
  },
  'auth.refreshToken': {
    headers: { authorization: 'Bearer refresh-abc' },
    request: {},
    response: ok({
      token_type: 'Bearer',
      access_token: 'new-access',
      expires_in: 86_400,
      refresh_token: null,
      refresh_expires_in: null,
    }),
  },
  'auth.logout': { request: { refresh_token: 'refresh-abc' }, response: ok({ loggedOut: true }) },
  'admin.login': {
    request: { email: 'marie@tirage.example', password: 'correct horse' },
    response: ok({
      token_type: 'Bearer',
      access_token: 'staff-access',
      expires_in: 43_200,
      staff: { id: 'st-1', email: 'marie@tirage.example', displayName: 'Marie Conseil' },
    }),
  },
  'admin.logout': { request: {}, response: ok({ loggedOut: true }) },
  'admin.me': { response: ok({ id: 'st-1', email: 'marie@tirage.example', displayName: 'Marie Conseil' }) },
  'admin.customers': {
    query: { q: 'durand' },
    response: ok({
      customers: [
        {
          id: 'cus-1',
          email: 'camille@atelier-durand.fr',
          firstName: 'Camille',
          lastName: 'Durand',
          company: 'Atelier Durand',
        },
      ],
    }),
  },
  'admin.failedJobs': {
    response: ok({
      jobs: [
        {
          id: '0d6c3f2a-5b1e-4c8e-9f3a-2b7d1e4c6a90',
          name: 'mail.send',
          attempts: 7,
          error: '421 4.7.0 Try again later',
          failedAt: '2026-03-04T09:15:00.000Z',
          createdAt: '2026-03-04T07:02:11.000Z',
        },
      ],
    }),
  },
  'admin.baseConfigs': {
    response: ok({
      tenants: [
        {
          code: 'fr',
          domain: 'localhost',
          baseUrl: 'http://localhost:3000',
          timeZone: 'Europe/Paris',
          hosts: ['localhost'],
          domainConfig: {
            indexable: true,
            default_iso2: 'FR',
            default_zipcode: '75001',
            base_locale: 'fr',
            locale: 'fr-FR',
            flag: 'fr',
            countries: ['FR', 'BE', 'LU', 'MC'],
            currency: 'EUR',
            file_check_price: 4.9,
          },
          rules: exampleShopRules,
          rulesVersion: 3,
        },
      ],
      exchangeRates: { EUR: 1, CHF: 0.94 },
      defaultHost: 'localhost',
    }),
  },
  'admin.saveShopRules': {
    params: { tenant: 'fr' },
    request: { rules: { ...exampleShopRules, cart: { maxLines: 10, maxTaxedCents: 5_000_000 } }, version: 3 },
    response: ok({
      tenant: 'fr',
      rules: { ...exampleShopRules, cart: { maxLines: 10, maxTaxedCents: 5_000_000 } },
      version: 4,
    }),
  },
  'admin.pages': {
    response: ok({
      pages: [
        {
          id: 'landing-black-friday',
          path: '/black-friday/',
          title: 'Black Friday',
          layout: 'landing',
          updatedAt: '2026-11-20T09:00:00Z',
        },
      ],
    }),
  },
  'admin.page': {
    params: { id: 'landing-black-friday' },
    response: ok(staffLandingPage),
  },
  'admin.previewPage': {
    params: { id: 'landing-black-friday' },
    request: staffLandingDraft,
    response: ok({
      id: 'landing-black-friday',
      path: '/black-friday/',
      title: 'Black Friday',
      layout: 'landing',
      seo: { title: 'Black Friday', description: '-25 % sur tout le site.', indexable: true },
      banners: [],
      blocks: [{ id: 'landing-black-friday-1', type: 'text', data: { text: 'Tout le catalogue à -25 %.' } }],
      productConfigurationId: null,
      offer: { start: '2026-11-16T00:00:00+01:00', end: '2026-11-30T23:59:59+01:00' },
      offerCampaign: 'black-friday',
      alternates: [],
    }),
  },
  'admin.savePage': {
    params: { id: 'landing-black-friday' },
    request: staffLandingDraft,
    response: ok({ ...staffLandingPage, updatedAt: '2026-11-21T10:00:00Z' }),
  },
  'admin.assets': {
    response: ok({
      assets: [
        {
          id: 'ast-1',
          fileName: 'bandeau noel.png',
          mediaType: 'image/png',
          sizeBytes: 48_213,
          url: '/api/v1/shop-assets/2d0c6c1e-1f47-4a8e-9d3e-6b1f0c2a9e11.png',
          createdAt: '2026-11-20T09:30:00Z',
        },
      ],
    }),
  },
  'admin.uploadAsset': {
    query: { fileName: 'bandeau noel.png' },
    response: ok(
      {
        id: 'ast-1',
        fileName: 'bandeau noel.png',
        mediaType: 'image/png',
        sizeBytes: 48_213,
        url: '/api/v1/shop-assets/2d0c6c1e-1f47-4a8e-9d3e-6b1f0c2a9e11.png',
        createdAt: '2026-11-20T09:30:00Z',
      },
      201,
    ),
  },
  'admin.removeAsset': { params: { id: 'ast-1' }, response: ok({ assets: [] }) },
  'shopAssets.file': {
    params: { file: '2d0c6c1e-1f47-4a8e-9d3e-6b1f0c2a9e11.png' },
    response: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
  },
  'admin.loginAsUser': {
    request: { customerEmail: 'camille@atelier-durand.fr' },
    response: ok({ ...grant, refresh_token: null, refresh_expires_in: null }),
  },
  'order.get': { params: { id: 'ord-1' }, response: ok(order) },
  'order.getByNumber': { params: { orderNumber: '100245' }, response: ok(order) },
  'order.list': {
    query: { page: '2', perPage: '1' },
    response: ok({
      orders: [
        {
          id: 'ord-1',
          orderNumber: '100245',
          status: 'paid',
          createdAt: '2026-11-22T10:00:00Z',
          lineItemCount: 1,
          totalPrice: eur(2_990),
          taxedPrice: eur(3_588),
          currencyCode: 'EUR',
        },
      ],
      page: 2,
      perPage: 1,
      total: 3,
    }),
  },
  'order.editItem': {
    request: {
      orderId: 'ord-1',
      lineItem: { ...lineItemInput, id: 'line-1' },
      refererUrl: '/espace-client/commandes/',
    },
    response: ok({
      orderEditId: 'edit-1',
      orderDto: { ...order, pendingAmountDetails: { taxedTotal: eur(1_200) } },
    }),
  },
  'order.finalizeEdit': { request: { orderId: 'ord-1', orderEditId: 'edit-1' }, response: ok(order) },
  'order.resetPaymentMethod': { request: { orderId: 'ord-1' }, response: ok(order) },
  'artwork.list': { params: { orderId: 'ord-1' }, response: ok({ uploads: [artwork] }) },
  'artwork.upload': {
    params: { orderId: 'ord-1', lineItemId: 'line-1' },
    query: { fileName: 'flyer recto.pdf' },
    response: ok(artwork, 201),
  },
  'artwork.remove': {
    params: { orderId: 'ord-1', uploadId: 'upl-1' },
    response: ok({
      uploads: [{ ...artwork, id: 'upl-2', status: 'rejected', rejectionReason: 'Fond perdu absent' }],
    }),
  },
  'artwork.download': {
    params: { orderId: 'ord-1', uploadId: 'upl-1' },
    response: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]),
  },
  'admin.orderArtworks': {
    params: { orderNumber: 'TIR-100042' },
    response: ok({
      orderId: 'ord-1',
      orderNumber: 'TIR-100042',
      lines: [{ id: 'line-1', productName: 'Flyers', jobName: 'Salon 2027', designBrief: null }],
      uploads: [artwork],
    }),
  },
  'admin.downloadArtwork': {
    params: { orderNumber: 'TIR-100042', uploadId: 'upl-1' },
    response: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]),
  },
  'admin.artworkPreview': {
    params: { uploadId: 'upl-1', page: '1' },
    response: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
  },
  'admin.artworkReviews': {
    response: ok({
      reviews: [
        {
          orderId: 'ord-1',
          orderNumber: 'TIR-100042',
          line: { id: 'line-1', productName: 'Flyers', jobName: 'Salon 2027' },
          upload: artwork,
        },
      ],
    }),
  },
  'admin.reviewArtwork': {
    params: { uploadId: 'upl-1' },
    request: { decision: 'reject', reason: 'Le logo est pixellisé : envoyez-le en vectoriel.' },
    response: ok({
      orderId: 'ord-1',
      orderNumber: 'TIR-100042',
      line: { id: 'line-1', productName: 'Flyers', jobName: 'Salon 2027' },
      upload: {
        ...artwork,
        status: 'rejected',
        rejectionReason: 'Le logo est pixellisé : envoyez-le en vectoriel.',
      },
    }),
  },
  'artwork.preview': {
    params: { orderId: 'ord-1', uploadId: 'upl-1', page: '1' },
    response: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
  },
  'legacyOrder.list': {
    query: { page: '1', perPage: '10' },
    response: ok({
      orders: [
        {
          orderNumber: 'CMD-2019-00042',
          placedOn: '14-03-2019',
          status: 'Livrée',
          lineItemCount: 2,
          totalPrice: eur(18_450),
          taxedPrice: eur(22_140),
          currencyCode: 'EUR',
        },
      ],
      page: 1,
      perPage: 10,
      total: 1,
      emailVerified: true,
    }),
  },
  'legacyOrder.getByNumber': {
    params: { number: 'CMD-2019-00042' },
    response: ok(legacyOrder),
  },
  'legacyOrder.requestEmailVerification': {
    response: ok({ sentTo: 'camille@atelier-durand.fr' }),
  },
  'legacyOrder.confirmEmail': {
    request: { token: 'q3VtY2s5bWxhcmtfdGVzdF90b2tlbl9vZl80M19jaGFycw' },
    response: ok({ emailVerified: true }),
  },
  'customer.create': {
    request: {
      email: 'camille@atelier-durand.fr',
      password: 'correct horse',
      newsletter: true,
      user_category: 1,
      firstName: 'Camille',
      lastName: 'Durand',
      company: 'Atelier Durand',
    },
    response: ok({ customerId: 'cus-1' }, 201),
  },
  'customer.get': { response: ok(customer) },
  'customer.update': {
    request: {
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'c.martin@example.fr',
      user_category: 1,
      newsletter: false,
      company: 'Atelier Martin',
      vatNumber: 'FR98765432109',
    },
    response: ok(customer),
  },
  'customer.addAddress': {
    request: { type: 'shipping', cartId: 'cart-1', ...addressFields },
    response: ok(customer),
  },
  'customer.updateAddress': {
    request: { id: 'addr-1', type: 'shipping', cartId: 'cart-1', ...addressFields },
    response: ok(customer),
  },
  'customer.setDefaultAddress': {
    request: { type: 'billing', id: 'addr-2', cartId: 'cart-1' },
    response: ok(customer),
  },
  'customer.deleteAddress': { query: { type: 'shipping', id: 'addr-1' }, response: ok(customer) },
  'customer.requestPasswordReset': {
    request: { email: 'camille@atelier-durand.fr' },
    response: ok({ requested: true }),
  },
  'customer.confirmPasswordReset': {
    request: { token: 'q3VtY2s5bWxhcmtfdGVzdF90b2tlbl9vZl80M19jaGFycw', password: 'a new long password' },
    response: ok({ passwordChanged: true }),
  },
  'customer.unsubscribeNewsletter': {
    request: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJwdXJwb3NlIjoibmV3c2xldHRlci11bnN1YnNjcmliZSJ9.c2lnbmF0dXJl' },
    response: ok({ newsletter: false }),
  },
  'cart.open': {
    request: {
      forceCreate: false,
      anonymousUserId: '3f2c8a4e-5b1d-4c6e-9a7f-1e2d3c4b5a69',
      currency: 'EUR',
      country: 'FR',
      locale: 'fr-FR',
    },
    response: ok(cart),
  },
  'cart.get': { params: { id: 'cart-1' }, response: ok(cart) },
  'cart.setAddress': {
    params: { id: 'cart-1' },
    request: { shippingAddress: { id: 'addr-1', ...addressFields }, billingAddress: addressFields },
    response: ok(cart),
  },
  'cart.putItem': {
    params: { id: 'cart-1' },
    request: { ...lineItemInput, cartItemId: 'line-1' },
    response: ok(cart),
  },
  'cart.duplicateItem': { params: { id: 'cart-1' }, request: { cartItemId: 'line-1' }, response: ok(cart) },
  'cart.deleteItem': { query: { cartId: 'cart-1', cartItemId: 'line-1' }, response: ok(cart) },
  'cart.checkout': {
    params: { id: 'cart-1' },
    headers: { 'idempotency-key': '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d' },
    request: {
      sender_type: 'custom',
      custom_sender: 'Imprimerie Dupont',
      user_notes: { invoiceRequested: true, comment: 'Merci de livrer avant 10 h' },
      internalCheckout: false,
      skipDocReview: false,
      recapChecks: { termsAccepted: true, artworkResponsibility: true },
    },
    response: ok({ id: 'ord-1', orderNumber: '100245' }, 201),
  },
  'wallet.pay': {
    headers: { 'idempotency-key': '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' },
    request: { orderId: 'ord-1', maxAmount: eur(3_588) },
    response: ok(
      {
        paymentId: 'pay-2',
        transactionId: 'wtx-9',
        amount: eur(3_588),
        status: 'paid',
        walletCredit: eur(1_412),
        order: { ...order, hasWalletPayment: true },
      },
      201,
    ),
  },
  'payment.clientToken': { response: ok({ provider: 'sandbox', clientToken: 'sandbox_abc123' }) },
  'payment.pay': {
    headers: { 'idempotency-key': '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b' },
    request: {
      orderId: 'ord-1',
      method: 'card',
      nonce: 'tokencc_bf_abc',
      deviceData: '{"device_session_id":"d1"}',
      maxAmount: eur(3_588),
    },
    response: ok({ status: 'paid', paymentId: 'pay-3', order }, 201),
  },
  'payment.bankTransfer': {
    headers: { 'idempotency-key': '0f1e2d3c-4b5a-4697-8877-665544332211' },
    request: { orderId: 'ord-1', mandateAccepted: true },
    response: ok(
      {
        paymentId: 'pay-4',
        order: { ...order, bankTransfer: bankTransferToOrder },
        instructions: bankTransferToOrder,
      },
      201,
    ),
  },
  'payment.deferred': {
    headers: { 'idempotency-key': '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' },
    request: { orderId: 'ord-1' },
    response: ok(
      { status: 'pending', paymentId: 'pay-5', order: { ...order, isDeferredPayment: true } },
      201,
    ),
  },
  'payment.savedMethods': {
    response: ok({
      methods: [
        { token: 'pm-visa-1111', kind: 'card', label: 'Visa •••• 1111, exp. 12/2030', isDefault: true },
      ],
    }),
  },
  'payment.removeSavedMethod': {
    params: { token: 'pm-visa-1111' },
    response: ok({ methods: [] }),
  },
  'product.customConfigFromKey': {
    params: { key: 'a1B2c3' },
    response: ok({ key: 'a1B2c3', productConfigurationId: 'conf-1', config: customConfig }),
  },
  'product.generateCustomConfigUrl': {
    request: { config: customConfig, productConfigurationId: 'conf-1' },
    response: ok({ key: 'a1B2c3' }),
  },
  'product.inventory': {
    request: {
      mcpSku: 'TSH-01',
      mcpAttributes: { size: 'M', color: 'black' },
      quantity: 40,
      productionTime: '5d',
    },
    response: ok({
      hasInventory: true,
      immediateQuantity: 25,
      futureAvailability: [{ date: '04-12-2026', quantity: 200 }],
    }),
  },
  'product.validate': {
    request: {
      mcpSku: 'FLY-A5',
      entryId: 'e-1',
      productSku: 'p-1',
      variant: 'v-1',
      version: '3',
      configuration: { format: 'A5', paper: 'couche-350' },
    },
    response: ok({
      valid: true,
      configuration: { format: 'A5', paper: 'couche-350', finish: 'none' },
      changedAttributes: ['finish'],
    }),
  },
  'product.quote': {
    request: {
      cart: { id: 'cart-1' },
      currency: 'EUR',
      country: 'FR',
      zip: '75011',
      quantities: [250, 500, 1000],
      priorities: ['standard', 'express'],
      attributes: {
        mcpSku: 'FLY-A5',
        entryId: 'e-1',
        productSku: 'p-1',
        variant: 'v-1',
        version: '3',
        productionTime: '48h',
        selectedAttributes: { format: 'A5', paper: 'couche-350' },
      },
      promo: { code: 'BF25' },
      addresses: {
        shipping: { country: 'FR', postalCode: '75011' },
        billing: { country: 'FR', postalCode: '75011', vatNumber: 'FR12345678901' },
      },
    },
    response: ok({
      quantities: [500],
      priceSets: [
        {
          deliveryKey: '500-standard',
          deliveryOption: 'standard',
          productionTime: '48h',
          deliverySpeed: 'standard',
          quantity: 500,
          amountExclTax: eur(2_500),
          amountInclTax: eur(3_000),
          originalAmountExclTax: eur(3_000),
          originalAmountInclTax: eur(3_600),
          unitAmountExclTax: eur(5),
          unitAmountInclTax: eur(6),
          vatAmount: eur(500),
          vatRate: 20,
          amountCentExclTax: 2_500,
          promocode: 'BF25',
          arrivalDate: '27-11-2026',
        },
      ],
    }),
  },
  'product.servicePrice': {
    request: {
      serviceKeys: ['SVC-pixart-artwork-docreview', 'SVC-pixart-design-service'],
      mcpSku: 'FLY-A5',
      productKey: 'p-1',
      variantSku: 'FLY-A5-350',
      quantityList: [250, 500],
      variableAttributes: { format: 'A5' },
    },
    response: ok({
      prices: [{ key: 'SVC-pixart-artwork-docreview', quantity: 500, amountExclTax: eur(490), vatRate: 20 }],
    }),
  },
  'product.shippingCalculate': {
    request: {
      deliveries: ['standard', 'express'],
      quantity: 500,
      countryCode: 'FR',
      zipCode: '20000',
      mcpSku: 'FLY-A5',
      productionTime: '48h',
      orderDate: '22-11-2026',
    },
    response: ok({
      dates: { standard: '27-11-2026', express: null },
      caveats: { standard: ['shipping_caveat_island'], express: [] },
      caveat_topics: ['island'],
    }),
  },
  'content.lossLeaderInfo': {
    params: { key: 'cartes-offertes' },
    response: ok({
      product: {
        productConfigurationId: 'conf-2',
        productName: 'Cartes de visite',
        pagePath: '/cartes-de-visite/',
      },
      lossLeader: {
        lossLeaderKey: 'cartes-offertes',
        promocodeId: 'promo-7',
        promoCode: 'CARTES-OFFERTES',
        productionTime: '5d',
        selectedPriority: 'standard',
        selectedAttributes: { format: '85x55' },
        merchantSelectedAttributes: { format: '85x55' },
        quantity: 250,
      },
    }),
  },
  'content.productConfiguration': { query: { id: 'conf-1' }, response: ok(productConfiguration) },
  'content.page': {
    query: { path: '/flyers/' },
    response: ok({
      id: 'page-flyers',
      path: '/flyers/',
      title: 'Flyers',
      layout: 'product',
      seo: { title: 'Impression de flyers', description: 'Flyers A5, A6…', indexable: true },
      banners: [
        {
          id: 'bf',
          title: 'Black Friday -25 %',
          link: '/black-friday/',
          start: '2026-11-27T00:00:00+01:00',
          end: null,
        },
      ],
      blocks: [{ id: 'b1', type: 'richText', data: { html: '<p>Nos flyers</p>' } }],
      productConfigurationId: 'conf-1',
      offer: null,
      offerCampaign: null,
      alternates: [
        { hreflang: 'fr-FR', url: 'https://www.tirage.fr/flyers/' },
        { hreflang: 'fr-BE', url: 'https://www.tirage.be/flyers/' },
        { hreflang: 'x-default', url: 'https://www.tirage.fr/flyers/' },
      ],
    }),
  },
  'content.homePayload': {
    response: {
      page: {
        id: 'page-home',
        path: '/',
        title: 'Tirage',
        layout: 'home',
        seo: { title: 'Tirage', description: 'Impression en ligne', indexable: true },
        banners: [],
        blocks: [{ id: 'page-home-body', type: 'text', data: { text: 'Impression en ligne.' } }],
        productConfigurationId: null,
        offer: null,
        offerCampaign: null,
        alternates: [],
      },
      shop: { locale: 'fr-FR', baseUrl: 'https://www.tirage.fr' },
    },
  },
  'content.pagePayload': {
    params: { pagePath: 'black-friday' },
    response: {
      page: {
        id: 'landing-black-friday',
        path: '/black-friday/',
        title: 'Black Friday',
        layout: 'landing',
        seo: { title: 'Black Friday', description: 'Tout le catalogue à -25 %.', indexable: true },
        banners: [],
        blocks: [
          {
            id: 'landing-black-friday-1',
            type: 'countdown',
            data: {
              title: 'Fin de l’offre dans',
              window: { start: '2026-11-27T00:00:00+01:00', end: '2026-11-30T23:59:59+01:00' },
            },
          },
        ],
        productConfigurationId: null,
        offer: { start: '2026-11-27T00:00:00+01:00', end: '2026-11-30T23:59:59+01:00' },
        offerCampaign: null,
        alternates: [{ hreflang: 'fr-FR', url: 'https://www.tirage.fr/black-friday/' }],
      },
      shop: { locale: 'fr-FR', baseUrl: 'https://www.tirage.fr' },
    },
  },
  'content.productInstruction': {
    request: { pages_id: ['page-flyers'] },
    response: ok({
      instructions: [
        { pageId: 'page-flyers', title: 'Gabarit A5', fileUrl: 'https://cdn.tirage.fr/guides/flyers-a5.pdf' },
      ],
    }),
  },
  'content.categories': {
    response: ok({
      categories: [
        { id: 'category-affiches', name: 'Affiches', path: '/categories/affiches/' },
        { id: 'category-flyers', name: 'Flyers et dépliants', path: '/categories/flyers-et-depliants/' },
      ],
    }),
  },
  'content.landingPages': {
    response: ok({
      pages: [
        {
          id: 'landing-black-friday',
          title: 'Black Friday : -25 % sur toutes vos impressions',
          description: 'Tout le catalogue à -25 % avec le code BLACKFRIDAY.',
          path: '/black-friday/',
        },
      ],
    }),
  },
  'content.robots': { response: ok({ content: 'User-agent: *\nDisallow: /panier/\n' }) },
  'content.sitemap': {
    response: ok({
      urls: [
        { path: '/flyers/', lastModified: '2026-11-20T08:00:00Z' },
        { path: '/', lastModified: null },
      ],
    }),
  },
  'content.oldSitemap': { response: ok({ urls: [{ path: '/flyers-a5.html', lastModified: null }] }) },
  'content.sitemapLandingPages': { response: ok({ urls: [{ path: '/black-friday/', lastModified: null }] }) },
  'promocode.checkId': {
    request: {
      promocodeId: 'promo-7',
      mcpSku: 'FLY-A5',
      variant: 'v-1',
      currency: 'EUR',
      country: 'FR',
      zip: '75011',
    },
    response: ok({ isValid: false, promocodeStatus: 'no_longer_valid', code: null, discount: null }),
  },
  'promocode.checkInput': {
    request: { code: 'BF25', mcpSku: 'FLY-A5', variant: 'v-1', currency: 'EUR', country: 'FR', zip: '75011' },
    response: ok({
      isValid: true,
      promocodeStatus: 'valid',
      code: 'BF25',
      discount: { kind: 'percent', percent: 25 },
    }),
  },
  'address.towns': {
    query: { country: 'FR', postalCode: '01000' },
    response: ok({
      towns: [
        { name: 'Bourg-en-Bresse', postalLabel: 'BOURG-EN-BRESSE', inseeCode: '01053' },
        { name: 'Saint-Denis-lès-Bourg', postalLabel: 'SAINT-DENIS-LES-BOURG', inseeCode: '01344' },
      ],
    }),
  },
  'config.basic': {
    query: { host: 'www.tirage.fr' },
    response: ok({
      trackingId: 'trk-42',
      domain: {
        indexable: true,
        default_iso2: 'FR',
        default_zipcode: '75001',
        base_locale: 'fr',
        locale: 'fr-FR',
        flag: 'fr',
        countries: ['FR', 'BE', 'LU', 'MC'],
        currency: 'EUR',
        file_check_price: 4.9,
      },
      urls: { cdn: 'https://cdn.tirage.fr', upload: 'https://upload.tirage.fr' },
      defaultLinks: [
        { id: 'terms', path: '/conditions-generales-de-vente/' },
        { id: 'contact', path: '/contact/' },
      ],
      dictionaries: { add_to_cart: 'Ajouter au panier' },
      configs: {
        resetSessionOn401: false,
        maxUploadMb: 500,
        supportPhone: '01 23 45 67 89',
        promoStripe: null,
      },
      rules: exampleShopRules,
      debug: false,
      reviews: { enabled: true, rating: 4.7, count: 12_840, widgetUrl: null },
      loqate: { key: 'AA11-BB22-CC33-DD44' },
      designStack: {
        editorEnabled: true,
        humanDesignServiceEnabled: true,
        editorUrl: 'https://design.tirage.fr',
      },
    }),
  },
  'session.get': { response: ok(session) },
  'session.update': { request: { activeCurrency: 'CHF', customTenant: 'ch' }, response: ok(session) },
  'design.templates': {
    query: { mcpSku: 'FLY-A5', limit: '20', offset: '0', search: 'restaurant' },
    response: ok({
      templates: [
        {
          id: 'tpl-1',
          name: 'Menu bistrot',
          thumbnailUrl: 'https://cdn.tirage.fr/templates/tpl-1.png',
          format: 'A5',
          tags: ['restaurant'],
        },
      ],
      total: 1,
    }),
  },
  'design.list': { response: ok({ designs: [savedDesign], limit: 100 }) },
  'design.save': {
    request: { name: 'Flyers salon du livre', productConfigurationId: 'conf-1', config: customConfig },
    response: ok(savedDesign, 201),
  },
  'design.get': { params: { id: 'des-1' }, response: ok(savedDesign) },
  'design.rename': {
    params: { id: 'des-1' },
    request: { name: 'Flyers salon 2027' },
    response: ok({ ...savedDesign, name: 'Flyers salon 2027' }),
  },
  'design.delete': { params: { id: 'des-1' }, response: ok({ id: 'des-1', deleted: true }) },
  'designDocument.create': {
    request: saveDesignDocument,
    response: ok({ ...storedDesignDocument, revision: 1 }, 201),
  },
  'designDocument.get': { params: { id: designDocumentId }, response: ok(storedDesignDocument) },
  'designDocument.update': {
    params: { id: designDocumentId },
    request: saveDesignDocument,
    response: ok(storedDesignDocument),
  },
  'designDocument.delete': {
    params: { id: designDocumentId },
    response: ok({ id: designDocumentId, deleted: true }),
  },
  'designDocument.list': {
    response: ok({
      documents: [
        {
          id: designDocumentId,
          productId: 'flyers',
          selectedAttributes: { format: 'a5', sides: 'recto' },
          format: designDocument.format,
          objectCount: 1,
          revision: 2,
          createdAt: '2026-11-20T09:30:00Z',
          updatedAt: '2026-11-21T17:05:00Z',
        },
      ],
    }),
  },
  'designDocument.pdf': {
    params: { id: designDocumentId },
    response: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]),
  },
  'designDocument.thumbnail': {
    params: { id: designDocumentId },
    response: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  'designAsset.upload': {
    query: { anonymousUserId: '0b8f5c1e-7d2a-4c3b-9e8f-1a2b3c4d5e6f' },
    response: ok(
      {
        id: '9a7c2e14-5b3d-4f6a-8c1e-2d4f6a8b0c13',
        mediaType: 'image/jpeg',
        widthPx: 4000,
        heightPx: 3000,
        byteSize: 2_480_133,
      },
      201,
    ),
  },
  'designAsset.preview': {
    params: { id: '9a7c2e14-5b3d-4f6a-8c1e-2d4f6a8b0c13' },
    response: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
  },
  'designDocument.claim': {
    request: { anonymousUserId: '0b8f5c1e-7d2a-4c3b-9e8f-1a2b3c4d5e6f' },
    response: ok({ claimed: 1 }),
  },
  'builds.latest': { response: { id: 'b-2026-11-22-1', timestamp: 1_795_339_200_000 } },
  'builds.meta': {
    params: { buildId: 'b-2026-11-22-1' },
    response: { id: 'b-2026-11-22-1', timestamp: 1_795_339_200_000, prerendered: ['/', '/flyers/'] },
  },
};
