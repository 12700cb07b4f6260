import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfferNotice } from '@tirage/react-app/features/landing/components/offer-notice.js';
import { Temporal } from 'temporal-polyfill';

// The notice reads the browser's clock once mounted: its windows are set around the moment the
// story is opened (and `renderedAt` is that moment), so each state holds whenever it is opened.
const now = Temporal.Now.instant().round({ smallestUnit: 'second', roundingMode: 'floor' });
const at = (duration: Temporal.DurationLike) => now.add(duration).toString();

const meta = {
  title: 'Landing/OfferNotice',
  component: OfferNotice,
  args: {
    window: { start: at({ hours: -16 * 24 }), end: at({ hours: -3 * 24 }) },
    renderedAt: now.toString(),
  },
} satisfies Meta<typeof OfferNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer ended three days ago: "Offre terminée", the date it ended, and the usual prices. */
export const Ended: Story = {};

/** The offer opens in a week: the date it starts. */
export const Upcoming: Story = {
  args: { window: { start: at({ hours: 7 * 24 }), end: at({ hours: 14 * 24 }) } },
};

/** The offer runs: no notice at all (the page renders nothing here). */
export const Empty: Story = {
  args: { window: { start: at({ hours: -2 * 24 }), end: at({ hours: 5 * 24 }) } },
};
