import type { Meta, StoryObj } from '@storybook/react-vite';
import { DesignList, type DesignRow } from '@tirage/react-app/features/account/components/design-list.js';
import { onPage } from './payment-fixtures.js';

/** Its forms are react-router `<Form>`s: the story renders on the design area, whose action records the post. */
const onDesignArea = onPage('/personal-area/my-design-area/');

const designs: readonly DesignRow[] = [
  {
    id: 'des-2',
    name: 'Cartes de visite équipe',
    productName: 'Cartes de visite',
    savedOn: '21-11-2026',
    imageUrl: '/assets/products/business-cards.svg',
    openPath: '/cartes-de-visite/?design_id=des-2',
  },
  {
    id: 'des-1',
    name: 'Flyers salon du livre',
    productName: 'Flyers',
    savedOn: '18-11-2026',
    imageUrl: '/assets/products/flyers.svg',
    openPath: '/flyers/?design_id=des-1',
  },
];

const meta = {
  title: 'Account/DesignList',
  component: DesignList,
  decorators: [onDesignArea],
  args: { designs, busy: false },
} satisfies Meta<typeof DesignList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two designs, newest first, each with its product's picture, "Ouvrir", rename and remove. */
export const Filled: Story = {};

/** A design of a product the shop no longer sells: no picture and nothing to open. */
export const ProductGone: Story = {
  args: {
    designs: [
      {
        id: 'des-0',
        name: 'Calendrier 2019',
        productName: 'calendars-2019',
        savedOn: '02-01-2019',
        imageUrl: undefined,
        openPath: undefined,
      },
    ],
  },
};

/** A rename or a removal is on its way: the buttons wait. */
export const Loading: Story = { args: { busy: true } };

/** No design saved yet: what to do to save one. */
export const Empty: Story = { args: { designs: [] } };
