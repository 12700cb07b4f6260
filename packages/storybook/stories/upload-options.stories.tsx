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

/** Back from the designer: the design's picture, and the designer reopens it. */
export const DesignEditorWithDesign: Story = {
  args: {
    uploadType: 'dex',
    designerHref: '/designer/?product=flyers&format=a5&from=%2Fflyers%2F&design=d-7',
    // The shop draws the picture; here, a drawn A5 page stands in for it.
    designThumbnailUrl: `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 152 214"><rect width="152" height="214" fill="#fdf6e3"/><text x="20" y="50" font-size="18" fill="#1d3557">Salon du livre</text><rect x="12" y="80" width="128" height="85" fill="#c85a28"/></svg>',
    )}`,
  },
};

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
