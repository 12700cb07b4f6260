import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceUnavailableScreen } from '@tirage/react-app/screens/service-unavailable-screen.js';
import { withShopFrame } from './route-stub.js';

/**
 * The screen of a shop that cannot serve anything for now (its database is down or being
 * restored): any page whose loader or action met it says so, with a link to try the same page again.
 */
const meta = {
  title: 'Screens/ServiceUnavailableScreen',
  component: ServiceUnavailableScreen,
  args: { retryHref: '/flyers/' },
} satisfies Meta<typeof ServiceUnavailableScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Met on a page with a query (a search): trying again asks for the same page, query included. */
export const WithQuery: Story = { args: { retryHref: '/search/?q=flyers' } };

/** As the shop shows it: between the header and the footer (the root layout wraps its error boundary). */
export const InShopFrame: Story = { decorators: [withShopFrame] };
