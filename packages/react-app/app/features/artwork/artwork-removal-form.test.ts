import { describe, expect, test } from 'vitest';
import { parseArtworkRemovalForm } from './artwork-removal-form.js';

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseArtworkRemovalForm(form);
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
