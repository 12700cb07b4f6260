import {
  DESIGN_NAME_MAX_LENGTH,
  type DomainError,
  designPagePath,
  formatDate,
  MAX_SAVED_DESIGNS,
} from '@tirage/domain';
import { data, useNavigation } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { required } from '../../auth.server.js';
import { DesignDocumentList } from '../../features/account/components/design-document-list.js';
import { DesignList } from '../../features/account/components/design-list.js';
import {
  isDesignDocumentForm,
  parseDesignDocumentForm,
  parseDesignForm,
} from '../../features/account/design-form.js';
import { t } from '../../i18n/translate.js';
import { postedForm } from '../../lib/posted-form.server.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/my-design-area';

const middlewares = routeMiddlewares('routes/personal-area/my-design-area.tsx', 'auth');

export function meta() {
  return [{ title: t('designs.title') }, { name: 'robots', content: 'noindex' }];
}

/** The customer's saved designs, newest first (all of them: there are at most 100). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const designs = await context.ports.design.list();
  const designsValue = await required(designs, 'designs', { request, context });
  const made = await required(await context.ports.designer.listDocuments(), 'online designs', {
    request,
    context,
  });
  // The products' names, read once each (a shop has a few products).
  const names = new Map<string, string>();
  for (const productId of new Set(made.map((document) => document.productId))) {
    const product = await context.ports.catalog.productConfiguration(productId);
    names.set(productId, product.ok && product.value !== undefined ? product.value.productName : productId);
  }
  return {
    documents: made.map((document) => ({
      id: document.designId,
      productName: names.get(document.productId) ?? document.productId,
      format: t('designs.online.format', {
        width: String(document.format.trimWidthMm).replace('.', ','),
        height: String(document.format.trimHeightMm).replace('.', ','),
        sides: t(
          document.format.sides.length > 1 ? 'designs.online.sides.rectoVerso' : 'designs.online.sides.recto',
        ),
      }),
      objectCount: document.objectCount,
      savedOn: formatDate(Temporal.Instant.from(document.updatedAt)),
      openPath: `/designer/?product=${encodeURIComponent(document.productId)}&design=${encodeURIComponent(document.designId)}&from=${encodeURIComponent('/personal-area/my-design-area/')}`,
    })),
    limit: MAX_SAVED_DESIGNS,
    designs: designsValue.map((design) => ({
      id: design.id,
      name: design.name,
      productName: design.productName,
      // The day it was saved, in the shop's time zone (as orders' days).
      savedOn: formatDate(design.createdAt),
      imageUrl: design.imageUrl,
      openPath: designPagePath(design),
    })),
  };
}

type Notice = { readonly text: string; readonly variant: 'success' | 'danger' };
const answer = (notice: Notice, status = 200) => data({ notice }, { status });

/** Renames or removes a design; another customer's (or one already removed) is a 404. */
export async function action({ request, context }: Route.ActionArgs) {
  await middlewares.run({ request, context });
  const form = await postedForm(request);
  if (isDesignDocumentForm(form)) {
    const posted = parseDesignDocumentForm(form);
    if (posted.status !== 'success')
      return answer({ text: t('designs.error.notFound'), variant: 'danger' }, 404);
    const removed = await context.ports.designer.removeDocument(posted.value.id);
    if (removed.ok) return answer({ text: t('designs.online.deleted'), variant: 'success' });
    const missing = removed.error.kind === 'request.notFound';
    return answer(
      { text: t(missing ? 'designs.error.notFound' : 'designs.error.failed'), variant: 'danger' },
      missing ? 404 : 503,
    );
  }
  const submission = parseDesignForm(form);
  if (submission.status !== 'success') {
    const refused = submission.error ?? {};
    if ('id' in refused) return answer({ text: t('designs.error.notFound'), variant: 'danger' }, 404);
    if ('name' in refused) {
      return answer(
        { text: t('designs.error.name', { max: DESIGN_NAME_MAX_LENGTH }), variant: 'danger' },
        400,
      );
    }
    return answer({ text: t('designs.error.failed'), variant: 'danger' }, 400);
  }
  const failed = (error: DomainError) => {
    const missing = error.kind === 'request.notFound';
    return answer(
      { text: t(missing ? 'designs.error.notFound' : 'designs.error.failed'), variant: 'danger' },
      missing ? 404 : 503,
    );
  };
  const posted = submission.value;
  if (posted.intent === 'rename') {
    const renamed = await context.ports.design.rename(posted.id, posted.name);
    return renamed.ok ? answer({ text: t('designs.renamed'), variant: 'success' }) : failed(renamed.error);
  }
  const removed = await context.ports.design.remove(posted.id);
  return removed.ok ? answer({ text: t('designs.deleted'), variant: 'success' }) : failed(removed.error);
}

export default function MyDesignArea({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const notice = actionData?.notice;
  return (
    <main>
      <h1>{t('designs.title')}</h1>
      {loaderData.designs.length === 0 ? null : (
        <p>{t('designs.intro', { count: loaderData.designs.length, limit: loaderData.limit })}</p>
      )}
      {notice === undefined ? null : (
        <p
          className={`alert alert-${notice.variant}`}
          role={notice.variant === 'danger' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      <DesignList designs={loaderData.designs} busy={busy} />
      <DesignDocumentList documents={loaderData.documents} busy={busy} />
    </main>
  );
}
