import { t } from '../../../i18n/translate.js';

/** Debug information for staff with the debug cookie: what the page was served with. */
export function DebugPanel({ entries }: { readonly entries: Readonly<Record<string, string>> }) {
  return (
    <aside className="debug-panel" aria-label={t('admin.debug.label')}>
      <dl>
        {Object.entries(entries).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
