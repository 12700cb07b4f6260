/** The upload detail screen of a line. */
export const uploadDetailPath = (orderNumber: string, lineId: string): string =>
  `/personal-area/upload-detail/?${new URLSearchParams({ order_number: orderNumber, line_item_id: lineId })}`;

/** The upload screen of an order. */
export const uploadPath = (orderNumber: string): string =>
  `/personal-area/upload/?${new URLSearchParams({ order_number: orderNumber })}`;
