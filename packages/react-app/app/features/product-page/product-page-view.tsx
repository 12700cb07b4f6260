import {
  artworksCoverQuantity,
  DESIGN_SERVICE,
  designerPath,
  FILE_CHECK_SERVICE,
  type InitError,
  type MultiArtworkEntry,
  type PriceDisplay,
  type ProductPageContext,
  type ProductPageEvent,
  promisedArrivalDate,
  quantitiesToQuote,
  type ServiceKey,
  sameQuantity,
  stockStatus,
} from '@tirage/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { t, tAny } from '../../i18n/translate.js';
import { designThumbnailPath } from '../designer/designer-paths.js';
import { ArtworkList } from './components/artwork-list.js';
import { AttributeChooser } from './components/attribute-chooser.js';
import { PriceTable } from './components/price-table.js';
import { PromoCodeField } from './components/promo-code-field.js';
import { QuantityChooser } from './components/quantity-chooser.js';
import { ReadyMadeFacts, ReadyMadeGallery } from './components/ready-made-gallery.js';
import { RecapTotals } from './components/recap-totals.js';
import { StockStatus } from './components/stock-status.js';
import { UploadOptions } from './components/upload-options.js';

/** Where the product page's flow is: what the view needs of the machine's snapshot. */
export interface ProductPageState {
  readonly context: ProductPageContext;
  /** Priced and ready to go into the cart. */
  readonly ready: boolean;
  /** A step failed; the shopper may try again. */
  readonly failed: boolean;
}

/** What the add-to-cart button is doing, and what went wrong last time. */
export interface AddToCartState {
  readonly busy: boolean;
  readonly error: string | undefined;
}

/** The French reason an init error gives (specification section 8). */
export function initErrorMessage(error: InitError): string {
  return t('product.initError', { reason: tAny(`product.init.${error.kind.slice('init.'.length)}`) });
}

const NETWORK_KINDS: ReadonlySet<string> = new Set(['http.network', 'http.timeout']);

function stepErrorMessage(errors: ProductPageContext['errors']): string | undefined {
  const failed = errors['validate-product'] ?? errors['price-quote'] ?? errors.deliveries;
  if (failed !== undefined && NETWORK_KINDS.has(failed.kind)) return t('product.error.network');
  if (errors['validate-product'] !== undefined) return t('product.error.validate');
  if (errors['price-quote'] !== undefined) return t('product.error.quote');
  if (errors.deliveries !== undefined) return t('product.error.deliveries');
  return undefined;
}

const priceOfService = (context: ProductPageContext, key: ServiceKey) =>
  context.servicePrices.find(
    (price) =>
      price.key === key &&
      context.selection !== undefined &&
      sameQuantity(price.quantity, context.selection.quantity),
  )?.amountExclTax;

/**
 * The product page: the attributes, quantity, production time and delivery, the price table,
 * the artwork options, the promo code, the recap and the add-to-cart button. It shows the state
 * of the product-page flow and sends it the shopper's choices; it holds no rule of its own.
 */
