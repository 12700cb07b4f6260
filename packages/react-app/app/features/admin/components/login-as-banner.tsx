import { t } from '../../../i18n/translate.js';

/**
 * On every page while a staff member acts as a customer (admin login-as): who they act as, and
 * the button that ends it.
 */
export function LoginAsBanner({
  customerEmail,
  staffName,
}: {
  readonly customerEmail: string;
  readonly staffName: string;
}) {
  return (
    <aside className="login-as-banner" aria-label={t('admin.loginAs.bannerLabel')}>
      <p>{t('admin.loginAs.banner', { staff: staffName, email: customerEmail })}</p>
      <form method="post" action="/admin/end-login-as/">
        <button type="submit">{t('admin.loginAs.end')}</button>
      </form>
    </aside>
  );
}
