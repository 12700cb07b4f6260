import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '@tirage/react-app/components/field.js';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    field: { name: 'company', initialValue: 'Atelier Dupont' },
    idPrefix: 'story',
    label: 'Nom de l’entreprise',
    autoComplete: 'organization',
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A filled field. */
export const Filled: Story = {};

/** A field with a hint under it. */
export const WithHint: Story = {
  args: {
    field: { name: 'vatNumber', initialValue: '' },
    label: 'Numéro de TVA intracommunautaire (facultatif)',
    hint: 'Il commence par le code du pays, par exemple FR12345678901.',
  },
};

/** Refused: the French message under the field, announced with the hint. */
export const Refused: Story = {
  args: {
    field: {
      name: 'vatNumber',
      initialValue: '12345',
      errors: ['Le numéro de TVA commence par le code du pays (FR12345678901).'],
    },
    label: 'Numéro de TVA intracommunautaire (facultatif)',
    hint: 'Il commence par le code du pays, par exemple FR12345678901.',
  },
};

/** A text of several lines (a text area), with its limit. */
export const Multiline: Story = {
  args: {
    field: { name: 'reason', initialValue: 'Le logo est pixellisé : envoyez-le en vectoriel.' },
    label: 'Raison du refus',
    hint: '1 000 caractères au plus.',
    autoComplete: undefined,
    rows: 4,
    maxLength: 1000,
  },
};
