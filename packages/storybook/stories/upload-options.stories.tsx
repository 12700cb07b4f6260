import type { Meta, StoryObj } from '@storybook/react-vite';
import { DESIGN_SERVICE, FILE_CHECK_SERVICE } from '@tirage/domain';
import { UploadOptions } from '@tirage/react-app/features/product-page/components/upload-options.js';
import { fn } from 'storybook/test';
import { demoLocale, priced } from './fixtures.js';

const priceOf = (key: string) =>
  priced.servicePrices.find((price) => price.key === key && price.quantity === priced.selection?.quantity)
    ?.amountExclTax;

const meta = {
  title: 'Product page/UploadOptions',
  component: UploadOptions,
  args: {
    uploadType: 'upload',
    fileCheck: false,
    humanDesignService: true,
    fileCheckPrice: priceOf(FILE_CHECK_SERVICE),
    designServicePrice: priceOf(DESIGN_SERVICE),
    locale: demoLocale,
    onUploadType: fn(),
    onToggleFileCheck: fn(),
  },
} satisfies Meta<typeof UploadOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shopper sends files; the file check and the design service are offered with their prices. */
export const Filled: Story = {};

/** The file check is chosen. */
export const WithServices: Story = { args: { fileCheck: true } };

/** The design editor: the file check still applies. */
export const DesignEditor: Story = { args: { uploadType: 'dex' } };

/** A designer makes the artwork: no file check to offer. */
export const DesignService: Story = { args: { uploadType: 'hds' } };

/** A product without the design service. */
export const WithoutDesignService: Story = { args: { humanDesignService: false } };

/** The service prices are being fetched: skeletons keep their place. */
export const Loading: Story = {
  args: { fileCheckPrice: undefined, designServicePrice: undefined, pricesLoading: true },
};

/** No service price came back: the choices show without them. */
export const WithoutPrices: Story = { args: { fileCheckPrice: undefined, designServicePrice: undefined } };
