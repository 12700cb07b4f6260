import type { Meta, StoryObj } from '@storybook/react-vite';
import { DebugPanel } from '@tirage/react-app/features/admin/components/debug-panel.js';

const meta = {
  title: 'Back office/DebugPanel',
  component: DebugPanel,
  args: {
    entries: {
      tenant: 'fr',
      locale: 'fr-FR',
      currency: 'EUR',
      country: 'FR',
      session: 'loginAs',
      cartLines: '2',
      time: '2026-11-18T08:00:00Z',
    },
  },
} satisfies Meta<typeof DebugPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What staff with the debug cookie see under the footer. */
export const Filled: Story = {};

/** Nothing to show. */
export const Empty: Story = { args: { entries: {} } };
