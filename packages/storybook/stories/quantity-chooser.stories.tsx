import type { Meta, StoryObj } from '@storybook/react-vite';
import { validateQuantity } from '@tirage/domain';
import { QuantityChooser } from '@tirage/react-app/features/product-page/components/quantity-chooser.js';
import { fn } from 'storybook/test';
import { demoLocale, freeQuantityFlyers, productPageStates } from './fixtures.js';

const { freeQuantityWithError } = productPageStates;
const refusedAbove = validateQuantity(12_000, freeQuantityFlyers.priceOptions.quantityRule);

const meta = {
  title: 'Product page/QuantityChooser',
  component: QuantityChooser,
  args: {
    quantities: [100, 250, 500, 1000],
    selected: 500,
    freeMode: false,
    error: undefined,
    locale: demoLocale,
    disabled: false,
    onChange: fn(),
    onFreeQuantity: fn(),
  },
} satisfies Meta<typeof QuantityChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offered quantities, 500 chosen. */
export const Filled: Story = {};

/** Free quantity mode: a field for any quantity the rule allows. */
export const FreeQuantity: Story = { args: { freeMode: true } };

/** A quantity the shopper typed (750) is not in the list: it joins it, in order. */
export const FreeQuantityChosen: Story = { args: { freeMode: true, selected: 750 } };

/** 75 typed: below the minimum of 100, the domain's message is shown and the field is marked invalid. */
export const FreeQuantityWithError: Story = {
  args: { freeMode: true, error: freeQuantityWithError.context.quantityError },
};

/** 12 000 typed: above the maximum of 5 000 (grouped as the locale writes it). */
export const FreeQuantityAboveMaximum: Story = {
  args: { freeMode: true, error: refusedAbove.ok ? undefined : refusedAbove.error },
};

/** While the quantity is being priced: the chooser waits. */
export const Loading: Story = { args: { freeMode: true, disabled: true } };
