import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { t } from '../admin-text.js';

/** What the editor shows of a page: as stored, or as staff last posted it. */
export interface PageEditorValues {
  readonly title: string;
  readonly body: string;
  /** A landing page's offer and blocks as JSON text; undefined for a standard page. */
  readonly landing: string | undefined;
  readonly updatedAt: string;
}

/**
 * The back office's page editor: the title, the text (a landing page's description) and a landing
 * page's offer and blocks as JSON, with "Prévisualiser" (the page as shoppers would see it, shown
 * under the form, nothing saved) and "Publier". The shop checks the page whole; what it refuses
 * is said at its field, and nothing typed is lost.
 */
export function PageEditor({
  path,
  values,
  errors,
  notice,
  busy,
  preview,
}: {
  readonly path: string;
  readonly values: PageEditorValues;
  /** The shop's refusals: by field (`title`, `body`, `landing`), the block's path in the message. */
  readonly errors: Readonly<Partial<Record<'title' | 'body' | 'landing' | 'form', string>>>;
  readonly notice: string | undefined;
  readonly busy: boolean;
  /** The page as it would be published, once previewed. */
  readonly preview?: ReactNode;
}) {
  const described = (field: 'title' | 'body' | 'landing') =>
    errors[field] === undefined ? undefined : `page-${field}-error`;
  const errorOf = (field: 'title' | 'body' | 'landing') =>
    errors[field] === undefined ? null : (
      <p id={`page-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    );
  return (
    <section className="page-editor" aria-labelledby="page-editor-title">
      <h2 id="page-editor-title">
        {t('admin.pages.editing')} <code>{path}</code>
      </h2>
      {notice === undefined ? null : (
        <p role="status" className="alert alert-info">
          {notice}
        </p>
      )}
      {errors.form === undefined ? null : (
        <p role="alert" className="alert alert-danger">
          {errors.form}
        </p>
      )}
      {/* Each post renders the form anew with what was posted: the keys make the fields take it. */}
      <Form method="post" key={`${values.updatedAt}|${values.title}|${values.body}|${values.landing}`}>
        <input type="hidden" name="updatedAt" value={values.updatedAt} />
        <div className="field">
          <label htmlFor="page-title">{t('admin.pages.title')}</label>
          <input
            id="page-title"
            name="title"
            defaultValue={values.title}
            required
            maxLength={160}
            aria-invalid={errors.title === undefined ? undefined : true}
            aria-describedby={described('title')}
          />
          {errorOf('title')}
        </div>
        <div className="field">
          <label htmlFor="page-body">
            {values.landing === undefined ? t('admin.pages.text') : t('admin.pages.description')}
          </label>
          <textarea
            id="page-body"
            name="body"
            rows={values.landing === undefined ? 12 : 3}
            defaultValue={values.body}
            required
            aria-invalid={errors.body === undefined ? undefined : true}
            aria-describedby={described('body')}
          />
          {errorOf('body')}
        </div>
        {values.landing === undefined ? null : (
          <div className="field">
            <label htmlFor="page-landing">{t('admin.pages.blocks')}</label>
            <p id="page-landing-hint" className="field-hint">
              {t('admin.pages.blocksHint')}
            </p>
            <textarea
              id="page-landing"
              name="landing"
              rows={24}
              className="page-editor-json"
              spellCheck={false}
              defaultValue={values.landing}
              aria-invalid={errors.landing === undefined ? undefined : true}
              aria-describedby={['page-landing-hint', described('landing')].filter(Boolean).join(' ')}
            />
            {errorOf('landing')}
          </div>
        )}
        <div className="page-editor-actions">
          <button type="submit" name="intent" value="preview" disabled={busy}>
            {t('admin.pages.preview')}
          </button>
          <button type="submit" name="intent" value="publish" className="button-primary" disabled={busy}>
            {t('admin.pages.publish')}
          </button>
          <a href="/admin/pages/">{t('admin.pages.back')}</a>
        </div>
      </Form>
      {preview === undefined ? null : (
        <section className="page-editor-preview" aria-label={t('admin.pages.previewTitle')}>
          <h2>{t('admin.pages.previewTitle')}</h2>
          <div className="page-editor-preview-page">{preview}</div>
        </section>
      )}
    </section>
  );
}
