import { fc, test } from '@fast-check/vitest';
import { formatDate, SHOP_TIME_ZONE } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { type DeliveryPlan, estimateArrival } from './delivery-dates.js';
import {
  addWorkingDays,
  createFrenchHolidayCalendar,
  createHolidayCalendar,
  isWeekend,
  isWorkingDay,
} from './holiday-calendar.js';

const calendar = createFrenchHolidayCalendar();

/** An instant given as a wall-clock time in Paris, as a shopper would read it. */
const parisTime = (dateTime: string): Temporal.Instant =>
  Temporal.PlainDateTime.from(dateTime).toZonedDateTime(SHOP_TIME_ZONE).toInstant();

const plan = (productionWorkingDays: number, shippingWorkingDays: number, cutOffHour = 16): DeliveryPlan => ({
  cutOffHour,
  productionWorkingDays,
  shippingWorkingDays,
});

const topics = (estimate: ReturnType<typeof estimateArrival>) =>
  estimate.caveats.map((caveat) => caveat.topic);

describe('French public holidays', () => {
  it.each([
    ['2026-05-01', 'Fête du travail'],
    ['2026-07-14', 'Fête Nationale de la France'],
    ['2025-08-15', 'Assomption'],
    ['2027-03-29', 'Lundi de Pâques'],
    ['2027-05-06', 'Ascension'],
    ['2027-05-17', 'Lundi de Pentecôte'],
  ])('%s is a day off (%s)', (date, name) => {
    const day = Temporal.PlainDate.from(date);
    expect(calendar.holidayOn(day)?.name).toBe(name);
    expect(isWorkingDay(day, calendar)).toBe(false);
  });

  it('does not count observances such as Whit Sunday or Mother’s Day as days off', () => {
    expect(calendar.holidayOn(Temporal.PlainDate.from('2027-05-16'))).toBeUndefined();
    expect(calendar.holidayOn(Temporal.PlainDate.from('2027-05-30'))).toBeUndefined();
  });
});

describe('arrival date', () => {
  it('starts production the same working day before the cut-off and adds production and shipping days', () => {
    // Wednesday 10:00: production Wed → Fri (2 days), then 1 shipping day: Monday.
    const estimate = estimateArrival(parisTime('2026-11-25T10:00'), plan(2, 1), calendar);
    expect(estimate.productionStart.toString()).toBe('2026-11-25');
    expect(estimate.dispatchDate.toString()).toBe('2026-11-27');
    expect(estimate.arrivalDateText).toBe('30-11-2026');
    expect(topics(estimate)).toEqual(['weekend']);
  });

  it('starts production the next working day from the cut-off hour on', () => {
    const before = estimateArrival(parisTime('2026-11-25T11:59'), plan(1, 1, 12), calendar);
    const at = estimateArrival(parisTime('2026-11-25T12:00'), plan(1, 1, 12), calendar);
    expect(before.productionStart.toString()).toBe('2026-11-25');
    expect(before.arrivalDateText).toBe('27-11-2026');
    expect(at.productionStart.toString()).toBe('2026-11-26');
    expect(at.arrivalDateText).toBe('30-11-2026');
    expect(at.caveats[0]).toEqual({
      topic: 'after_cut_off',
      message: 'Commande passée après 12 h : la production commence le 26-11-2026.',
      date: Temporal.PlainDate.from('2026-11-26'),
    });
  });

  it('starts production on Monday for an order placed at the weekend', () => {
    const estimate = estimateArrival(parisTime('2026-11-28T09:00'), plan(1, 1), calendar);
    expect(estimate.productionStart.toString()).toBe('2026-11-30');
    expect(estimate.arrivalDateText).toBe('02-12-2026');
    expect(topics(estimate)).toEqual(['weekend']);
  });

  it.each([
    // Thursday 30 April: Friday 1 May is skipped, the parcel leaves on Monday 4 May.
    ['1 May', '2026-04-30T10:00', '05-05-2026', '01-05-2026'],
    // Monday 13 July: Tuesday 14 July is skipped.
    ['14 July', '2026-07-13T10:00', '16-07-2026', '14-07-2026'],
    // Thursday 14 August 2025: Friday 15 August is skipped.
    ['15 August', '2025-08-14T10:00', '19-08-2025', '15-08-2025'],
    // Friday 26 March 2027: Easter Monday is skipped.
    ['Easter Monday 2027', '2027-03-26T10:00', '31-03-2027', '29-03-2027'],
    // Wednesday 5 May 2027: Ascension Thursday is skipped, then the weekend (8 May is a Saturday).
    ['Ascension 2027', '2027-05-05T10:00', '10-05-2027', '06-05-2027'],
    // Friday 14 May 2027: Whit Monday is skipped.
    ['Whit Monday 2027', '2027-05-14T10:00', '19-05-2027', '17-05-2027'],
  ])('skips %s', (_, orderedAt, arrival, holiday) => {
    const estimate = estimateArrival(parisTime(orderedAt), plan(1, 1), calendar);
    expect(estimate.arrivalDateText).toBe(arrival);
    const holidays = estimate.caveats.filter((caveat) => caveat.topic === 'public_holiday');
    expect(holidays.map((caveat) => caveat.date && formatDate(caveat.date))).toContain(holiday);
    expect(holidays.every((caveat) => caveat.message.includes('est un jour férié'))).toBe(true);
  });

  it('reads the order time in Paris: 23:30 UTC on a summer evening is already the next day', () => {
    // Tuesday 7 July 2026, 23:30 UTC is Wednesday 8 July, 01:30 in Paris: before the cut-off.
    const estimate = estimateArrival(Temporal.Instant.from('2026-07-07T23:30:00Z'), plan(1, 1, 12), calendar);
    expect(estimate.orderDate.toString()).toBe('2026-07-08');
    expect(estimate.productionStart.toString()).toBe('2026-07-08');
    expect(topics(estimate)).not.toContain('after_cut_off');
    expect(estimate.arrivalDateText).toBe('10-07-2026');
  });

  it('builds each year’s holidays once, and the next year’s when the window crosses New Year', () => {
    const askedYears: number[] = [];
    const counted = createHolidayCalendar({
      getHolidays: (year) => {
        askedYears.push(year);
        return [{ date: `${year}-01-01 00:00:00`, name: 'Nouvel An', type: 'public' }];
      },
    });
    // Wednesday 30 December 2026: Friday 1 January is skipped.
    expect(estimateArrival(parisTime('2026-12-30T10:00'), plan(3, 3), counted).arrivalDateText).toBe(
      '08-01-2027',
    );
    expect(estimateArrival(parisTime('2026-12-29T10:00'), plan(3, 3), counted).arrivalDateText).toBe(
      '07-01-2027',
    );
    expect(askedYears).toEqual([2026, 2027]);
  });
});

