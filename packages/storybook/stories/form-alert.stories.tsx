import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormAlert } from '@tirage/react-app/components/form-alert.js';

const meta = {
  title: 'Forms/FormAlert',
  component: FormAlert,
  args: { message: 'Adresse e-mail ou mot de passe incorrect.' },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {};

/** No refusal: nothing is rendered. */
export const Empty: Story = { args: { message: undefined } };
