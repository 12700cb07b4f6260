import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfferCountdown } from '@tirage/react-app/features/landing/components/offer-countdown.js';
import { Temporal } from 'temporal-polyfill';

// The countdown reads the browser's clock once mounted: its windows are set around the moment the
// story is opened (and `renderedAt` is that moment), so a running offer runs whenever it is opened.
const now = Temporal.Now.instant().round({ smallestUnit: 'second', roundingMode: 'floor' });
const at = (duration: Temporal.DurationLike) => now.add(duration).toString();

const meta = {
  title: 'Landing/OfferCountdown',
  component: OfferCountdown,
  args: {
    title: 'L’offre se termine dans',
    window: { start: at({ hours: -48 }), end: at({ hours: 3 * 24 + 6, minutes: 30 }) },
    renderedAt: now.toString(),
  },
} satisfies Meta<typeof OfferCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer runs for three more days: days, hours, minutes and seconds left, then its end date. */
export const Running: Story = {};

/** The offer ends two minutes after the story opens: the seconds run down, then "Offre terminée". */
export const AboutToEnd: Story = {
  args: { title: 'Plus que', window: { start: at({ hours: -72 }), end: at({ minutes: 2 }) } },
};

/** The offer opens in five days: the block says when it starts, no countdown yet. */
export const Upcoming: Story = {
  args: { window: { start: at({ hours: 5 * 24 }), end: at({ hours: 12 * 24 }) } },
};

/** The offer ended yesterday: "Offre terminée" in place of the countdown. */
export const Ended: Story = {
  args: { window: { start: at({ hours: -15 * 24 }), end: at({ hours: -24 }) } },
};
