import type { CatalogProduct } from '@tirage/domain';
import {
  type Delivery,
  err,
  findDeliverySpeed,
  findProductionTime,
  ok,
  type PricingError,
  type Result,
} from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import {
  type ArrivalEstimate,
  type DeliveryCaveat,
  type DeliveryPlan,
  estimateArrival,
} from './delivery-dates.js';
import type { HolidayCalendar } from './holiday-calendar.js';

// An estimate depends on the order's minute only through its day and hour in Paris, so the
// estimates of one calendar are kept per plan and minute (quotes ask for them on every request).
const estimates = new WeakMap<HolidayCalendar, Map<string, ArrivalEstimate>>();
const MAX_ESTIMATES = 2000;

function memoisedEstimate(
  now: Temporal.Instant,
  plan: DeliveryPlan,
  calendar: HolidayCalendar,
): ArrivalEstimate {
  let known = estimates.get(calendar);
  if (known === undefined) {
    known = new Map();
    estimates.set(calendar, known);
  }
  const minute = Math.floor(now.epochMilliseconds / 60_000);
  const key = `${minute}:${plan.cutOffHour}:${plan.productionWorkingDays}:${plan.shippingWorkingDays}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const estimate = estimateArrival(now, plan, calendar);
  if (known.size >= MAX_ESTIMATES) known.clear();
  known.set(key, estimate);
  return estimate;
}

/** The plan of one delivery option of a product in one production time. */
export function deliveryPlan(
  product: CatalogProduct,
  deliveryOption: string,
  productionTime: string,
): Result<DeliveryPlan, PricingError> {
  const speed = findDeliverySpeed(product, deliveryOption);
  if (!speed.ok) return speed;
  const time = findProductionTime(product, productionTime);
  if (!time.ok) return time;
  return ok({
    cutOffHour: speed.value.cutOffHour,
    productionWorkingDays: time.value.workingDays,
    shippingWorkingDays: speed.value.shippingWorkingDays,
  });
}

/** A delivery option with its estimate, for the shipping calculation's answer. */
export interface ProductDelivery {
  readonly deliveryOption: string;
  readonly estimate: ArrivalEstimate;
}

/** Arrival estimates of the requested delivery options, in the order asked. */
export function productDeliveries(
  product: CatalogProduct,
  request: {
    readonly deliveryOptions: readonly string[];
    readonly productionTime: string;
    readonly now: Temporal.Instant;
  },
  calendar: HolidayCalendar,
): Result<readonly ProductDelivery[], PricingError> {
  const deliveries: ProductDelivery[] = [];
  for (const deliveryOption of new Set(request.deliveryOptions)) {
    const plan = deliveryPlan(product, deliveryOption, request.productionTime);
    if (!plan.ok) return err(plan.error);
    deliveries.push({ deliveryOption, estimate: memoisedEstimate(request.now, plan.value, calendar) });
  }
  return ok(deliveries);
}

/** The domain's view of a delivery: the caveats become the French messages shown beside the date. */
export function toDomainDelivery(delivery: ProductDelivery): Delivery {
  return {
    deliveryOption: delivery.deliveryOption,
    arrivalDate: delivery.estimate.arrivalDate,
    caveats: delivery.estimate.caveats.map((caveat: DeliveryCaveat) => caveat.message),
  };
}