export function ProductPageView({
  title,
  state,
  send,
  locale,
  editing,
  addToCart,
  onAddToCart,
  rememberedPromo,
  saveDesign,
  designBrief,
  orderEdit,
  designerOffered = false,
  priceDisplay = 'exclVat',
  onPriceDisplayChange,
}: {
  readonly title: string;
  readonly state: ProductPageState;
  readonly send: (event: ProductPageEvent) => void;
  readonly locale: string;
  /** A cart line is being edited: saving replaces it. */
  readonly editing: boolean;
  readonly addToCart: AddToCartState;
  readonly onAddToCart: () => void;
  /** The promo code the shopper typed for this product earlier in the session, if any. */
  readonly rememberedPromo?: string | undefined;
  /** Saving the selection as a design ("Enregistrer ma création"), shown under the cart button. */
  readonly saveDesign?: ReactNode;
  /** The brief for the designer, shown under the artwork choices when the design service is chosen. */
  readonly designBrief?: ReactNode;
  /**
   * An item of an order is being edited (`editing` is true too): saving gives a draft of the
   * order, whose confirmation shows under the button; the way back leads to the order.
   */
  readonly orderEdit?: { readonly backPath: string; readonly confirmation?: ReactNode } | undefined;
  /** The online designer lays this product out: "Je crée mon design en ligne" leads to it. */
  readonly designerOffered?: boolean;
  /** How prices show first (the shopper's choice for the session, else their kind's default). */
  readonly priceDisplay?: PriceDisplay;
  /** The shopper switched between HT and TTC: the choice is kept for the session. */
  readonly onPriceDisplayChange?: (display: PriceDisplay) => void;
}) {
  const backLink =
    orderEdit !== undefined ? (
      <a href={orderEdit.backPath}>{t('orderEdit.back')}</a>
    ) : editing ? (
      <a href="/cart/">{t('product.backToCart')}</a>
    ) : null;
  const { context } = state;
  const [inclVat, setInclVatState] = useState(priceDisplay === 'inclVat');
  const setInclVat = (incl: boolean) => {
    setInclVatState(incl);
    onPriceDisplayChange?.(incl ? 'inclVat' : 'exclVat');
  };
  const { configuration, selection } = context;
  const multiArtwork = configuration?.multiArtwork === true;
  // The artwork rows as typed (half-filled ones too); the flow keeps the complete ones.
  const [artworkRows, setArtworkRows] = useState<readonly MultiArtworkEntry[]>(() =>
    selection !== undefined && selection.artworks.length > 0
      ? selection.artworks
      : [{ name: t('product.artworkDefaultName', { number: 1 }), quantity: selection?.quantity ?? 0 }],
  );
  const changeArtworks = (rows: readonly MultiArtworkEntry[]) => {
    setArtworkRows(rows);
    send({ type: 'user.changeArtworks', artworks: rows });
  };
  const quantity = selection?.quantity;
  // One artwork given by its labels follows the quantity; the flow learns the rows once hydrated.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new quantity moves the single row
  useEffect(() => {
    if (!multiArtwork || quantity === undefined) return;
    const [only, ...others] = artworkRows;
    const follows = only !== undefined && others.length === 0 && only.rolls === undefined;
    changeArtworks(follows ? [{ ...only, quantity }] : artworkRows);
  }, [multiArtwork, quantity]);

  if (context.maintenance) {
    return (
      <section className="product-page" aria-labelledby="product-title">
        <h1 id="product-title">{title}</h1>
        <p className="alert alert-warning" role="alert">
          {t('product.maintenance')}
        </p>
        <button type="button" onClick={() => send({ type: 'user.retry' })}>
          {t('product.retry')}
        </button>
        {backLink}
      </section>
    );
  }
  if (context.initError !== undefined || configuration === undefined || selection === undefined) {
    return (
      <section className="product-page" aria-labelledby="product-title">
        <h1 id="product-title">{title}</h1>
        {context.initError === undefined ? (
          <p className="skeleton-block" aria-busy="true">
            {t('product.loading')}
          </p>
        ) : (
          <>
            <p className="alert alert-danger" role="alert">
              {initErrorMessage(context.initError)}
            </p>
            <button type="button" onClick={() => send({ type: 'user.retry' })}>
              {t('product.retry')}
            </button>
            {backLink}
          </>
        )}
      </section>
    );
  }

  const pricing = context.loading.quantities || context.loading.configuration;
  const quantities = context.quote?.quantities ?? quantitiesToQuote(configuration, selection.quantity);
  const stepError = stepErrorMessage(context.errors);
  const canAdd =
    state.ready &&
    context.recap !== undefined &&
    !context.recap.exceedsMaxCartPrice &&
    (!multiArtwork || artworksCoverQuantity(selection.artworks, selection.quantity)) &&
    !addToCart.busy;

  // A ready-made design: its gallery and what it is take the place of the choices and the artwork.
  const readyMade = configuration.printOnDemand;
  return (
    <section
      className={readyMade === undefined ? 'product-page' : 'product-page product-page-ready-made'}
      aria-labelledby="product-title"
    >
      <h1 id="product-title">{title}</h1>
      {orderEdit !== undefined ? (
        <p className="alert alert-info">{t('orderEdit.intro')}</p>
      ) : editing ? (
        <p className="alert alert-info">{t('product.editingLine')}</p>
      ) : null}
      <div className="product-layout">
        <div className="product-options">
          {readyMade === undefined ? (
            <>
              <h2>{t('product.configuration')}</h2>
              <AttributeChooser
                attributes={configuration.attributes}
                selected={selection.selectedAttributes}
                onChange={(key, value) => send({ type: 'user.changeAttribute', key, value })}
              />
            </>
          ) : (
            <>
              <ReadyMadeGallery pictures={readyMade.gallery} />
              <ReadyMadeFacts
                designName={readyMade.designName}
                designer={readyMade.designer}
                attributes={configuration.attributes}
              />
            </>
          )}
          <QuantityChooser
            quantities={quantities}
            selected={selection.quantity}
            freeMode={configuration.productCustomization.selectedQuantityModel.mode === 'free'}
            error={context.quantityError}
            locale={locale}
            onChange={(quantity) => send({ type: 'user.changeQuantity', quantity })}
            onFreeQuantity={(quantity) => send({ type: 'user.setFreeQuantity', quantity })}
          />
          <div className="field">
            <label htmlFor="production-time">{t('product.productionTime')}</label>
            <select
              id="production-time"
              name="productionTime"
              value={selection.productionTime}
              onChange={(event) =>
                send({ type: 'user.changeProductionTime', productionTime: event.target.value })
              }
            >
              {configuration.productionTimes.map((time) => (
                <option key={time.key} value={time.key}>
                  {time.label}
                </option>
              ))}
            </select>
          </div>
          {multiArtwork ? (
            <ArtworkList
              rows={artworkRows}
              quantity={selection.quantity}
              locale={locale}
              onChange={changeArtworks}
            />
          ) : null}
          {readyMade === undefined ? (
            <UploadOptions
              uploadType={selection.uploadType}
              fileCheck={selection.fileCheck}
              humanDesignService={configuration.humanDesignService}
              fileCheckPrice={priceOfService(context, FILE_CHECK_SERVICE)}
              designServicePrice={priceOfService(context, DESIGN_SERVICE)}
              pricesLoading={context.loading.fileCheck}
              locale={locale}
              onUploadType={(uploadType) => send({ type: 'user.changeUploadType', uploadType })}
              onToggleFileCheck={() => send({ type: 'user.toggleFileCheck' })}
              designerHref={
                designerOffered && context.page !== undefined
                  ? designerPath(
                      configuration.configurationId,
                      selection.selectedAttributes,
                      context.page.path,
                      { designId: selection.designId },
                    )
                  : undefined
              }
              designThumbnailUrl={
                selection.designId === undefined ? undefined : designThumbnailPath(selection.designId)
              }
            />
          ) : null}
          {selection.uploadType === 'hds' ? designBrief : null}
          <div className="field">
            <label htmlFor="job-name">{t('product.jobName')}</label>
            <input
              id="job-name"
              name="jobName"
              maxLength={120}
              defaultValue={selection.jobName}
              onChange={(event) => send({ type: 'user.setJobName', jobName: event.target.value })}
            />
          </div>
          <PromoCodeField
            // A code remembered from earlier in the session fills the field once it is known.
            key={rememberedPromo ?? ''}
            code={context.promo.code === '' ? (rememberedPromo ?? '') : context.promo.code}
            status={context.promo.status}
            reason={context.promo.reason}
            busy={!state.ready || context.loading.recap}
            onApply={(code) => send({ type: 'user.applyPromoCode', code })}
          />
        </div>
        <div className="product-prices">
          <fieldset className="vat-toggle">
            <legend>{t('product.showPrices')}</legend>
            <label className="choice">
              <input type="radio" name="vat" checked={!inclVat} onChange={() => setInclVat(false)} />
              {t('product.pricesExcl')}
            </label>
            <label className="choice">
              <input type="radio" name="vat" checked={inclVat} onChange={() => setInclVat(true)} />
              {t('product.pricesIncl')}
            </label>
          </fieldset>
          {stepError === undefined ? null : (
            <div className="alert alert-danger" role="alert">
              <p>{stepError}</p>
              {state.failed ? (
                <button type="button" onClick={() => send({ type: 'user.retry' })}>
                  {t('product.retry')}
                </button>
              ) : null}
            </div>
          )}
          <PriceTable
            quantities={quantities}
            deliveryOptions={configuration.priceOptions.enabledPrices.deliverySpeed}
            priceSets={context.quote?.priceSets ?? []}
            deliveries={context.deliveries}
            selectedQuantity={selection.quantity}
            selectedDelivery={selection.deliveryOption}
            inclVat={inclVat}
            loading={pricing}
            datesLoading={context.loading.delivery}
            locale={locale}
            onSelect={(quantity, deliveryOption) => {
              if (!sameQuantity(quantity, selection.quantity))
                send({ type: 'user.changeQuantity', quantity });
              send({ type: 'user.changeDelivery', deliveryOption });
            }}
          />
          {context.quote?.vat?.mention ? <p className="vat-mention">{context.quote.vat.mention}</p> : null}
          {configuration.madeFromStock ? (
            <StockStatus
              status={
                context.inventory === undefined
                  ? undefined
                  : stockStatus(context.inventory, selection.quantity)
              }
              // Until the stock of what is being priced is read, its place is kept.
              loading={context.inventory === undefined && !context.inventoryFailed && !state.failed}
              failed={context.inventoryFailed}
              quantity={selection.quantity}
              locale={locale}
            />
          ) : null}
          <RecapTotals
            recap={context.recap}
            loading={context.loading.recap}
            arrivalDate={promisedArrivalDate(selection.deliveryOption, context.deliveries, context.priceSet)}
            // The dates of the quantity being priced, as the price table's.
            arrivalLoading={pricing || context.loading.delivery}
            locale={locale}
          />
          {addToCart.error === undefined ? null : (
            <p className="alert alert-danger" role="alert">
              {addToCart.error}
            </p>
          )}
          <button type="button" className="button-primary" disabled={!canAdd} onClick={onAddToCart}>
            {orderEdit !== undefined
              ? addToCart.busy
                ? t('orderEdit.saving')
                : t('orderEdit.save')
              : addToCart.busy
                ? t('product.adding')
                : editing
                  ? t('product.saveLine')
                  : t('product.addToCart')}
          </button>
          {backLink}
          {editing || readyMade !== undefined ? null : saveDesign}
          {orderEdit?.confirmation}
        </div>
      </div>
    </section>
  );
}
