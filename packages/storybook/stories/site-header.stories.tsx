import type { Meta, StoryObj } from '@storybook/react-vite';
import { MAX_CART_LINES } from '@tirage/domain';
import { SiteHeader } from '@tirage/react-app/components/site-header.js';

/**
 * The header of every page. It has no loading or error state of its own: the root loader gives
 * it whether a customer is logged in and the cart's number of jobs before the page is rendered.
 */
const meta = {
  title: 'Frame/SiteHeader',
  component: SiteHeader,
  args: { loggedIn: false, cartCount: 0 },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest with no cart: the way to log in, the cart at (0). */
export const Guest: Story = {};

/** A logged-in customer with an empty cart: the personal area and logging out. */
export const LoggedIn: Story = { args: { loggedIn: true } };

/** A guest who has put two jobs in the cart. */
export const GuestWithCart: Story = { args: { cartCount: 2 } };

/** A logged-in customer with three jobs in the cart. */
export const LoggedInWithCart: Story = { args: { loggedIn: true, cartCount: 3 } };

/** A cart at its maximum number of jobs. */
export const FullCart: Story = { args: { loggedIn: true, cartCount: MAX_CART_LINES } };

/** The Swiss shop sells in francs and euros: the currency chooser, francs selected. */
export const WithCurrencyChooser: Story = {
  args: { cartCount: 1, currency: { currencies: ['CHF', 'EUR'], current: 'CHF', back: '/cart/' } },
};
