import type { Preview } from '@storybook/react-vite';
// The storefront's own stylesheet: stories look as the shop does.
import '@tirage/react-app/styles/shop.css';

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
};

export default preview;
