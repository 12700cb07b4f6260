import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProductPageInput } from '@tirage/domain';
import { ProductPage } from '@tirage/react-app/features/product-page/product-page.js';
import { t } from '@tirage/react-app/i18n/translate.js';
import { PortsProvider } from '@tirage/react-app/lib/ports-context.js';
import { useMemo } from 'react';
import { createRoutesStub } from 'react-router';
import { action } from 'storybook/actions';
import { expect, waitFor } from 'storybook/test';
import { editPathOf, flyersLine } from './cart-fixtures.js';
import {
  demoShop,
  fakeShopPorts,
  openingTransfer,
  type ProductPagePortsName,
  productPagePorts,
} from './fake-ports.js';
import { demoLocale, productPageStates } from './fixtures.js';

interface ProductPageStoryArgs {
  /** The fake ports the page runs on (`productPagePorts` of `fake-ports.ts`). */
  readonly ports: ProductPagePortsName;
  /** The flow's input: the page, where its selection comes from, the cart, the market. */
  readonly input: ProductPageInput;
  /** The cart line being changed, if any. */
  readonly lineItemId: string | undefined;
  /** Whether the shopper may save the selection as a design. */
  readonly loggedIn: boolean;
  /** How the page's action answers a post (adding to the cart, saving a design). */
  readonly respond: (form: FormData) => unknown;
}

/**
 * The product page (`ProductPage`) as the browser runs it: the domain's product-page machine on
 * the ports of its `PortsProvider`, here fakes that answer in memory (`fake-ports.ts`), from the
 * state the server hands a page it has not priced yet (`openingTransfer`). The page loads and
 * prices itself, and changes made in the story go through the machine to the fakes. Its posts
 * (adding to the cart, saving a design) go to a stub route action that records them.
 * `fixtures.test.ts` checks that these fakes lead the machine to the states the stories are named after.
 */
function ProductPageStory({ ports, input, lineItemId, loggedIn, respond }: ProductPageStoryArgs) {
  const Stub = useMemo(() => {
    const shopPorts = fakeShopPorts(productPagePorts[ports]());
    const transfer = openingTransfer(input);
    function Page() {
      return (
        <PortsProvider shop={demoShop} ports={shopPorts}>
          <ProductPage
            transfer={transfer}
            title="Flyers"
            locale={demoLocale}
            lineItemId={lineItemId}
            design={{ loggedIn, loginPath: '/login/?returnTo=%2Fflyers%2F' }}
          />
        </PortsProvider>
      );
    }
    return createRoutesStub([
      {
        path: '*',
        Component: Page,
        action: async ({ request }) => {
          const form = await request.formData();
          action('posted')(Object.fromEntries(form));
          return respond(form);
        },
      },
    ]);
  }, [ports, input, lineItemId, loggedIn, respond]);
  const path =
    lineItemId === undefined ? '/flyers/' : editPathOf('/flyers/', { ...flyersLine, id: lineItemId });
  return <Stub initialEntries={[path]} />;
}

/** The shop's answers: a design is saved under its name; an added line would leave for the cart. */
const shopAnswer: ProductPageStoryArgs['respond'] = (form) =>
  form.get('intent') === 'saveDesign'
    ? { designSaved: { id: 'design-1', name: String(form.get('name')) } }
    : null;

const meta = {
  title: 'Product page/ProductPage',
  component: ProductPageStory,
  args: {
    ports: 'priced',
    input: productPageStates.priced.context.input,
    lineItemId: undefined,
    loggedIn: false,
    respond: shopAnswer,
  },
  argTypes: {
    ports: { control: 'select', options: Object.keys(productPagePorts) },
  },
} satisfies Meta<typeof ProductPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every port answers at once: the page loads, then is priced (500 flyers, standard delivery). */
export const Filled: Story = {};

/** The page's content never comes: the page stays as it opens. */
export const Loading: Story = { args: { ports: 'opening' } };

/** The quote never comes: the choices are shown, skeletons in the price table and the recap. */
export const Pricing: Story = { args: { ports: 'pricing' } };

/** The quote port answers an error (a timeout): the message and the way to try again. */
export const QuoteFailed: Story = { args: { ports: 'quoteTimedOut' } };

/** The product's configuration cannot be loaded: the page is in maintenance. */
export const Maintenance: Story = { args: { ports: 'configurationFails' } };

/** The cart line the page was asked to change is gone: the message and the way back. */
export const LineGone: Story = {
  args: {
    ports: 'lineGone',
    input: productPageStates.initError.context.input,
    lineItemId: 'line-gone',
  },
};

/** The cart's flyers line (250, with the file check), loaded to be changed: saving replaces it. */
export const EditingCartLine: Story = {
  args: {
    ports: 'editingFlyersLine',
    input: productPageStates.editing.context.input,
    lineItemId: flyersLine.id,
  },
};

/** A logged-in customer may save the selection as a design. */
export const LoggedIn: Story = { args: { loggedIn: true } };

/**
 * The welcome code: 10 % off every price. In the browser the story types "bienvenue10" and
 * applies it once the page is priced.
 */
export const PromoValid: Story = {
  args: { ports: 'welcomeCode' },
  play: async ({ canvas, userEvent }) => {
    const apply = await canvas.findByRole('button', { name: t('product.promoApply') }, { timeout: 5_000 });
    await waitFor(() => expect(apply).toBeEnabled(), { timeout: 5_000 });
    await userEvent.type(canvas.getByLabelText(t('product.promo')), 'bienvenue10');
    await userEvent.click(apply);
  },
};

/**
 * The cart refuses the flyers (its 15 lines are taken). In the browser the story clicks "Ajouter
 * au panier" once the page is priced.
 */
export const AddToCartRefused: Story = {
  args: { respond: () => ({ error: t('cart.error.tooManyLines') }) },
  play: async ({ canvas, userEvent }) => {
    const add = await canvas.findByRole('button', { name: t('product.addToCart') }, { timeout: 5_000 });
    await waitFor(() => expect(add).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(add);
    await canvas.findByText(t('cart.error.tooManyLines'));
  },
};
