import { describe, expect, it } from 'vitest';
import { fileCheckApplies, UPLOAD_TYPES, type UploadType } from './upload-type.js';

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
