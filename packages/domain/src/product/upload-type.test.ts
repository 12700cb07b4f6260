import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { uploadTypeArb } from './product.arb.js';
import { fileCheckApplies, isUploadType, UPLOAD_TYPES, type UploadType } from './upload-type.js';

describe('fileCheckApplies', () => {
  it('is left out only for the human design service', () => {
    expect(UPLOAD_TYPES.filter((type) => !fileCheckApplies(type))).toEqual(['hds']);
  });

  it('covers the three upload types', () => {
    expect([fileCheckApplies('upload'), fileCheckApplies('dex'), fileCheckApplies('hds')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('throws on an unknown upload type (a bug upstream)', () => {
    expect(() => fileCheckApplies('fax' as UploadType)).toThrow(/upload type/);
  });
});

describe('isUploadType', () => {
  test.prop([fc.oneof(uploadTypeArb, fc.string(), fc.anything())])(
    'recognises exactly the three types',
    (value) => {
      expect(isUploadType(value)).toBe(value === 'upload' || value === 'dex' || value === 'hds');
    },
  );
});
