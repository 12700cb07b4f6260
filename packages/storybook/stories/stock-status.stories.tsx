import type { Meta, StoryObj } from '@storybook/react-vite';
import { StockStatus } from '@tirage/react-app/features/product-page/components/stock-status.js';
import { Temporal } from 'temporal-polyfill';
import { demoLocale } from './fixtures.js';

const meta = {
  title: 'Product page/StockStatus',
  component: StockStatus,
  args: {
    status: { kind: 'inStock', immediateQuantity: 12_000 },
    loading: false,
    failed: false,
    quantity: 2_500,
    locale: demoLocale,
  },
} satisfies Meta<typeof StockStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2 500 white DL envelopes, 12 000 in stock: they leave at once. */
export const InStock: Story = {};

/** 800 kraft envelopes in stock, 5 000 more on 07-12-2026. */
export const Partial: Story = {
  args: {
    status: { kind: 'partial', immediateQuantity: 800, completeOn: Temporal.PlainDate.from('2026-12-07') },
  },
};

/** None in stock, a restock on 12-12-2026. */
export const OutOfStockWithRestock: Story = {
  args: { status: { kind: 'outOfStock', completeOn: Temporal.PlainDate.from('2026-12-12') } },
};

/** None in stock and no restock planned: the shopper is asked to get in touch. */
export const OutOfStockNoRestock: Story = {
  args: { status: { kind: 'outOfStock', completeOn: undefined } },
};

/** While the stock is read: a skeleton keeps its place. */
export const Loading: Story = { args: { status: undefined, loading: true } };

/** The stock could not be read: the shopper may still order. */
export const Failed: Story = { args: { status: undefined, failed: true } };

/** A configuration printed to order: nothing is shown. */
export const Empty: Story = { args: { status: undefined } };
