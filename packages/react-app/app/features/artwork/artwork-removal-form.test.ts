import { describe, expect, test } from 'vitest';
import { formDataOf } from '../../test-support/form-data.js';
import { parseArtworkRemovalForm } from './artwork-removal-form.js';

const posted = (fields: Record<string, string>) => {
  return parseArtworkRemovalForm(formDataOf(fields));
};

describe('the removal of an artwork file', () => {
  test('gives the file’s upload id', () => {
    const submission = posted({ intent: 'delete', upload_id: 'upl-1' });
    expect(submission.status === 'success' ? submission.value : undefined).toEqual({
      intent: 'delete',
      upload_id: 'upl-1',
    });
  });

  test.each<Record<string, string>>([
    {},
    { intent: 'delete' },
    { intent: 'delete', upload_id: '' },
    { intent: 'delete', upload_id: 'x'.repeat(201) },
    { intent: 'rename', upload_id: 'upl-1' },
    { upload_id: 'upl-1' },
  ])('refuses %j', (fields) => {
    expect(posted(fields).status).toBe('error');
  });
});
