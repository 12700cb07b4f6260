import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_SHOP_RULES } from '@tirage/domain';
import { ShopRulesEditor } from '@tirage/react-app/features/admin/components/shop-rules-editor.js';
import { formValuesOf } from '@tirage/react-app/features/admin/shop-rules-form.js';
import { createRoutesStub } from 'react-router';

/** The editor is a form of the console's route: shown in a router stub. */
function InRouter(props: Parameters<typeof ShopRulesEditor>[0]) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <ShopRulesEditor {...props} /> }]);
  return <Stub initialEntries={['/admin/base-configs-console']} />;
}

const values = formValuesOf('fr', 3, DEFAULT_SHOP_RULES);

const meta = {
  title: 'Back office/ShopRulesEditor',
  component: InRouter,
  args: { values, defaultCountry: 'FR', errors: {}, notice: undefined, busy: false },
} satisfies Meta<typeof InRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shop with the specification's rules. */
export const Defaults: Story = {};

/** Just saved. */
export const Saved: Story = {
  args: {
    values: formValuesOf('fr', 4, {
      ...DEFAULT_SHOP_RULES,
      cart: { maxLines: 10, maxTaxedCents: 5_000_000 },
    }),
    notice: 'Les règles de la boutique fr sont enregistrées.',
  },
};

/** Values refused, each at its field, as typed. */
export const Refused: Story = {
  args: {
    values: { ...values, maxLines: '40', maxTaxed: 'beaucoup', acceptedTypes: [], countries: 'BE, XX' },
    errors: {
      form: 'Certaines valeurs ne conviennent pas : rien n’a été enregistré.',
      maxLines: 'Saisissez une valeur entre 1 et 15.',
      maxTaxed: 'Saisissez un nombre.',
      acceptedTypes: 'Cochez au moins un type de fichier.',
      countries: 'La boutique ne peut pas livrer ce pays : XX.',
    },
  },
};

/** Changed by someone else since it was read: what was typed is kept. */
export const Conflict: Story = {
  args: {
    values: { ...values, maxLines: '8' },
    errors: {
      form: 'Ces règles ont été modifiées entre-temps : rien n’a été enregistré. Rechargez la page pour voir les règles actuelles, puis refaites vos changements.',
    },
  },
};
