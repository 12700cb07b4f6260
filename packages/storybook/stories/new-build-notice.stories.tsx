import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewBuildNotice } from '@tirage/react-app/components/new-build-notice.js';
import { action } from 'storybook/actions';

const meta = {
  title: 'Frame/NewBuildNotice',
  component: NewBuildNotice,
  args: { onReload: action('reload') },
} satisfies Meta<typeof NewBuildNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A newer version of the shop is served: "Recharger", when the shopper chooses. */
export const Shown: Story = {};
