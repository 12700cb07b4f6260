import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The machines building it have no internet: nothing may wait on the network.
  core: { disableTelemetry: true },
};

export default config;
