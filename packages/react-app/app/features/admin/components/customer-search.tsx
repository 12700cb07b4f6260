import type { CustomerMatch } from '@tirage/domain';
import { t } from '../admin-text.js';

/**
 * Finding a customer to act as: the search (email, name or company) and what it found, each with
 * the button that opens a session as that customer.
 */
export function CustomerSearch({
  query,
  customers,
  searched,
}: {
  readonly query: string;
  readonly customers: readonly CustomerMatch[];
  /** A search was made (an empty list then says that nothing matched). */
  readonly searched: boolean;
}) {
  return (
    <section aria-labelledby="customer-search-title">
      <h2 id="customer-search-title">{t('admin.loginAs.searchTitle')}</h2>
      <form method="get" className="customer-search">
        <label>
          {t('admin.loginAs.searchLabel')}
          <input type="search" name="q" defaultValue={query} minLength={2} maxLength={100} required />
        </label>
        <button type="submit">{t('admin.loginAs.searchSubmit')}</button>
      </form>
      {searched && customers.length === 0 ? <p role="status">{t('admin.loginAs.noMatch')}</p> : null}
      {customers.length > 0 ? (
        <ul className="customer-matches">
          {customers.map((customer) => {
            const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
            return (
              <li key={customer.id}>
                <span className="customer-match-email">{customer.email}</span>
                {name === '' ? null : <span> · {name}</span>}
                {customer.company === undefined ? null : <span> · {customer.company}</span>}
                <form method="post">
                  <input type="hidden" name="customerEmail" value={customer.email} />
                  <button type="submit" className="button-primary">
                    {t('admin.loginAs.actAs', { email: customer.email })}
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
