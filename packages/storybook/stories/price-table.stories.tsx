import type { Meta, StoryObj } from '@storybook/react-vite';
import { flyersConfiguration } from '@tirage/domain/testing';
import { PriceTable } from '@tirage/react-app/features/product-page/components/price-table.js';
import { fn } from 'storybook/test';
import { demoLocale, priced, productPageStates } from './fixtures.js';

const meta = {
  title: 'Product page/PriceTable',
  component: PriceTable,
  args: {
    quantities: priced.quote?.quantities ?? [],
    deliveryOptions: flyersConfiguration.priceOptions.enabledPrices.deliverySpeed,
    priceSets: priced.quote?.priceSets ?? [],
    deliveries: priced.deliveries,
    selectedQuantity: 500,
    selectedDelivery: 'standard',
    inclVat: false,
    loading: false,
    locale: demoLocale,
    onSelect: fn(),
  },
} satisfies Meta<typeof PriceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every quantity × delivery priced excl. VAT, the arrival dates of 500 flyers, 500 / standard chosen. */
export const Filled: Story = {};

/** The same prices incl. VAT. */
export const InclVat: Story = { args: { inclVat: true } };

/** The welcome code's 10 % off, in every cell. */
export const PromoValid: Story = {
  args: { priceSets: productPageStates.promoValid.context.quote?.priceSets ?? [] },
};

/** While the quote is on its way: the cells keep their place as skeletons. */
export const Loading: Story = { args: { priceSets: [], deliveries: [], loading: true } };

/** No express price for 1 000 flyers, and no date the carrier could promise for economy. */
export const MissingPrices: Story = {
  args: {
    priceSets: (priced.quote?.priceSets ?? []).filter(
      (set) => !(set.quantity === 1000 && set.deliveryOption === 'express'),
    ),
    deliveries: priced.deliveries.map((delivery) =>
      delivery.deliveryOption === 'economy' ? { ...delivery, arrivalDate: undefined } : delivery,
    ),
  },
};

/** Another quoted quantity was chosen: the prices stay, the dates are being calculated. */
export const DatesLoading: Story = { args: { datesLoading: true } };

/** The quote failed: no price and no date (the page shows its error above the table). */
export const Empty: Story = { args: { priceSets: [], deliveries: [] } };
