import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecapTotals } from '@tirage/react-app/features/product-page/components/recap-totals.js';
import { arrivalDateOf, demoLocale, priced, productPageStates } from './fixtures.js';

const meta = {
  title: 'Product page/RecapTotals',
  component: RecapTotals,
  args: {
    recap: priced.recap,
    loading: false,
    arrivalDate: arrivalDateOf('standard'),
    arrivalLoading: false,
    locale: demoLocale,
  },
} satisfies Meta<typeof RecapTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 500 flyers: printing, then the totals excl. VAT, VAT and incl. VAT, and when standard delivery arrives. */
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

/** Express delivery chosen: its own, earlier date. */
export const ExpressDelivery: Story = { args: { arrivalDate: arrivalDateOf('express') } };

/** The carrier could not promise a day for the chosen option: the date is to be confirmed. */
export const ArrivalToBeConfirmed: Story = { args: { arrivalDate: undefined } };

/** While the recap is computed, the dates known: a skeleton, and the date. */
export const Loading: Story = { args: { recap: undefined, loading: true } };

/** A new quantity: its arrival dates and its recap are calculated, both keep their place as skeletons. */
export const DatesLoading: Story = {
  args: { recap: undefined, loading: true, arrivalDate: undefined, arrivalLoading: true },
};
