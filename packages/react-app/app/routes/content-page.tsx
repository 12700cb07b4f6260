import {
  type Cart,
  type CustomerStatus,
  cents,
  customerStatusForPromotions,
  DESIGNABLE_PRODUCTS,
  type DesignBriefInput,
  editsStoredJob,
  HOME_PATH,
  type LineItem,
  loginLocation,
  normalizePathname,
  type PageContent,
  type PriceDisplay,
  parseDesignBrief,
  priceDisplayOf,
  selectionSourceFromQuery,
} from '@tirage/domain';
import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { guard, isLoggedIn } from '../auth.server.js';
import { existingShopperCart } from '../cart.server.js';
import { designBriefOf } from '../components/line-services.js';
import { PageBanners } from '../components/page-banners.js';
import { PageBlocks } from '../components/page-blocks.js';
import { PromoStripe } from '../components/promo-stripe.js';
import {
  contentPageData,
  needsHomeContent,
  shownFromPayload,
  welcomesNewCustomers,
} from '../features/content-page/page-data.js';
import { OfferNotice } from '../features/landing/components/offer-notice.js';
import { addToCart } from '../features/product-page/add-to-cart.server.js';
import { finalizeOrderItemEdit, saveOrderItemEdit } from '../features/product-page/order-edit.server.js';
import { ProductPage } from '../features/product-page/product-page.js';
import { settleProductPage } from '../features/product-page/product-page.server.js';
import { postedProductPageIntent } from '../features/product-page/product-page-form.js';
import { saveDesign } from '../features/product-page/save-design.server.js';
import { notFound } from '../lib/not-found.server.js';
import { postedForm } from '../lib/posted-form.server.js';
import { priceDisplayOfCookies } from '../lib/price-display.js';
import { responseStatus } from '../lib/refusal.js';
import type { StorefrontContext } from '../load-context.js';
import type { Route } from './+types/content-page';

/** The page at the request's path; an unknown path is the 404 screen. */
async function pageAt(request: Request, context: StorefrontContext) {
  const url = new URL(request.url);
  const path = normalizePathname(url.pathname);
  const found = await context.ports.catalog.pageContent({ kind: 'path', path });
  if (!found.ok) {
    if (found.error.kind === 'page.notFound') throw await notFound(context, path);
    throw new Error(`The page ${url.pathname} could not be read (${found.error.kind})`);
  }
  return { url, path, page: found.value };
}

/** The home page: the shop's current offers (its banners) and every product's card (undefined when it cannot be read). */
async function homePage(context: StorefrontContext): Promise<PageContent | undefined> {
  const found = await context.ports.catalog.pageContent({ kind: 'path', path: HOME_PATH });
  return found.ok ? found.value : undefined;
}

/**
 * Who reads a page with a welcome code (a returning customer is told it is not for them): a guest
 * is unknown. Other pages ask nothing of the account.
 */
async function visitorOf(page: PageContent, context: StorefrontContext): Promise<CustomerStatus> {
  if (!welcomesNewCustomers(page) || !(await isLoggedIn(context))) return 'unknown';
  const profile = await context.ports.customer.getProfile();
  return customerStatusForPromotions(profile.ok ? profile.value : null);
}

