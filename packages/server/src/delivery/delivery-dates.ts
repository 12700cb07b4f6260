import { formatDate, SHOP_TIME_ZONE } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import {
  addWorkingDays,
  type HolidayCalendar,
  isWeekend,
  isWorkingDay,
  nextWorkingDay,
} from './holiday-calendar.js';

/** How long a job takes once ordered: a delivery speed combined with a production time. */
export interface DeliveryPlan {
  /** Hour in Paris (0–23) from which an order counts from the next working day. */
  readonly cutOffHour: number;
  readonly productionWorkingDays: number;
  readonly shippingWorkingDays: number;
}

/** Why an arrival date is later than the shopper might expect (`caveat_topics` of the shipping answer). */
type CaveatTopic = 'public_holiday' | 'weekend' | 'after_cut_off';

export interface DeliveryCaveat {
  readonly topic: CaveatTopic;
  /** French, shown beside the date. */
  readonly message: string;
  /** The day concerned: the holiday, or the day production starts after the cut-off. */
  readonly date: Temporal.PlainDate | undefined;
}

export interface ArrivalEstimate {
  /** The order's calendar day in Paris. */
  readonly orderDate: Temporal.PlainDate;
  readonly productionStart: Temporal.PlainDate;
  readonly dispatchDate: Temporal.PlainDate;
  readonly arrivalDate: Temporal.PlainDate;
  /** The arrival date as the shop writes it, DD-MM-YYYY. */
  readonly arrivalDateText: string;
  readonly caveats: readonly DeliveryCaveat[];
}

/**
 * When a job ordered at `now` arrives. The order is read in Paris time; at or after the cut-off
 * hour, or on a day off, production starts on the next working day. Production then takes its
 * working days and the carrier its own, weekends and French public holidays not counted.
 */
export function estimateArrival(
  now: Temporal.Instant,
  plan: DeliveryPlan,
  calendar: HolidayCalendar,
): ArrivalEstimate {
  const ordered = now.toZonedDateTimeISO(SHOP_TIME_ZONE);
  const orderDate = ordered.toPlainDate();
  const afterCutOff = ordered.hour >= plan.cutOffHour;
  const productionStart =
    isWorkingDay(orderDate, calendar) && !afterCutOff ? orderDate : nextWorkingDay(orderDate, calendar);
  const dispatchDate = addWorkingDays(productionStart, plan.productionWorkingDays, calendar);
  const arrivalDate = addWorkingDays(dispatchDate, plan.shippingWorkingDays, calendar);

  const caveats: DeliveryCaveat[] = [];
  if (afterCutOff && isWorkingDay(orderDate, calendar)) {
    caveats.push({
      topic: 'after_cut_off',
      message: `Commande passée après ${plan.cutOffHour} h : la production commence le ${formatDate(productionStart)}.`,
      date: productionStart,
    });
  }
  let weekendSeen = false;
  for (let day = orderDate; Temporal.PlainDate.compare(day, arrivalDate) <= 0; day = day.add({ days: 1 })) {
    const holiday = calendar.holidayOn(day);
    if (holiday !== undefined) {
      caveats.push({
        topic: 'public_holiday',
        message: `${holiday.name} (${formatDate(day)}) est un jour férié : il n’est pas compté dans le délai.`,
        date: day,
      });
    }
    if (isWeekend(day) && !weekendSeen) {
      weekendSeen = true;
      caveats.push({
        topic: 'weekend',
        message: 'Les samedis et dimanches ne sont pas comptés dans le délai de livraison.',
        date: undefined,
      });
    }
  }

  return {
    orderDate,
    productionStart,
    dispatchDate,
    arrivalDate,
    arrivalDateText: formatDate(arrivalDate),
    caveats,
  };
}
