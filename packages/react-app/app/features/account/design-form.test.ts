import { describe, expect, test } from 'vitest';
import { formReader } from '../../test-support/form-data.js';
import { parseDesignForm } from './design-form.js';

const { posted, readValue, refusedFields } = formReader(parseDesignForm);

describe('the design area’s forms', () => {
  test('renaming gives the design’s id and the new name, trimmed', () => {
    expect(readValue({ intent: 'rename', id: 'des-1', name: '  Cartes 2027 ' })).toEqual({
      id: 'des-1',
      intent: 'rename',
      name: 'Cartes 2027',
    });
  });

  test('removing gives the design’s id', () => {
    expect(readValue({ intent: 'delete', id: 'des-1' })).toEqual({ id: 'des-1', intent: 'delete' });
  });

  test.each<Record<string, string>>([
    { intent: 'delete' },
    { intent: 'delete', id: '' },
    { intent: 'rename', id: 'x'.repeat(201), name: 'Cartes' },
    { intent: 'other' },
  ])('a post of %j refuses the id', (fields) => {
    expect(refusedFields(fields)).toContain('id');
  });

  test.each<Record<string, string>>([
    { intent: 'rename', id: 'des-1' },
    { intent: 'rename', id: 'des-1', name: '   ' },
    { intent: 'rename', id: 'des-1', name: 'x'.repeat(101) },
    { intent: 'rename', id: 'des-1', name: 'Deux\nlignes' },
  ])('a rename of %j refuses the name', (fields) => {
    expect(refusedFields(fields)).toEqual(['name']);
  });

  test('an unknown intent is refused', () => {
    expect(posted({ intent: 'copy', id: 'des-1' }).status).toBe('error');
    expect(refusedFields({ intent: 'copy', id: 'des-1' })).not.toContain('id');
  });
});