/** The product part of a product page: its flow settled on the server, as transfer JSON. */
async function productOf(
  request: Request,
  url: URL,
  context: StorefrontContext,
  page: Parameters<typeof settleProductPage>[1],
) {
  const source = selectionSourceFromQuery(Object.fromEntries(url.searchParams));
  // A saved design and an order are their owner's: a guest logs in first and comes back to them.
  // A design a guest made online is the guest's own, reached without an account. It is read once,
  // here, and handed to the product page's flow.
  const madeOnline =
    source.kind === 'design' ? await context.ports.designer.loadDocument(source.designId) : undefined;
  const guestsOwnDesign = madeOnline?.ok === true && !(await isLoggedIn(context));
  if ((source.kind === 'design' && !guestsOwnDesign) || source.kind === 'orderItem') {
    await guard(request, context, 'loginOnly');
  }
  const shopperCart: Cart | undefined = await existingShopperCart(context);
  const { currency } = context.shop;
  const editedLine = source.kind === 'cartLine' ? shopperCart?.lineItems[source.lineId] : undefined;
  const transfer = await settleProductPage(
    context,
    page,
    source,
    {
      taxedTotal: shopperCart?.taxedPrice ?? cents(0, currency),
      editedLineTaxed: editedLine?.taxedTotalPriceWithServices,
    },
    shopperCart,
    madeOnline,
  );
  return {
    transfer,
    // A new source (another line, another link) is a new flow in the browser.
    key: `${page.id}${url.search}`,
    editing: editsStoredJob(source),
    lineItemId: editedLine?.id,
    brief:
      editedLine !== undefined
        ? briefOfLine(editedLine)
        : source.kind === 'orderItem'
          ? await orderLineBrief(context, source.orderId, source.lineItemId)
          : {},
    design: {
      loggedIn: await isLoggedIn(context),
      loginPath: loginLocation(`${url.pathname}${url.search}`),
    },
    orderEdit:
      source.kind === 'orderItem' ? { backPath: await orderPath(context, source.orderId) } : undefined,
    // Decided here, so the page's JavaScript does not carry the designer's formats.
    designerOffered: DESIGNABLE_PRODUCTS.includes(page.productConfigurationId ?? ''),
    priceDisplay: await priceDisplayOfVisit(request, context),
  };
}

/**
 * How the product page shows prices first: the shopper's choice for the session (its cookie),
 * else excluding VAT for companies and premium resellers, including VAT for everyone else.
 */
async function priceDisplayOfVisit(request: Request, context: StorefrontContext): Promise<PriceDisplay> {
  const chosen = priceDisplayOfCookies(request.headers.get('cookie'));
  if (chosen !== undefined || !(await isLoggedIn(context))) return priceDisplayOf(chosen, null);
  const profile = await context.ports.customer.getProfile();
  return priceDisplayOf(undefined, profile.ok ? profile.value : null);
}

/** The brief of a cart line with the design service, as its form shows it (none when unreadable). */
function briefOfLine(line: LineItem): DesignBriefInput {
  const text = designBriefOf(line);
  const read = text === undefined ? undefined : parseDesignBrief(text);
  if (read === undefined || !read.ok) return {};
  const { style, ...texts } = read.value;
  return style === undefined ? texts : { ...texts, style };
}

/** The brief of an ordered item with the design service (none when the order cannot be read). */
async function orderLineBrief(context: StorefrontContext, orderId: string, lineItemId: string) {
  const order = await context.ports.order.get(orderId);
  const line = order.ok ? order.value.lineItems.find((candidate) => candidate.id === lineItemId) : undefined;
  return line === undefined ? {} : briefOfLine(line);
}

/** The detail of the order whose item is edited (the orders list when it cannot be read). */
async function orderPath(context: StorefrontContext, orderId: string): Promise<string> {
  const order = await context.ports.order.get(orderId);
  return order.ok
    ? `/personal-area/order-detail/?order_number=${encodeURIComponent(order.value.orderNumber)}`
    : '/personal-area/orders/';
}

