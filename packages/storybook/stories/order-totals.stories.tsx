import type { Meta, StoryObj } from '@storybook/react-vite';
import { REVERSE_CHARGE_MENTION } from '@tirage/domain';
import { OrderTotals } from '@tirage/react-app/components/order-totals.js';

const meta = {
  title: 'Orders/OrderTotals',
  component: OrderTotals,
  args: {
    shipping: 'Claire Dubois, 14 quai de la Tournelle, 75005 Paris, France',
    billing: 'Librairie des Quais SARL, 14 quai de la Tournelle, 75005 Paris, France',
    totalExcl: '184,50 €',
    totalIncl: '221,40 €',
  },
} satisfies Meta<typeof OrderTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both addresses and the totals excluding and including VAT. */
export const Totals: Story = {};

/** The recap's: the VAT and what is left to pay as well. */
export const WithVatAndDue: Story = { args: { vat: '36,90 €', due: '221,40 €' } };

/** No addresses: a dash where each would be. */
export const WithoutAddresses: Story = { args: { shipping: undefined, billing: undefined } };

/** An order reverse-charged to a company of another member state: the mention its invoice carries. */
export const ReverseCharge: Story = {
  args: {
    billing: 'Imprimés Bruxellois SA, Rue Neuve 1, 1000 Bruxelles, Belgique — BE0411905847',
    totalIncl: '184,50 €',
    vat: '0,00 €',
    vatMention: REVERSE_CHARGE_MENTION,
  },
};
