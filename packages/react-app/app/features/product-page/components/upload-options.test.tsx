// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { UploadOptions } from './upload-options.js';

afterEach(cleanup);

const show = (props: Partial<Parameters<typeof UploadOptions>[0]> = {}) =>
  render(
    <UploadOptions
      uploadType="dex"
      fileCheck={false}
      humanDesignService={false}
      fileCheckPrice={undefined}
      designServicePrice={undefined}
      locale="fr-FR"
      onUploadType={() => {}}
      onToggleFileCheck={() => {}}
      designerHref="/designer/?product=flyers&from=%2Fflyers%2F"
      {...props}
    />,
  );

describe('the artwork options of a product page', () => {
  test('made online without a design yet: "Créer mon design" opens the designer', () => {
    show();
    expect(screen.getByRole('link', { name: 'Créer mon design' }).getAttribute('href')).toBe(
      '/designer/?product=flyers&from=%2Fflyers%2F',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  test('with the design made online: its picture, and "Modifier mon design"', () => {
    show({ designThumbnailUrl: '/designer/thumbnail/?design=d-7' });
    expect(screen.getByRole('img', { name: 'Votre design' }).getAttribute('src')).toBe(
      '/designer/thumbnail/?design=d-7',
    );
    expect(screen.getByText('Votre design sera imprimé sur ce produit.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier mon design' })).toBeTruthy();
  });

  test('with files sent instead, the design is neither shown nor offered', () => {
    show({ uploadType: 'upload', designThumbnailUrl: '/designer/thumbnail/?design=d-7' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
