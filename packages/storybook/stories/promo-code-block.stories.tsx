import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoCodeBlock } from '@tirage/react-app/features/landing/components/promo-code-block.js';
import { Temporal } from 'temporal-polyfill';

// The block reads the browser's clock once mounted: its windows are set around the moment the
// story is opened (and `renderedAt` is that moment), so a running offer runs whenever it is opened.
const now = Temporal.Now.instant().round({ smallestUnit: 'second', roundingMode: 'floor' });
const at = (duration: Temporal.DurationLike) => now.add(duration).toString();

const meta = {
  title: 'Landing/PromoCodeBlock',
  component: PromoCodeBlock,
  args: {
    code: 'BLACKFRIDAY',
    label: 'Black Friday : -25 % sur tout le site',
    window: { start: at({ hours: -48 }), end: at({ hours: 5 * 24 }) },
    forNewCustomers: false,
    visitor: 'unknown',
    renderedAt: now.toString(),
  },
} satisfies Meta<typeof PromoCodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer runs: the code, its copy and use buttons, and the date it is valid until. */
export const Running: Story = {};

/** Christmas has not started: the block says from when the code can be used, without showing it. */
export const Upcoming: Story = {
  args: {
    code: 'NOEL2026',
    label: 'Noël : 10 € offerts sur votre commande',
    window: { start: at({ hours: 6 * 24 }), end: at({ hours: 29 * 24 }) },
  },
};

/** The offer is over: "Offre terminée", and the code is no longer shown to copy. */
export const Ended: Story = {
  args: { window: { start: at({ hours: -16 * 24 }), end: at({ hours: -2 * 24 }) } },
};

const welcome = {
  code: 'BIENVENUE10',
  label: 'Bienvenue : -10 % sur votre première commande',
  forNewCustomers: true,
} as const;

/** The welcome code read by a guest: for the first order of a new customer. */
export const WelcomeGuest: Story = { args: welcome };

/** The welcome code read by a customer who has not ordered yet: theirs. */
export const WelcomeNewCustomer: Story = { args: { ...welcome, visitor: 'new' } };

/** The welcome code read by a customer who has ordered: told why it is not for them, not offered it. */
export const WelcomeReturningCustomer: Story = { args: { ...welcome, visitor: 'returning' } };
