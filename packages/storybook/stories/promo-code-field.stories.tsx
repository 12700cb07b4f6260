import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoCodeField } from '@tirage/react-app/features/product-page/components/promo-code-field.js';
import { fn } from 'storybook/test';
import { WELCOME_CODE } from './fixtures.js';

const meta = {
  title: 'Product page/PromoCodeField',
  component: PromoCodeField,
  args: { code: '', status: undefined, busy: false, onApply: fn() },
} satisfies Meta<typeof PromoCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No code yet. */
export const Empty: Story = {};

/** The code is being checked (or the page is pricing): the button waits. */
export const Loading: Story = { args: { code: WELCOME_CODE, busy: true } };

/** The welcome code is accepted. */
export const PromoValid: Story = { args: { code: WELCOME_CODE, status: 'valid' } };

/** A code that does not apply to this product or configuration. */
export const PromoRefused: Story = { args: { code: 'BF25', status: 'invalid_selection' } };

/** An expired code (a stored code checked again when a cart line is edited). */
export const PromoExpired: Story = { args: { code: 'ETE2025', status: 'no_longer_valid' } };

/** Applied with nothing typed. */
export const PromoMissing: Story = { args: { status: 'empty_value' } };

/** The check itself failed: the shopper may try again. */
export const PromoCheckFailed: Story = { args: { code: 'BF25', status: 'generic_error' } };
