import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundScreen } from '../../react-app/app/screens/not-found-screen.js';
import { withShopFrame } from './route-stub.js';

const meta = {
  title: 'Screens/NotFoundScreen',
  component: NotFoundScreen,
  args: { path: '/nulle-part/' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShortPath: Story = {};

export const LongPath: Story = {
  args: { path: `/catalogue/${'impression-sur-mesure/'.repeat(12)}` },
};

/** As the shop shows it: between the header and the footer (the root layout wraps its error boundary). */
export const InShopFrame: Story = { decorators: [withShopFrame] };
