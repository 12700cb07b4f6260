import type { Meta, StoryObj } from '@storybook/react-vite';
import { flyersConfiguration } from '@tirage/domain/testing';
import { AttributeChooser } from '@tirage/react-app/features/product-page/components/attribute-chooser.js';
import { fn } from 'storybook/test';
import { priced } from './fixtures.js';

const meta = {
  title: 'Product page/AttributeChooser',
  component: AttributeChooser,
  args: {
    attributes: flyersConfiguration.attributes,
    selected: priced.selection?.selectedAttributes ?? {},
    disabled: false,
    onChange: fn(),
  },
} satisfies Meta<typeof AttributeChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Format then paper (the catalogue’s order), each with its link to the glossary, the paper’s info under it; the hidden colours are left out. */
export const Filled: Story = {};

/** Another paper chosen; a value's own info replaces the attribute's. */
export const ChoiceWithInfo: Story = {
  args: {
    attributes: flyersConfiguration.attributes.map((attribute) =>
      attribute.key === 'paper'
        ? {
            ...attribute,
            options: attribute.options.map((option) =>
              option.value === 'couche-mat'
                ? { ...option, info: 'Le papier mat se lit sans reflets et s’écrit au stylo.' }
                : option,
            ),
          }
        : attribute,
    ),
    selected: { ...priced.selection?.selectedAttributes, paper: 'couche-mat' },
  },
};

/** Nothing chosen yet: each attribute shows the catalogue's default value. */
export const Defaults: Story = { args: { selected: {} } };

/** While the attributes are being checked: the choosers wait. */
export const Loading: Story = { args: { disabled: true } };

/** A product whose attributes are all hidden: nothing to choose. */
export const Empty: Story = {
  args: { attributes: flyersConfiguration.attributes.filter((attribute) => attribute.hidden) },
};
