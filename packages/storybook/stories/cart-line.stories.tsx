import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { CartLine } from '@tirage/react-app/features/cart/components/cart-line.js';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { action } from 'storybook/actions';
import {
  businessCardsLine,
  editPathOf,
  flyersLine,
  multiArtworkLabelsLine,
  rollLabelsLine,
} from './cart-fixtures.js';
import { demoLocale } from './fixtures.js';

/**
 * The line's duplicate and remove buttons are react-router `<Form>`s: the story renders inside a
 * memory router on /cart/, whose action only records what was posted.
 */
const withCartRoute: Decorator = (Story) => {
  const router = createMemoryRouter(
    [
      {
        path: '/cart/',
        element: <Story />,
        action: async ({ request }) => {
          action('cart action')(Object.fromEntries(await request.formData()));
          return null;
        },
      },
    ],
    { initialEntries: ['/cart/'] },
  );
  return <RouterProvider router={router} />;
};

const meta = {
  title: 'Cart/CartLine',
  component: CartLine,
  decorators: [withCartRoute],
  args: {
    line: flyersLine,
    editPath: editPathOf('/flyers/', flyersLine),
    locale: demoLocale,
    busy: false,
  },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 250 flyers with their picture, job name, attributes, delivery date and file check. */
export const Filled: Story = {};

/** Made by a designer, with a promo code: both services are listed. */
export const WithServices: Story = {
  args: { line: businessCardsLine, editPath: editPathOf('/cartes-de-visite/', businessCardsLine) },
};

/**
 * Flyers whose artwork was made in the designer: the design's picture (drawn by the shop, so
 * broken here without one) and "Modifier le design", which reopens it and comes back to the cart.
 */
export const MadeOnline: Story = {
  args: {
    line: {
      ...flyersLine,
      selection: {
        ...flyersLine.selection,
        uploadType: 'dex',
        designId: '5f0c6a2e-8d1b-4c3a-9e7f-2b4d6f8a0c1e',
      },
    },
  },
};

/** Roll labels printed from two artworks: each artwork's name and number of labels. */
export const MultiArtwork: Story = {
  args: {
    line: multiArtworkLabelsLine,
    editPath: editPathOf('/etiquettes-en-rouleau/', multiArtworkLabelsLine),
  },
};

/** An old line: no picture, job name, date or services, and no page to edit it on. */
export const Minimal: Story = { args: { line: rollLabelsLine, editPath: undefined } };

/** A duplicate or a removal is on its way: the buttons wait. */
export const Loading: Story = { args: { busy: true } };