/**
 * Any path: the content call finds its page. An unknown path is the 404 screen; a path the page
 * has left (a previous site's path) is a 301 to the page's own path. A product page comes priced.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { url, path, page } = await pageAt(request, context);
  if (page.path !== path) throw redirect(`${page.path}${url.search}`, 301);
  // A campaign's landing page: the visitor came for the campaign, whose code the page shows.
  if (page.offerCampaign !== undefined) context.keepCampaign?.(page.offerCampaign);
  return {
    ...contentPageData({
      page,
      home: needsHomeContent(page) ? await homePage(context) : undefined,
      shop: context.shop,
      visitor: await visitorOf(page, context),
      renderedAt: context.now(),
    }),
    product:
      page.productConfigurationId === undefined ? undefined : await productOf(request, url, context, page),
  };
}

/**
 * Moving between pages in the browser: a page that is the same for every visitor (a landing,
 * category, information or glossary page, the home page) is built from its payload
 * (`{path}_payload.json`, kept and revalidated by the browser's cache) as the server would build
 * it. Anything else is the server's: a product page (its flow, the cart), a welcome code (asked of
 * the account), a campaign's landing page (the campaign is kept for the visit), an address with a
 * query or not canonical, a page that moved or is not there. The first page of a visit stays
 * rendered by the server (no `hydrate`).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname;
  if (url.search !== '' || normalizePathname(path) !== path) return serverLoader();
  // Loaded on the first move only: the payload's schemas stay out of the page's first JavaScript.
  const { fetchPagePayload } = await import('../features/content-page/page-payload.js');
  const payload = await fetchPagePayload(path, { signal: request.signal });
  if (payload === undefined || !shownFromPayload(payload.page, path)) return serverLoader();
  const home = needsHomeContent(payload.page)
    ? (await fetchPagePayload(HOME_PATH, { signal: request.signal }))?.page
    : undefined;
  return {
    ...contentPageData({
      page: payload.page,
      home,
      shop: payload.shop,
      visitor: 'unknown',
      renderedAt: Temporal.Now.instant(),
    }),
    product: undefined,
  };
}

/**
 * A product page's add-to-cart (the cart on success, else the message to show; nothing changed),
 * saving its selection as a design (the design saved, else the message to show), or, on an order
 * item, saving the edit as a draft (the price difference to confirm) and confirming it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { page } = await pageAt(request, context);
  const form = await postedForm(request);
  const intent = postedProductPageIntent(form);
  if (intent === 'saveDesign' && page.productConfigurationId !== undefined) {
    const saved = await saveDesign(context, page, form);
    return saved.ok
      ? data({ designSaved: saved.value })
      : data({ designError: saved.error.message }, { status: responseStatus(saved.error) });
  }
  const source = selectionSourceFromQuery(Object.fromEntries(new URL(request.url).searchParams));
  if (
    intent === 'editOrderItem' &&
    source.kind === 'orderItem' &&
    page.productConfigurationId !== undefined
  ) {
    const url = new URL(request.url);
    const item = { orderId: source.orderId, lineItemId: source.lineItemId };
    const saved = await saveOrderItemEdit(context, page, item, form, `${url.pathname}${url.search}`);
    return data(saved.answer, { status: saved.status });
  }
  if (intent === 'finalizeOrderEdit' && source.kind === 'orderItem') {
    const finalized = await finalizeOrderItemEdit(context, form);
    return data(finalized.answer, { status: finalized.status });
  }
  if (intent !== 'addToCart' || page.productConfigurationId === undefined) {
    throw data({ path: page.path }, { status: 405, statusText: 'Method Not Allowed' });
  }
  const added = await addToCart(context, page, form);
  if (!added.ok) return data({ error: added.error.message }, { status: responseStatus(added.error) });
  throw redirect('/cart/');
}

/**
 * Saving a design or a draft of an order edit changes nothing the page shows: the priced page is
 * not loaded again.
 */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get('intent');
  return intent === 'saveDesign' || intent === 'editOrderItem' ? false : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData === undefined) return [];
  const { seo } = loaderData.page;
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    ...(seo.indexable && loaderData.product?.editing !== true
      ? []
      : [{ name: 'robots', content: 'noindex' }]),
    ...loaderData.structuredData.map((data) => ({ 'script:ld+json': data })),
    // The same page in the other country shops, for search engines (none on a page not indexed).
    ...(seo.indexable && loaderData.product?.editing !== true ? (loaderData.page.alternates ?? []) : []).map(
      (alternate) => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: alternate.hreflang,
        href: alternate.url,
      }),
    ),
  ];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, locale, banners, offers, renderedAt, product, visitor } = loaderData;
  return (
    <>
      <PromoStripe offers={offers} renderedAt={renderedAt} />
      <main data-layout={page.layout}>
        <PageBanners banners={banners} renderedAt={renderedAt} />
        {page.offer === undefined ? null : <OfferNotice window={page.offer} renderedAt={renderedAt} />}
        {product === undefined ? (
          // A landing page's hero holds its heading.
          page.blocks.some((block) => block.kind === 'hero') ? null : (
            <h1>{page.title}</h1>
          )
        ) : (
          <ProductPage
            key={product.key}
            transfer={product.transfer}
            title={page.title}
            locale={locale}
            lineItemId={product.lineItemId}
            design={product.design}
            orderEdit={product.orderEdit}
            designerOffered={product.designerOffered}
            initialBrief={product.brief}
            priceDisplay={product.priceDisplay}
          />
        )}
        <PageBlocks blocks={page.blocks} locale={locale} renderedAt={renderedAt} visitor={visitor} />
      </main>
    </>
  );
}
