import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShopAssetList } from '@tirage/react-app/features/admin/components/shop-asset-list.js';

const meta = {
  title: 'Back office/ShopAssetList',
  component: ShopAssetList,
  args: {
    locale: 'fr-FR',
    assets: [
      {
        id: 'ast-1',
        fileName: 'bandeau-noel.png',
        mediaType: 'image/png',
        sizeBytes: 48_213,
        url: '/favicon.svg',
        createdAt: '2026-11-20T09:30:00Z',
      },
      {
        id: 'ast-2',
        fileName: 'affiches-ete.jpg',
        mediaType: 'image/jpeg',
        sizeBytes: 2_310_000,
        url: '/favicon.svg',
        createdAt: '2026-11-18T14:00:00Z',
      },
    ],
  },
} satisfies Meta<typeof ShopAssetList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two pictures online. */
export const TwoAssets: Story = {};

/** Nothing uploaded yet. */
export const Empty: Story = { args: { assets: [] } };
