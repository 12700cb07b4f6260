import { MAX_SHOP_ASSET_BYTES, SHOP_ASSET_MEDIA_TYPES } from '@tirage/api-client/contract';
import type { DomainError } from '@tirage/domain';
import { data, useNavigation } from 'react-router';
import { FormAlert } from '../../components/form-alert.js';
import { t } from '../../features/admin/admin-text.js';
import { ShopAssetList } from '../../features/admin/components/shop-asset-list.js';
import { parseShopAssetRemovalForm, parseShopAssetUploadForm } from '../../features/admin/shop-asset-form.js';
import { postedForm } from '../../lib/posted-form.server.js';
import { requireStaffLogin } from '../../staff.server.js';
import type { Route } from './+types/upload-ams';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireStaffLogin(request, context);
  const assets = await context.ports.admin.assets(token);
  return { assets: assets.ok ? assets.value : [], failed: !assets.ok, locale: context.shop.locale };
}

/** Why an upload was refused, in French. */
function uploadError(error: DomainError): string {
  if (error.kind === 'request.unsupportedType') return t('admin.assets.error.type');
  if (error.kind === 'request.tooLarge') return t('admin.assets.error.tooLarge');
  return t('admin.assets.error.failed');
}

/**
 * Uploads a picture (the form's file, read here and sent on to the API, which reads its real
 * type) or removes one. A body past the limit is refused before it is read.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { token } = await requireStaffLogin(request, context);
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  // The limit plus room for the form's own parts; a body of unknown length is not read.
  if (!(length <= MAX_SHOP_ASSET_BYTES + 64 * 1024))
    return data({ error: t('admin.assets.error.tooLarge'), uploaded: undefined }, { status: 413 });
  const form = await postedForm(request);
  const removal = parseShopAssetRemovalForm(form);
  const failed = () => data({ error: t('admin.assets.error.failed'), uploaded: undefined }, { status: 400 });
  if (removal.status === 'success') {
    const removed = await context.ports.admin.removeAsset(token, removal.value.id);
    return removed.ok ? { error: undefined, uploaded: undefined } : failed();
  }
  // A removal without a valid id; a post that is not a removal is an upload.
  if (removal.error?.intent === undefined) return failed();
  const upload = parseShopAssetUploadForm(form);
  if (upload.status !== 'success') {
    const error = upload.error?.file?.[0] ?? t('admin.assets.error.missing');
    return data({ error, uploaded: undefined }, { status: 400 });
  }
  const { file } = upload.value;
  const uploaded = await context.ports.admin.uploadAsset(token, {
    name: file.name,
    mediaType: file.type,
    content: file,
  });
  if (!uploaded.ok) return data({ error: uploadError(uploaded.error), uploaded: undefined }, { status: 400 });
  return { error: undefined, uploaded: uploaded.value.url };
}

export default function UploadAms({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <main>
      <h1>{t('admin.assets.title')}</h1>
      <p>{t('admin.assets.intro')}</p>
      <form method="post" encType="multipart/form-data" className="asset-upload">
        <FormAlert
          message={actionData?.error ?? (loaderData.failed ? t('admin.assets.error.failed') : undefined)}
        />
        {actionData?.uploaded === undefined ? null : (
          <p className="alert alert-success" role="status">
            {t('admin.assets.uploaded', { url: actionData.uploaded })}
          </p>
        )}
        <label>
          {t('admin.assets.file')}
          <input type="file" name="file" accept={SHOP_ASSET_MEDIA_TYPES.join(',')} required />
        </label>
        <button type="submit" className="button-primary" disabled={busy}>
          {t('admin.assets.upload')}
        </button>
      </form>
      <h2>{t('admin.assets.listTitle')}</h2>
      <ShopAssetList assets={loaderData.assets} locale={loaderData.locale} />
    </main>
  );
}
