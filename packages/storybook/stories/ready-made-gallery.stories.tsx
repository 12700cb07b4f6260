import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ReadyMadeFacts,
  ReadyMadeGallery,
} from '@tirage/react-app/features/product-page/components/ready-made-gallery.js';
import { readyMadePosterConfiguration } from './fixtures.js';

const offer = readyMadePosterConfiguration.printOnDemand;
if (offer === undefined) throw new Error('The demo poster is a ready-made design');

/** The pictures of a ready-made design: the first large, the others as thumbnails that take its place. */
const meta = {
  title: 'Product page/ReadyMadeGallery',
  component: ReadyMadeGallery,
  args: { pictures: offer.gallery },
} satisfies Meta<typeof ReadyMadeGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three views of the design. */
export const Gallery: Story = {};

/** A design with one picture: no thumbnails. */
export const OnePicture: Story = { args: { pictures: offer.gallery.slice(0, 1) } };

/** What the shopper buys: the design's name and designer, its format and paper, the shop's own file. */
export const Facts: StoryObj<typeof ReadyMadeFacts> = {
  render: () => (
    <ReadyMadeFacts
      designName={offer.designName}
      designer={offer.designer}
      attributes={readyMadePosterConfiguration.attributes}
    />
  ),
};
