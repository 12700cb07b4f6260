import type { Meta, StoryObj } from '@storybook/react-vite';
import { REVERSE_CHARGE_MENTION } from '@tirage/domain';
import { ProductPageView } from '@tirage/react-app/features/product-page/product-page-view.js';
import { t } from '@tirage/react-app/i18n/translate.js';
import { fn } from 'storybook/test';
import { demoLocale, productPageStates } from './fixtures.js';

const states = productPageStates;

/**
 * The whole product page, driven by a state of the domain's product-page flow (`fixtures.ts`,
 * checked against the machine by `fixtures.test.ts`). `send` and `onAddToCart` are only
 * recorded: the page does not move from the state it is given.
 */
const meta = {
  title: 'Product page/ProductPageView',
  component: ProductPageView,
  args: {
    title: 'Flyers',
    state: states.priced,
    send: fn(),
    locale: demoLocale,
    editing: false,
    addToCart: { busy: false, error: undefined },
    onAddToCart: fn(),
  },
} satisfies Meta<typeof ProductPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Priced: 500 flyers, standard delivery, ready to go into the cart. */
export const Filled: Story = {};

/** The page opens: the product's configuration is not in yet. */
export const LoadingPage: Story = { args: { state: states.opening } };

/** The choices are known, the prices are on their way: skeletons in the table and the recap. */
export const Loading: Story = { args: { state: states.pricing } };

/** With the file check, priced in the recap. */
export const WithServices: Story = { args: { state: states.withFileCheck } };

/** A designer makes the artwork: the design service in the recap, no file check offered. */
export const DesignService: Story = { args: { state: states.withDesignService } };

/** The welcome code is accepted: lower prices and a discount line. */
export const PromoValid: Story = { args: { state: states.promoValid } };

/** A code that does not apply to the product: refused, the prices stay. */
export const PromoRefused: Story = { args: { state: states.promoRefused } };

/** Free quantity mode, a quantity below the minimum typed: the message, the priced quantity stays. */
export const FreeQuantityWithError: Story = { args: { state: states.freeQuantityWithError } };

/** A job printed from several artworks: their names and counts, which must make the quantity. */
export const MultiArtwork: Story = { args: { state: states.multiArtwork } };

/** A poster of a ready-made design (print on demand): its gallery, who drew it, how many. */
export const ReadyMade: Story = {
  args: { title: 'Affiche « Paris s’éveille »', state: states.readyMade },
};

/** The quote failed: the message and the way to try again; nothing can be added. */
export const StepError: Story = { args: { state: states.stepError } };

/** The page cannot show its product (here the cart line it was asked to edit is gone). */
export const InitError: Story = { args: { state: states.initError } };

/** The product's configuration is unavailable: the page is in maintenance. */
export const Maintenance: Story = { args: { state: states.maintenance } };

/** The cart would go above its maximum price: the warning, and the button refuses. */
export const CartMaximumExceeded: Story = { args: { state: states.cartMaximumExceeded } };

/** A cart line opened on its page: saving replaces it, and the way back to the cart. */
export const EditingCartLine: Story = { args: { state: states.editing, editing: true } };

/** The product is being added: the button waits. */
export const AddingToCart: Story = { args: { addToCart: { busy: true, error: undefined } } };

/** The cart refused the product (its 15 lines are taken). */
export const AddToCartRefused: Story = {
  args: {
    addToCart: { busy: false, error: t('cart.error.tooManyLines') },
  },
};

/** A private customer or a guest: the prices show including VAT first. */
export const PricesIncludingVat: Story = { args: { priceDisplay: 'inclVat' } };

/**
 * A company of another member state with a valid VAT number: the quote is reverse-charged, so
 * the prices carry no VAT and the legal mention shows under the table.
 */
export const ReverseCharged: Story = {
  args: {
    state: {
      ...states.priced,
      context: {
        ...states.priced.context,
        quote:
          states.priced.context.quote === undefined
            ? undefined
            : {
                ...states.priced.context.quote,
                vat: { rate: 0, regime: 'reverseCharge', area: null, mention: REVERSE_CHARGE_MENTION },
              },
      },
    },
  },
};
