import type { BaseConfigs } from '@tirage/domain';
import { t } from '../admin-text.js';

const shown = (value: unknown): string =>
  Array.isArray(value)
    ? value.join(', ')
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

/** Every country shop's configuration, field by field, read only. */
export function TenantConfigs({ configs }: { readonly configs: BaseConfigs }) {
  return (
    <div className="tenant-configs">
      {configs.tenants.map((tenant) => (
        <section key={tenant.code} aria-labelledby={`tenant-${tenant.code}`}>
          <h2 id={`tenant-${tenant.code}`}>{t('admin.configs.tenant', { code: tenant.code })}</h2>
          <table>
            <caption className="visually-hidden">{t('admin.configs.tenant', { code: tenant.code })}</caption>
            <tbody>
              <tr>
                <th scope="row">{t('admin.configs.baseUrl')}</th>
                <td>{tenant.baseUrl}</td>
              </tr>
              <tr>
                <th scope="row">{t('admin.configs.hosts')}</th>
                <td>{tenant.hosts.join(', ')}</td>
              </tr>
              <tr>
                <th scope="row">{t('admin.configs.timeZone')}</th>
                <td>{tenant.timeZone}</td>
              </tr>
              {Object.entries(tenant.domainConfig).map(([field, value]) => (
                <tr key={field}>
                  <th scope="row">
                    <code>{field}</code>
                  </th>
                  <td>{shown(value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <section aria-labelledby="exchange-rates">
        <h2 id="exchange-rates">{t('admin.configs.exchangeRates')}</h2>
        <table>
          <caption className="visually-hidden">{t('admin.configs.exchangeRates')}</caption>
          <tbody>
            {Object.entries(configs.exchangeRates).map(([currency, rate]) => (
              <tr key={currency}>
                <th scope="row">{currency}</th>
                <td>{rate}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('admin.configs.defaultHost', { host: configs.defaultHost })}</p>
      </section>
    </div>
  );
}
