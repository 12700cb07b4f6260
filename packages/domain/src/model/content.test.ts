import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { type PageLayout, showsPromoStripe } from './content.js';

const layoutArb = fc.constantFrom<PageLayout>('standard', 'home', 'category', 'product', 'landing');

describe('showsPromoStripe', () => {
  test.prop([layoutArb])('every layout but the landing pages shows the promo stripe', (layout) => {
    expect(showsPromoStripe(layout)).toBe(layout !== 'landing');
  });
});
