import {
  DEMO_DESIGN_TEMPLATES,
  DESIGNER_QUERY_KEYS,
  type DesignDocument,
  designLayoutOfConfiguration,
} from '@tirage/domain';
import { DesignerScreen } from '../../features/designer/designer-screen.js';
import { t } from '../../features/designer/designer-text.js';
import { notFound } from '../../lib/not-found.server.js';
import type { Route } from './+types/designer';

export function meta() {
  return [{ title: t('designer.title') }, { name: 'robots', content: 'noindex' }];
}

/** The product page to go back to: a path of this shop, never another site's address. */
const pagePath = (value: string | null): string =>
  value !== null && /^\/(?![/\\])[\w\-./]*$/.test(value) ? value : '/';

/**
 * The designer (`/designer/?product=flyers&format=a5&sides=recto-verso&from=/flyers/`, or
 * `&design={id}` to reopen a saved design, or `&template={id}` to start from one of the product's
 * templates, as a landing page links it): the product's format from its chosen attributes, the
 * design reopened or the template laid out on it, and the product's templates for the browser.
 * A template that is not the product's opens the template browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const productId = url.searchParams.get('product') ?? '';
  const designId = url.searchParams.get('design');
  const configuration =
    productId === '' ? undefined : await context.ports.catalog.productConfiguration(productId);
  if (configuration === undefined || !configuration.ok || configuration.value === undefined) {
    throw await notFound(context, url.pathname);
  }
  const product = configuration.value;

  let chosen: Record<string, string> = Object.fromEntries(
    [...url.searchParams].filter(([key]) => !DESIGNER_QUERY_KEYS.has(key)).slice(0, 50),
  );
  let design: { readonly designId: string; readonly document: DesignDocument } | null = null;
  if (designId !== null) {
    const stored = await context.ports.designer.loadDocument(designId);
    if (!stored.ok || stored.value.productId !== product.configurationId)
      throw await notFound(context, url.pathname);
    chosen = { ...stored.value.selectedAttributes };
    design = { designId: stored.value.designId, document: stored.value.document };
  }
  const layout = designLayoutOfConfiguration(product, chosen);
  if (!layout.ok) throw await notFound(context, url.pathname);
  const templateId = url.searchParams.get('template');
  const template =
    design === null && templateId !== null
      ? DEMO_DESIGN_TEMPLATES.find(
          (candidate) => candidate.id === templateId && candidate.productId === product.configurationId,
        )
      : undefined;

  const templates = await context.ports.designer.templates({ mcpSku: product.configurationGraph.mcpSku });
  return {
    product: { id: product.configurationId, name: product.productName },
    backTo: pagePath(url.searchParams.get('from')),
    selectedAttributes: layout.value.selectedAttributes,
    format: layout.value.format,
    design,
    start: template === undefined ? null : template.documentFor(layout.value.format),
    // The shop's own pictures are linked by their path: the page allows images from its own origin.
    templates: templates.ok
      ? templates.value.templates.map((template) => ({
          ...template,
          thumbnailUrl: template.thumbnailUrl.startsWith(`${context.shop.baseUrl}/`)
            ? template.thumbnailUrl.slice(context.shop.baseUrl.length)
            : template.thumbnailUrl,
        }))
      : null,
  };
}

export default function Designer({ loaderData }: Route.ComponentProps) {
  return <DesignerScreen {...loaderData} />;
}
