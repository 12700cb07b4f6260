import { MAX_SHOP_ASSET_BYTES } from '@tirage/api-client/contract';
import { describe, expect, test } from 'vitest';
import { formDataOf } from '../../test-support/form-data.js';
import { parseShopAssetRemovalForm, parseShopAssetUploadForm } from './shop-asset-form.js';

const TYPE = 'Seules les images PNG, JPEG et WebP sont acceptées.';
const TOO_LARGE = 'Cette image dépasse 10 Mo.';
const MISSING = 'Choisissez une image à envoyer.';

const uploadOf = (file?: File) => {
  const form = new FormData();
  if (file !== undefined) form.set('file', file);
  return parseShopAssetUploadForm(form);
};
const refusal = (file?: File) => {
  const submission = uploadOf(file);
  return submission.status === 'success' ? undefined : submission.error?.file?.[0];
};
const picture = (bytes: number, type: string, name = 'banner.png') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('the shop asset upload', () => {
  test('gives a picture of a type the API takes, up to its size', () => {
    const file = picture(MAX_SHOP_ASSET_BYTES, 'image/png');
    const submission = uploadOf(file);
    expect(submission.status === 'success' ? submission.value.file.name : undefined).toBe('banner.png');
    expect(refusal(picture(10, 'image/webp', 'a.webp'))).toBeUndefined();
  });

  test('no file, or an empty one, is missing', () => {
    expect(refusal()).toBe(MISSING);
    expect(refusal(new File([], ''))).toBe(MISSING);
    expect(refusal(picture(0, 'image/png'))).toBe(MISSING);
  });

  test('a file of another type, or of no type said, is refused as the API refuses it', () => {
    expect(refusal(picture(10, 'image/svg+xml', 'a.svg'))).toBe(TYPE);
    expect(refusal(picture(10, '', 'a.png'))).toBe(TYPE);
    // The API checks the type first.
    expect(refusal(picture(MAX_SHOP_ASSET_BYTES + 1, 'image/svg+xml', 'a.svg'))).toBe(TYPE);
  });

  test('a picture above the limit is too large', () => {
    expect(refusal(picture(MAX_SHOP_ASSET_BYTES + 1, 'image/jpeg', 'a.jpg'))).toBe(TOO_LARGE);
  });
});

describe('the shop asset removal', () => {
  const removal = (fields: Record<string, string>) => {
    const submission = parseShopAssetRemovalForm(formDataOf(fields));
    return submission.status === 'success' ? submission.value : Object.keys(submission.error ?? {});
  };

  test('gives the asset’s id', () => {
    expect(removal({ intent: 'remove', id: 'a1' })).toEqual({ intent: 'remove', id: 'a1' });
  });

  test('refuses a removal without an id, and names the intent of a post that is no removal', () => {
    expect(removal({ intent: 'remove' })).toEqual(['id']);
    expect(removal({ intent: 'remove', id: 'x'.repeat(201) })).toEqual(['id']);
    expect(removal({})).toContain('intent');
    expect(removal({ intent: 'upload', id: 'a1' })).toEqual(['intent']);
  });
});
