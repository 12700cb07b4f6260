import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundScreen } from '@tirage/react-app/screens/not-found-screen.js';
import { demoCategories } from './fixtures.js';
import { withShopFrame } from './route-stub.js';

/**
 * The 404 screen: the specification's title and message in a French page, with the search, the
 * home page and the shop's categories (as the loader that threw the 404 read them).
 */
const meta = {
  title: 'Screens/NotFoundScreen',
  component: NotFoundScreen,
  args: { path: '/nulle-part/', categories: demoCategories },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShortPath: Story = {};

/** The categories could not be read (or a path no route matches): the search and the home page. */
export const WithoutCategories: Story = { args: { categories: [] } };

export const LongPath: Story = {
  args: { path: `/catalogue/${'impression-sur-mesure/'.repeat(12)}` },
};

/** As the shop shows it: between the header and the footer (the root layout wraps its error boundary). */
export const InShopFrame: Story = { decorators: [withShopFrame] };
