// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import type { FeatureAttribute } from '@tirage/domain';
import { afterEach, describe, expect, test } from 'vitest';
import { AttributeChooser } from './attribute-chooser.js';

afterEach(cleanup);

const attribute = (key: string, label: string): FeatureAttribute => ({
  key,
  label,
  sortIndex: 10,
  hidden: false,
  selectedValue: 'a',
  options: [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ],
});

describe('the attribute choosers', () => {
  test('an attribute a printing term explains links to it in the glossary; another has no link', () => {
    render(
      <AttributeChooser
        attributes={[attribute('weight', 'Grammage'), attribute('shape', 'Forme')]}
        selected={{}}
        onChange={() => undefined}
      />,
    );
    const link = screen.getByRole('link', { name: 'Définition de « Grammage » dans le glossaire' });
    expect(link.getAttribute('href')).toBe('/glossaire/#grammage');
    expect(link.textContent).toBe('Définition');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
