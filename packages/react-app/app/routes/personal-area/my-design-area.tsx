import {
  DESIGN_NAME_MAX_LENGTH,
  type DomainError,
  designPagePath,
  formatDate,
  MAX_SAVED_DESIGNS,
} from '@tirage/domain';
import { data, useNavigation } from 'react-router';
import { guard, required } from '../../auth.server.js';
import { DesignList } from '../../features/account/components/design-list.js';
import { parseDesignForm } from '../../features/account/design-form.js';
import { t } from '../../i18n/translate.js';
import { postedForm } from '../../lib/posted-form.server.js';
import type { Route } from './+types/my-design-area';

export function meta() {
  return [{ title: t('designs.title') }, { name: 'robots', content: 'noindex' }];
}

/** The customer's saved designs, newest first (all of them: there are at most 100). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'loginOnly');
  const designs = await context.ports.design.list();
  const designsValue = await required(designs, 'designs', { request, context });
  return {
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
  await guard(request, context, 'loginOnly');
  const submission = parseDesignForm(await postedForm(request));
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
    </main>
  );
}
