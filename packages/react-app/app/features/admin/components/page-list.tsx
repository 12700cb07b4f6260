import { t } from '../admin-text.js';

/** A page staff may edit, as the list shows it (its last change already formatted). */
export interface PageListItem {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  readonly layout: 'standard' | 'landing';
  readonly changedOn: string;
}

/** The pages staff edit, by path: each opens the editor. */
export function PageList({ pages }: { readonly pages: readonly PageListItem[] }) {
  if (pages.length === 0) return <p>{t('admin.pages.none')}</p>;
  return (
    <table className="staff-pages">
      <thead>
        <tr>
          <th scope="col">{t('admin.pages.page')}</th>
          <th scope="col">{t('admin.pages.kind')}</th>
          <th scope="col">{t('admin.pages.changedOn')}</th>
        </tr>
      </thead>
      <tbody>
        {pages.map((page) => (
          <tr key={page.id}>
            <td>
              <a href={`/admin/pages/?id=${encodeURIComponent(page.id)}`}>{page.title}</a>
              <br />
              <code>{page.path}</code>
            </td>
            <td>{t(page.layout === 'landing' ? 'admin.pages.landing' : 'admin.pages.standard')}</td>
            <td>{page.changedOn}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
