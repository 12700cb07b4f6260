import {
  MAX_SHOP_ASSET_BYTES,
  SHOP_ASSET_MEDIA_TYPES,
  shopAssetParamsSchema,
} from '@tirage/api-client/contract';
import { z } from 'zod';
import { parseForm } from '../../lib/form-schema.js';

/**
 * The "Supprimer" form of a shop asset (its id in a hidden field): the contract's rule for the id
 * of the removal's path.
 */
const shopAssetRemovalFormSchema = z.object({
  intent: z.literal('remove'),
  id: shopAssetParamsSchema.shape.id,
});

/**
 * The upload form: one picture, not empty, of a type the API takes (the type the browser gives,
 * which the API checks first, as here) and within its size. The API still reads the file's real
 * type from its bytes.
 */
const shopAssetUploadFormSchema = z.object({
  file: z
    .file()
    .min(1)
    .mime([...SHOP_ASSET_MEDIA_TYPES])
    .max(MAX_SHOP_ASSET_BYTES),
});

/**
 * A posted removal read with its schema. A post whose intent is not "remove" is an upload; its
 * refusal names the `intent` field.
 */
export const parseShopAssetRemovalForm = (formData: FormData) =>
  parseForm(formData, shopAssetRemovalFormSchema, {});

/** A posted upload read with its schema: a missing, mistyped or too large file says so. */
export const parseShopAssetUploadForm = (formData: FormData) =>
  parseForm(formData, shopAssetUploadFormSchema, {
    file: {
      required: 'admin.assets.error.missing',
      invalid: 'admin.assets.error.type',
      tooLarge: 'admin.assets.error.tooLarge',
    },
  });
