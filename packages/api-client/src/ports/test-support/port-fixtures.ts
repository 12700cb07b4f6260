import {
  FILE_CHECK_SERVICE,
  type IdGeneratorPort,
  type LineItemDraft,
  type Market,
  type TokenPair,
} from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import type { ApiClientOptions } from '../../client/api-client.js';
import { clientOn, json, liveTokens, type SentRequest } from '../../client/test-support/fake-fetch.js';
import { type RouteName, routeList } from '../../contract/routes.js';
import { routeExamples } from '../../contract/test-support/route-examples.js';
import { createShopPorts } from '../index.js';

const ROUTE_PATTERNS = routeList.map((route) => ({
  name: route.name,
  method: route.method,
  pattern: new RegExp(
    `^${route.path.replace(/[.]/g, '\\.').replace(/:([A-Za-z][A-Za-z0-9_]*)/g, '[^/?]+')}(\\?.*)?$`,
  ),
}));

/** The route of the contract a request was sent to. */
export function routeOf(request: Pick<SentRequest, 'url' | 'method'>): RouteName {
  const path = new URL(request.url).pathname + new URL(request.url).search;
  const found = ROUTE_PATTERNS.find((route) => route.method === request.method && route.pattern.test(path));
  if (found === undefined) throw new Error(`No route of the contract for ${request.method} ${request.url}`);
  return found.name;
}

/** What the fake server answers a route: a response, or a JSON body sent with 200. */
export type Answers = Partial<Record<RouteName, Response | ((request: SentRequest) => Response)>>;

/** A fake server answering each route with `answers`, or with the contract's example. */
export function answering(answers: Answers = {}) {
  return (request: SentRequest): Response => {
    const name = routeOf(request);
    const answer = answers[name];
    if (answer === undefined) return json(routeExamples[name].response, successStatusOf(name));
    return typeof answer === 'function' ? answer(request) : answer.clone();
  };
}

const successStatusOf = (name: RouteName): number => {
  const route = routeList.find((candidate) => candidate.name === name);
  return route !== undefined && 'successStatus' in route ? (route.successStatus ?? 200) : 200;
};

/** The contract's example answer of a route (a deep copy, to change at will). */
export const exampleAnswer = (name: RouteName): Record<string, unknown> =>
  structuredClone(routeExamples[name].response) as Record<string, unknown>;

/** The example answer with its `data` changed. */
export function exampleWith(name: RouteName, change: (data: Record<string, unknown>) => void) {
  const answer = exampleAnswer(name);
  change(answer.data as Record<string, unknown>);
  return json(answer, successStatusOf(name));
}

/** Ids handed out in order: key-1, key-2… (as UUIDs, since the contract expects them). */
function sequentialIds(): IdGeneratorPort & { readonly issued: string[] } {
  const issued: string[] = [];
  return {
    issued,
    newId: () => {
      const id = `00000000-0000-4000-8000-${String(issued.length + 1).padStart(12, '0')}`;
      issued.push(id);
      return id;
    },
  };
}

/** Every port over one client on a fake server, logged in unless `initialTokens` says otherwise. */
export function portsOn(
  answers: Answers = {},
  options: Partial<ApiClientOptions> & { readonly initialTokens?: TokenPair | null } = {},
) {
  const ids = sequentialIds();
  const { client, requests, tokens, resets } = clientOn(answering(answers), {
    initialTokens: liveTokens,
    ...options,
  });
  const ports = createShopPorts(client, { tokens, ids });
  return { ports, client, requests, tokens, resets, ids };
}

/** The requests sent to one route. */
export const sentTo = (requests: readonly SentRequest[], name: RouteName) =>
  requests.filter((request) => routeOf(request) === name);

export const market: Market = { tenant: 'fr', currency: 'EUR', country: 'FR', zipCode: '75011' };

export const flyersGraph = {
  mcpSku: 'FLY-A5',
  entryId: 'e-1',
  productSku: 'p-1',
  variant: 'v-1',
  version: '3',
} as const;

const eur = (cents: number) => ({ cents, currency: 'EUR' as const });

/** A job as the product page builds it: 500 flyers, file check with a brief, promo BF25. */
export function lineItemDraft(overrides: Partial<LineItemDraft> = {}): LineItemDraft {
  return {
    product: {
      configurationId: 'conf-1',
      configurationGraph: { ...flyersGraph },
      pageId: 'page-flyers',
      pageTitle: 'Flyers A5 pas chers',
      thumbnailUrl: 'https://cdn.tirage.fr/thumbs/flyers-a5.png',
      fscCertified: true,
      noPrinting: false,
      templateEnabled: true,
    },
    shipTo: { country: 'FR', postalCode: '75011' },
    productId: 'prod-flyers',
    sku: 'FLY-A5',
    variantSku: 'FLY-A5-350',
    productName: 'Flyers A5',
    quantity: 500,
    jobName: 'Salon 2026',
    selection: {
      selectedAttributes: { format: 'A5', paper: 'couche-350' },
      uploadType: 'upload',
      deliveryOption: 'standard',
      productionTime: '48h',
      fileCheck: true,
      designId: undefined,
    },
    attributes: [
      { key: 'format', value: 'A5', label: 'Format', valueLabel: 'A5 (148 × 210 mm)' },
      { key: 'paper', value: 'couche-350', label: 'Papier', valueLabel: 'Couché 350 g' },
    ],
    unitPrice: eur(5),
    price: eur(2_500),
    taxRate: 20,
    promisedArrivalDate: Temporal.PlainDate.from('2026-11-27'),
    services: [
      { key: FILE_CHECK_SERVICE, unitPrice: eur(490), taxRate: 20, inputText: 'Vérifier les marges' },
      { key: 'coupon', unitPrice: eur(-625), taxRate: 20, inputText: 'BF25' },
    ],
    multiArtworkDetails: [],
    userNotes: 'Livrer au stand B12',
    ...overrides,
  };
}
