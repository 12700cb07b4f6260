import type { Meta, StoryObj } from '@storybook/react-vite';
import { ObjectList } from '@tirage/react-app/features/designer/components/object-list.js';
import { action } from 'storybook/actions';
import { concertRecto } from './designer-fixtures.js';

const meta = {
  title: 'Designer/ObjectList',
  component: ObjectList,
  args: {
    objects: concertRecto,
    selectedId: 'title',
    onSelect: action('select'),
    onRemove: action('remove'),
  },
} satisfies Meta<typeof ObjectList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The concert flyer's recto, top-most first, its title selected. */
export const Filled: Story = {};

/** Nothing selected: the top-most object takes the focus first. */
export const NothingSelected: Story = { args: { selectedId: null } };

/** A page with no object yet. */
export const Empty: Story = { args: { objects: [], selectedId: null } };
