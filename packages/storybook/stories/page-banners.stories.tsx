import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageBanners } from '@tirage/react-app/components/page-banners.js';
import { demoOffers } from './fixtures.js';

const meta = {
  title: 'Frame/PageBanners',
  component: PageBanners,
  args: {
    renderedAt: '2026-11-24T12:00:00Z',
    banners: demoOffers,
  },
} satisfies Meta<typeof PageBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In November: the discovery offer only (Christmas has not started). */
export const November: Story = {};

/** In December: both offers. */
export const December: Story = { args: { renderedAt: '2026-12-10T12:00:00Z' } };

/** Before any window: nothing is shown. */
export const Empty: Story = { args: { renderedAt: '2025-06-01T12:00:00Z' } };
