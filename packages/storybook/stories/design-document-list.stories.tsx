import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  DesignDocumentList,
  type DesignDocumentRow,
} from '@tirage/react-app/features/account/components/design-document-list.js';
import { onPage } from './payment-fixtures.js';

/** Its forms are react-router `<Form>`s: the story renders on the design area, whose action records the post. */
const onDesignArea = onPage('/personal-area/my-design-area/');

const documents: readonly DesignDocumentRow[] = [
  {
    id: '6f1d3c0e-2b7a-4e55-9a61-0c2f4b8d9e10',
    productName: 'Flyers',
    format: '148 × 210 mm, recto-verso',
    objectCount: 5,
    savedOn: '06-12-2026',
    openPath: '/designer/?product=flyers&design=6f1d3c0e-2b7a-4e55-9a61-0c2f4b8d9e10',
  },
  {
    id: '0b8f5c1e-7d2a-4c3b-9e8f-1a2b3c4d5e6f',
    productName: 'Cartes de visite',
    format: '85 × 55 mm, recto',
    objectCount: 3,
    savedOn: '02-12-2026',
    openPath: '/designer/?product=business-cards&design=0b8f5c1e-7d2a-4c3b-9e8f-1a2b3c4d5e6f',
  },
];

const meta = {
  title: 'Account/DesignDocumentList',
  component: DesignDocumentList,
  decorators: [onDesignArea],
  args: { documents, busy: false },
} satisfies Meta<typeof DesignDocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two designs made online, last saved first, each with "Modifier" and its removal. */
export const Filled: Story = {};

/** A removal is on its way: the buttons wait. */
export const Loading: Story = { args: { busy: true } };

/** None made yet: how to make one. */
export const Empty: Story = { args: { documents: [] } };
