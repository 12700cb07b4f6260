import type { Meta, StoryObj } from '@storybook/react-vite';
import { SaveDesign } from '@tirage/react-app/features/product-page/components/save-design.js';
import { action } from 'storybook/actions';

const meta = {
  title: 'ProductPage/SaveDesign',
  component: SaveDesign,
  args: {
    loggedIn: true,
    loginPath: '/login/?returnTo=%2Fflyers%2F',
    defaultName: 'Flyers',
    selection: '{}',
    disabled: false,
    state: { busy: false, error: undefined, savedName: undefined },
    onSave: action('save design'),
  },
} satisfies Meta<typeof SaveDesign>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer: "Enregistrer ma création" opens the name field. */
export const Customer: Story = {};

/** A guest is offered to log in, and comes back to the page. */
export const Guest: Story = { args: { loggedIn: false } };

/** The page is still being priced: nothing to save yet. */
export const Loading: Story = { args: { disabled: true } };

/** The design is on its way. */
export const Saving: Story = { args: { state: { busy: true, error: undefined, savedName: undefined } } };

/** Saved: its name, and the way to the design area. */
export const Saved: Story = {
  args: { state: { busy: false, error: undefined, savedName: 'Flyers salon du livre' } },
};

/** Refused: the customer already keeps 100 designs. */
export const Refused: Story = {
  args: {
    state: {
      busy: false,
      error:
        'Vous avez déjà 100 créations enregistrées : supprimez-en une depuis « Mes créations » pour en enregistrer une nouvelle.',
      savedName: undefined,
    },
  },
};
