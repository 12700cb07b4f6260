export {
  type ArrivalEstimate,
  type CaveatTopic,
  type DeliveryCaveat,
  type DeliveryPlan,
  estimateArrival,
} from './delivery-dates.js';
export {
  addWorkingDays,
  createFrenchHolidayCalendar,
  createHolidayCalendar,
  type HolidayCalendar,
  type HolidaySource,
  isWeekend,
  isWorkingDay,
  nextWorkingDay,
  type PublicHoliday,
} from './holiday-calendar.js';
export {
  deliveryPlan,
  type ProductDelivery,
  productDeliveries,
  toDomainDelivery,
} from './product-deliveries.js';
