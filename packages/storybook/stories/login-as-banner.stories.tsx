import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginAsBanner } from '@tirage/react-app/features/admin/components/login-as-banner.js';

const meta = {
  title: 'Back office/LoginAsBanner',
  component: LoginAsBanner,
  args: { customerEmail: 'camille@atelier-durand.fr', staffName: 'Marie Conseil' },
} satisfies Meta<typeof LoginAsBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On every page while a staff member acts as the customer. */
export const ActingAsCustomer: Story = {};

/** A long company address still wraps beside the button. */
export const LongEmail: Story = {
  args: { customerEmail: 'service.comptabilite.fournisseurs@imprimerie-des-grands-boulevards.example.fr' },
};
