import type { Meta, StoryObj } from '@storybook/react-vite';
import { PropertiesPanel } from '@tirage/react-app/features/designer/components/properties-panel.js';
import { action } from 'storybook/actions';
import { concertObject } from './designer-fixtures.js';

const meta = {
  title: 'Designer/PropertiesPanel',
  component: PropertiesPanel,
  args: { object: concertObject('title'), onChange: action('change') },
} satisfies Meta<typeof PropertiesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The concert flyer's title: its words, font, size, colour, alignment, weight and box. */
export const Text: Story = {};

/** The flyer's band of colour: fill, outline (none) and its thickness. */
export const Shape: Story = { args: { object: concertObject('accent') } };

/** A photo: its box and rotation only. */
export const Image: Story = { args: { object: concertObject('photo') } };

/** Nothing selected. */
export const NothingSelected: Story = { args: { object: null } };
