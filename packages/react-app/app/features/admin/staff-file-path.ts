/** The download address of an order's file for staff (`routes/admin/order-file.ts`). */
export const staffFilePath = (orderNumber: string, uploadId: string): string =>
  `/admin/order-file/?${new URLSearchParams({ order_number: orderNumber, upload_id: uploadId })}`;

/** The preview of a file (1 recto, 2 verso) for staff (`routes/admin/artwork-preview.ts`). */
export const staffPreviewPath = (uploadId: string, page: number): string =>
  `/admin/artwork-preview/?${new URLSearchParams({ upload_id: uploadId, page: String(page) })}`;
