import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecapTotals } from '../../react-app/app/features/product-page/components/recap-totals.js';
import { demoLocale, priced, productPageStates } from './fixtures.js';

const meta = {
  title: 'Product page/RecapTotals',
  component: RecapTotals,
  args: { recap: priced.recap, loading: false, locale: demoLocale },
} satisfies Meta<typeof RecapTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 500 flyers: printing, then the totals excl. VAT, VAT and incl. VAT. */
export const Filled: Story = {};

/** With the file check. */
export const WithServices: Story = { args: { recap: productPageStates.withFileCheck.context.recap } };

/** With the design service. */
export const WithDesignService: Story = {
  args: { recap: productPageStates.withDesignService.context.recap },
};

/** The welcome code: the discount as a negative line. */
export const PromoValid: Story = { args: { recap: productPageStates.promoValid.context.recap } };

/** The cart would go above its maximum: the warning under the totals. */
export const CartMaximumExceeded: Story = {
  args: { recap: productPageStates.cartMaximumExceeded.context.recap },
};

/** While the recap is computed: a skeleton. */
export const Loading: Story = { args: { recap: undefined, loading: true } };
