import { type DomainError, formatDate, type PageContent, type StaffPage } from '@tirage/domain';
import { data, useNavigation } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import * as z from 'zod';
import { type PageBlockData, PageBlocks, pageBlockData } from '../../components/page-blocks.js';
import { t } from '../../features/admin/admin-text.js';
import { PageEditor, type PageEditorValues } from '../../features/admin/components/page-editor.js';
import { PageList } from '../../features/admin/components/page-list.js';
import { OfferNotice } from '../../features/landing/components/offer-notice.js';
import { type OfferWindowData, offerWindowData } from '../../features/landing/offer-time.js';
import { parseForm } from '../../lib/form-schema.js';
import { postedForm } from '../../lib/posted-form.server.js';
import { responseStatus } from '../../lib/refusal.js';
import { requireStaffLogin } from '../../staff.server.js';
import type { Route } from './+types/pages';

type EditorErrors = Partial<Record<'title' | 'body' | 'landing' | 'form', string>>;

/** What the editor shows of a stored page. */
const valuesOf = (page: StaffPage): PageEditorValues => ({
  title: page.title,
  body: page.body,
  // A landing page without blocks yet starts from none: staff add them here.
  landing: page.layout === 'standard' ? undefined : JSON.stringify(page.landing ?? { blocks: [] }, null, 2),
  updatedAt: page.updatedAt,
});

/** The pages staff edit (`/admin/pages/`), or one of them in the editor (`?id=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireStaffLogin(request, context);
  const id = new URL(request.url).searchParams.get('id');
  if (id === null) {
    const pages = await context.ports.admin.pages(token);
    return {
      pages: pages.ok
        ? pages.value.map((page) => ({
            ...page,
            changedOn: formatDate(Temporal.Instant.from(page.updatedAt)),
          }))
        : undefined,
      error: pages.ok ? undefined : t('admin.pages.error.failed'),
      page: undefined,
    };
  }
  const page = await context.ports.admin.page(token, id);
  if (!page.ok) {
    const missing = page.error.kind === 'request.notFound';
    return {
      pages: undefined,
      error: t(missing ? 'admin.pages.error.notFound' : 'admin.pages.error.failed'),
      page: undefined,
    };
  }
  return {
    pages: undefined,
    error: undefined,
    page: { path: page.value.path, values: valuesOf(page.value) },
  };
}

/** A post of the editor: the fields as typed, and which button. */
const pageEditorFormSchema = z.object({
  intent: z.enum(['preview', 'publish']),
  title: z.string().default(''),
  body: z.string().default(''),
  landing: z.string().optional(),
  updatedAt: z.string().min(1),
});

/** The shop's refusal said at the fields: a block's problems under the blocks, each with its path. */
function refusalErrors(error: DomainError): EditorErrors {
  if (error.kind === 'request.conflict') return { form: t('admin.pages.error.conflict') };
  if (error.kind === 'request.notFound') return { form: t('admin.pages.error.notFound') };
  if (error.kind !== 'request.invalid') return { form: t('admin.pages.error.failed') };
  const errors: EditorErrors = { form: t('admin.pages.error.fields') };
  const landing: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    if (field === 'title' || field === 'body') errors[field] = message;
    else if (field.startsWith('landing'))
      landing.push(field === 'landing' ? message : `${field.slice('landing.'.length)} : ${message}`);
    else errors.form = `${field} : ${message}`;
  }
  if (landing.length > 0) errors.landing = landing.join(' · ');
  return errors;
}

/** The preview as loader data carries it (offer dates as ISO text). */
interface PreviewData {
  readonly blocks: readonly PageBlockData[];
  readonly offer: OfferWindowData | undefined;
  readonly renderedAt: string;
  readonly locale: string;
}

const previewOf = (page: PageContent, renderedAt: string, locale: string): PreviewData => ({
  blocks: page.blocks.map(pageBlockData),
  offer: page.offer === undefined ? undefined : offerWindowData(page.offer),
  renderedAt,
  locale,
});

/**
 * "Prévisualiser": the page as shoppers would see it with the draft, nothing saved. "Publier":
 * the draft published. The blocks' JSON is read here first; what the shop refuses comes back at
 * the fields, and the form keeps what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { token } = await requireStaffLogin(request, context);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const submission = parseForm(await postedForm(request), pageEditorFormSchema, {}, t);
  if (submission.status !== 'success') {
    return data(
      {
        values: undefined,
        errors: { form: t('admin.pages.error.failed') },
        notice: undefined,
        preview: undefined,
      },
      { status: 400 },
    );
  }
  const { intent, landing: landingText, ...typed } = submission.value;
  const values: PageEditorValues = { ...typed, landing: landingText };
  let landing: unknown = null;
  if (landingText !== undefined) {
    try {
      landing = JSON.parse(landingText);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return data(
        {
          values,
          errors: { landing: t('admin.pages.error.json', { reason }) },
          notice: undefined,
          preview: undefined,
        },
        { status: 400 },
      );
    }
  }
  const draft = { ...typed, landing };
  if (intent === 'preview') {
    const previewed = await context.ports.admin.previewPage(token, id, draft);
    if (!previewed.ok) {
      return data(
        { values, errors: refusalErrors(previewed.error), notice: undefined, preview: undefined },
        { status: responseStatus(previewed.error) },
      );
    }
    return {
      values,
      errors: {},
      notice: t('admin.pages.previewed'),
      preview: previewOf(previewed.value, context.now().toString(), context.shop.locale),
    };
  }
  const saved = await context.ports.admin.savePage(token, id, draft);
  if (!saved.ok) {
    return data(
      { values, errors: refusalErrors(saved.error), notice: undefined, preview: undefined },
      { status: responseStatus(saved.error) },
    );
  }
  return {
    values: valuesOf(saved.value),
    errors: {},
    notice: t('admin.pages.published'),
    preview: undefined,
  };
}

export default function PagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { pages, error, page } = loaderData;
  const preview = actionData?.preview;
  return (
    <main>
      <h1>{t('admin.pages.title_page')}</h1>
      {error === undefined ? null : (
        <p role="alert" className="alert alert-danger">
          {error}
        </p>
      )}
      {pages === undefined ? null : (
        <>
          <p>{t('admin.pages.intro')}</p>
          <PageList pages={pages} />
        </>
      )}
      {page === undefined ? null : (
        <PageEditor
          path={page.path}
          values={actionData?.values ?? page.values}
          errors={actionData?.errors ?? {}}
          notice={actionData?.notice}
          busy={busy}
          preview={
            preview === undefined ? undefined : (
              <>
                {preview.offer === undefined ? null : (
                  <OfferNotice window={preview.offer} renderedAt={preview.renderedAt} />
                )}
                <PageBlocks blocks={preview.blocks} locale={preview.locale} renderedAt={preview.renderedAt} />
              </>
            )
          }
        />
      )}
    </main>
  );
}
