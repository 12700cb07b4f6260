import { required } from '../../auth.server.js';
import { PremiumResellerPanel } from '../../features/account/components/premium-reseller-panel.js';
import { t } from '../../i18n/translate.js';
import { percent } from '../../lib/format.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/premium-reseller';

const middlewares = routeMiddlewares('routes/personal-area/premium-reseller.tsx', 'auth');

export function meta() {
  return [{ title: t('premium.title') }, { name: 'robots', content: 'noindex' }];
}

/** The reseller programme, and the customer's standing in it (premium status and reason, set by staff). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const profile = await context.ports.customer.getProfile();
  const profileValue = await required(profile, 'profile', { request, context });
  const customer = profileValue;
  const discount = context.shop.resellerDiscountPercent;
  return {
    status: customer.premium,
    discount: discount === undefined || discount <= 0 ? undefined : percent(discount, context.shop.locale),
    companyAccount: customer.metadata.userCategory === 'company',
  };
}

export default function PremiumReseller({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{t('premium.title')}</h1>
      <PremiumResellerPanel
        status={loaderData.status}
        discount={loaderData.discount}
        companyAccount={loaderData.companyAccount}
      />
    </main>
  );
}
