/** The upload detail screen of a line. */
export const uploadDetailPath = (orderNumber: string, lineId: string): string =>
  `/personal-area/upload-detail/?${new URLSearchParams({ order_number: orderNumber, line_item_id: lineId })}`;

/** The upload screen of an order. */
export const uploadPath = (orderNumber: string): string =>
  `/personal-area/upload/?${new URLSearchParams({ order_number: orderNumber })}`;

/** One artwork file of an order, downloaded through the storefront (which holds the session). */
export const artworkFilePath = (orderNumber: string, uploadId: string): string =>
  `/personal-area/artwork-file/?${new URLSearchParams({ order_number: orderNumber, upload_id: uploadId })}`;

/** The picture of a checked file's recto (1) or verso (2), through the storefront (which holds the session). */
export const artworkPreviewPath = (orderNumber: string, uploadId: string, page: number): string =>
  `/personal-area/artwork-preview/?${new URLSearchParams({ order_number: orderNumber, upload_id: uploadId, page: String(page) })}`;
