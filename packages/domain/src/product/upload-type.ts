import { assertNever } from '../shared/result.js';

/** How the shopper provides artwork: their own file, the design editor (dex), or the human design service (hds). */
export type UploadType = 'upload' | 'dex' | 'hds';

export const UPLOAD_TYPES: readonly UploadType[] = ['upload', 'dex', 'hds'];

/** The paid file check is offered unless designers make the artwork themselves (hds). */
export function fileCheckApplies(uploadType: UploadType): boolean {
  switch (uploadType) {
    case 'upload':
    case 'dex':
      return true;
    case 'hds':
      return false;
    default:
      return assertNever(uploadType, 'upload type');
  }
}
