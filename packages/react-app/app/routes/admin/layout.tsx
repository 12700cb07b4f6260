import { Outlet } from 'react-router';
import { t } from '../../features/admin/admin-text.js';
import { requireStaffArea, staffMember } from '../../staff.server.js';
import type { Route } from './+types/layout';

export function meta() {
  return [{ title: t('admin.title') }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** The back office: 404 to anyone not recognised as staff; its navigation and who is logged in. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireStaffArea(context);
  return { member: (await staffMember(context)) ?? null };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { member } = loaderData;
  return (
    <div className="admin-layout">
      <nav aria-label={t('admin.nav')} className="admin-nav">
        <a href="/admin/login-as/">{t('admin.nav.loginAs')}</a>
        <a href="/admin/base-configs-console/">{t('admin.nav.configs')}</a>
        <a href="/admin/upload-ams/">{t('admin.nav.assets')}</a>
        <a href="/admin/order-files/">{t('admin.nav.orderFiles')}</a>
        <a href="/admin/artwork-reviews/">{t('admin.nav.artworkReviews')}</a>
        <a href="/admin/pages/">{t('admin.nav.pages')}</a>
        <a href="/admin/failed-jobs/">{t('admin.nav.failedJobs')}</a>
        <a href="/admin/styleguide/">{t('admin.nav.styleguide')}</a>
      </nav>
      {member === null ? null : (
        <div className="admin-identity">
          <p>{t('admin.signedInAs', { name: member.displayName, email: member.email })}</p>
          <form method="post" action="/admin/logout/">
            <button type="submit">{t('admin.logout')}</button>
          </form>
        </div>
      )}
      <Outlet />
    </div>
  );
}