const instantArb = fc
  .integer({
    min: Temporal.Instant.from('2025-01-01T00:00:00Z').epochMilliseconds,
    max: Temporal.Instant.from('2030-12-31T00:00:00Z').epochMilliseconds,
  })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

const planArb = fc.record({
  cutOffHour: fc.integer({ min: 8, max: 20 }),
  productionWorkingDays: fc.integer({ min: 0, max: 10 }),
  shippingWorkingDays: fc.integer({ min: 0, max: 10 }),
});

const workingDaysBetween = (from: Temporal.PlainDate, to: Temporal.PlainDate): number => {
  let count = 0;
  for (
    let day = from.add({ days: 1 });
    Temporal.PlainDate.compare(day, to) <= 0;
    day = day.add({ days: 1 })
  ) {
    if (isWorkingDay(day, calendar)) count += 1;
  }
  return count;
};

describe('arrival date laws', () => {
  test.prop([instantArb, planArb])(
    'is never a Saturday, a Sunday or a French public holiday',
    (now, deliveryPlan) => {
      const { arrivalDate } = estimateArrival(now, deliveryPlan, calendar);
      expect(isWeekend(arrivalDate)).toBe(false);
      expect(calendar.holidayOn(arrivalDate)).toBeUndefined();
    },
  );

  test.prop([instantArb, fc.integer({ min: 0, max: 30 * 24 * 3600 * 1000 }), planArb])(
    'a later order never arrives earlier',
    (now, laterByMs, deliveryPlan) => {
      const earlier = estimateArrival(now, deliveryPlan, calendar).arrivalDate;
      const later = estimateArrival(now.add({ milliseconds: laterByMs }), deliveryPlan, calendar).arrivalDate;
      expect(Temporal.PlainDate.compare(later, earlier)).toBeGreaterThanOrEqual(0);
    },
  );

  test.prop([instantArb, planArb, fc.nat({ max: 5 }), fc.nat({ max: 5 })])(
    'more working days never arrive earlier',
    (now, deliveryPlan, moreProduction, moreShipping) => {
      const shorter = estimateArrival(now, deliveryPlan, calendar).arrivalDate;
      const longer = estimateArrival(
        now,
        {
          ...deliveryPlan,
          productionWorkingDays: deliveryPlan.productionWorkingDays + moreProduction,
          shippingWorkingDays: deliveryPlan.shippingWorkingDays + moreShipping,
        },
        calendar,
      ).arrivalDate;
      expect(Temporal.PlainDate.compare(longer, shorter)).toBeGreaterThanOrEqual(0);
    },
  );

  test.prop([instantArb, planArb])(
    'arrives exactly production + shipping working days after production starts, itself on a working day',
    (now, deliveryPlan) => {
      const estimate = estimateArrival(now, deliveryPlan, calendar);
      expect(isWorkingDay(estimate.productionStart, calendar)).toBe(true);
      expect(Temporal.PlainDate.compare(estimate.productionStart, estimate.orderDate)).toBeGreaterThanOrEqual(
        0,
      );
      expect(workingDaysBetween(estimate.productionStart, estimate.arrivalDate)).toBe(
        deliveryPlan.productionWorkingDays + deliveryPlan.shippingWorkingDays,
      );
    },
  );

  test.prop([instantArb, planArb])(
    'warns of every holiday and of any weekend in the window',
    (now, deliveryPlan) => {
      const estimate = estimateArrival(now, deliveryPlan, calendar);
      let weekend = false;
      const holidays: string[] = [];
      for (
        let day = estimate.orderDate;
        Temporal.PlainDate.compare(day, estimate.arrivalDate) <= 0;
        day = day.add({ days: 1 })
      ) {
        if (isWeekend(day)) weekend = true;
        if (calendar.holidayOn(day) !== undefined) holidays.push(day.toString());
      }
      expect(topics(estimate).includes('weekend')).toBe(weekend);
      expect(
        estimate.caveats
          .filter((caveat) => caveat.topic === 'public_holiday')
          .map((caveat) => caveat.date?.toString()),
      ).toEqual(holidays);
    },
  );

  test.prop([
    fc.integer({ min: 0, max: 3000 }).map((n) => Temporal.PlainDate.from('2025-01-01').add({ days: n })),
    fc.nat({ max: 20 }),
  ])('adding working days lands on a working day once at least one is added', (date, days) => {
    const result = addWorkingDays(date, days + 1, calendar);
    expect(isWorkingDay(result, calendar)).toBe(true);
    expect(workingDaysBetween(date, result)).toBe(days + 1);
  });
});
