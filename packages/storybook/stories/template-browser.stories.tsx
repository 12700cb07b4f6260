import type { Meta, StoryObj } from '@storybook/react-vite';
import { TemplateBrowser } from '@tirage/react-app/features/designer/components/template-browser.js';
import { action } from 'storybook/actions';
import { flyerTemplateCards } from './designer-fixtures.js';

const meta = {
  title: 'Designer/TemplateBrowser',
  component: TemplateBrowser,
  args: {
    status: 'ready',
    templates: flyerTemplateCards,
    onPick: action('template picked'),
    onBlank: action('blank page'),
    onRetry: action('retry'),
  },
} satisfies Meta<typeof TemplateBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The flyers' three templates, and a blank page. */
export const Filled: Story = {};

/** The templates are on their way: said in words, a blank page still offered. */
export const Loading: Story = { args: { status: 'loading', templates: [] } };

/** The templates could not be loaded: a message and "Réessayer". */
export const LoadError: Story = { args: { status: 'error', templates: [] } };

/** A product without templates: a blank page is the way. */
export const Empty: Story = { args: { templates: [] } };
