import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from '@tirage/react-app/components/site-footer.js';
import { demoLegalLinks } from './fixtures.js';

const meta = {
  title: 'Frame/SiteFooter',
  component: SiteFooter,
  args: { links: demoLegalLinks },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four legal pages, where the shop's default links say they are. */
export const LegalPages: Story = {};

/** A shop that links no page from its footer: only the closing line remains. */
export const Empty: Story = { args: { links: [] } };
