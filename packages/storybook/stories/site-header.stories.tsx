import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteHeader } from '../../react-app/app/components/site-header.js';

const meta = {
  title: 'Frame/SiteHeader',
  component: SiteHeader,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
