import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteHeader } from '../../react-app/app/components/site-header.js';

const meta = {
  title: 'Frame/SiteHeader',
  component: SiteHeader,
  args: { loggedIn: false },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the way to log in. */
export const Guest: Story = {};

/** A logged-in customer: the personal area and logging out. */
export const LoggedIn: Story = { args: { loggedIn: true } };
