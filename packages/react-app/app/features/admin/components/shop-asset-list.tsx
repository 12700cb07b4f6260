import type { ShopAsset } from '@tirage/domain';
import { fileSize } from '../../../lib/format.js';
import { t } from '../admin-text.js';

/** The shop's assets: a preview of each, the address to use it at, and its removal. */
export function ShopAssetList({
  assets,
  locale,
}: {
  readonly assets: readonly ShopAsset[];
  readonly locale: string;
}) {
  if (assets.length === 0) return <p>{t('admin.assets.empty')}</p>;
  return (
    <ul className="shop-assets">
      {assets.map((asset) => (
        <li key={asset.id}>
          <img src={asset.url} alt="" width={160} height={90} loading="lazy" />
          <div>
            <p className="shop-asset-name">{asset.fileName}</p>
            <p>
              {fileSize(asset.sizeBytes, locale)} · <code>{asset.url}</code>
            </p>
            <form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={asset.id} />
              <button type="submit" aria-label={t('admin.assets.removeLabel', { name: asset.fileName })}>
                {t('admin.assets.remove')}
              </button>
            </form>
          </div>
        </li>
      ))}
    </ul>
  );
}
