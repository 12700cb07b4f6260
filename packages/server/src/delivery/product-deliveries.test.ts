import { fc, test } from '@fast-check/vitest';
import { DEMO_CATALOG, findProduct, SHOP_TIME_ZONE } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { createFrenchHolidayCalendar } from './holiday-calendar.js';
import { deliveryPlan, productDeliveries, toDomainDelivery } from './product-deliveries.js';

const calendar = createFrenchHolidayCalendar();
const flyers = findProduct(DEMO_CATALOG, 'flyers');
if (flyers === undefined) throw new Error('The demo catalogue sells flyers');

const wednesdayMorning = Temporal.PlainDateTime.from('2026-11-25T10:00')
  .toZonedDateTime(SHOP_TIME_ZONE)
  .toInstant();

describe('product deliveries', () => {
  it('combines the delivery speed’s cut-off and shipping days with the production time’s days', () => {
    expect(deliveryPlan(flyers, 'express', 'express')).toEqual({
      ok: true,
      value: { cutOffHour: 12, productionWorkingDays: 1, shippingWorkingDays: 1 },
    });
    expect(deliveryPlan(flyers, 'economy', 'standard')).toEqual({
      ok: true,
      value: { cutOffHour: 16, productionWorkingDays: 3, shippingWorkingDays: 5 },
    });
  });

  it('dates every delivery option asked, in the order asked, as the domain expects', () => {
    const result = productDeliveries(
      flyers,
      {
        deliveryOptions: ['express', 'standard', 'economy'],
        productionTime: 'standard',
        now: wednesdayMorning,
      },
      calendar,
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(
      result.value.map((delivery) => [delivery.deliveryOption, delivery.estimate.arrivalDateText]),
    ).toEqual([
      ['express', '01-12-2026'],
      ['standard', '03-12-2026'],
      ['economy', '07-12-2026'],
    ]);
    const [express] = result.value;
    expect(express && toDomainDelivery(express)).toEqual({
      deliveryOption: 'express',
      arrivalDate: Temporal.PlainDate.from('2026-12-01'),
      caveats: ['Les samedis et dimanches ne sont pas comptés dans le délai de livraison.'],
    });
  });

  it('refuses a delivery option or production time the product does not offer', () => {
    const unknown = productDeliveries(
      flyers,
      { deliveryOptions: ['standard', 'drone'], productionTime: 'standard', now: wednesdayMorning },
      calendar,
    );
    expect(unknown.ok ? undefined : unknown.error.kind).toBe('pricing.unknownDeliveryOption');
    const unknownTime = deliveryPlan(flyers, 'standard', 'same-day');
    expect(unknownTime.ok ? undefined : unknownTime.error.kind).toBe('pricing.unknownProductionTime');
  });

  test.prop([
    fc.constantFrom(...DEMO_CATALOG.products),
    fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 11, 31) }),
  ])('a faster delivery speed never arrives later', (product, ms) => {
    const now = Temporal.Instant.fromEpochMilliseconds(ms);
    const bySpeed = [...product.deliverySpeeds].sort((a, b) => b.shippingWorkingDays - a.shippingWorkingDays);
    const result = productDeliveries(
      product,
      {
        deliveryOptions: bySpeed.map((speed) => speed.key),
        productionTime: product.defaultProductionTime,
        now,
      },
      calendar,
    );
    if (!result.ok) throw new Error(result.error.message);
    const dates = result.value.map((delivery) => delivery.estimate.arrivalDate);
    for (let i = 1; i < dates.length; i += 1) {
      const slower = dates[i - 1];
      const faster = dates[i];
      if (slower && faster) expect(Temporal.PlainDate.compare(faster, slower)).toBeLessThanOrEqual(0);
    }
  });
});
