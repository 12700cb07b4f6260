import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServerErrorScreen } from '@tirage/react-app/screens/server-error-screen.js';
import { withShopFrame } from './route-stub.js';

const meta = {
  title: 'Screens/ServerErrorScreen',
  component: ServerErrorScreen,
} satisfies Meta<typeof ServerErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** As the shop shows it: between the header and the footer (the root layout wraps its error boundary). */
export const InShopFrame: Story = { decorators: [withShopFrame] };
