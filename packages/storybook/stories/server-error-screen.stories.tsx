import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServerErrorScreen } from '../../react-app/app/screens/server-error-screen.js';

const meta = {
  title: 'Screens/ServerErrorScreen',
  component: ServerErrorScreen,
} satisfies Meta<typeof ServerErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
