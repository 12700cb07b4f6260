import type { ProductCard } from '@tirage/domain';
import { FormAlert } from '../../components/form-alert.js';
import { ProductCards } from '../../components/product-cards.js';
import { SiteHeader } from '../../components/site-header.js';
import { t } from '../../features/admin/admin-text.js';
import { LoginAsBanner } from '../../features/admin/components/login-as-banner.js';
import { requireStaffArea } from '../../staff.server.js';
import type { Route } from './+types/styleguide';

/** The shop's shared components with example data (Storybook holds every state of each). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireStaffArea(context);
  return { locale: context.shop.locale };
}

const SAMPLE_CARDS: readonly ProductCard[] = [
  {
    configurationId: 'flyers',
    name: 'Flyers',
    path: '/flyers/',
    imageUrl: '/assets/products/flyers.svg',
    fromPrice: { cents: 1_990, currency: 'EUR' },
  },
  {
    configurationId: 'business-cards',
    name: 'Cartes de visite',
    path: '/cartes-de-visite/',
    imageUrl: '/assets/products/business-cards.svg',
    fromPrice: undefined,
  },
];

export default function Styleguide({ loaderData }: Route.ComponentProps) {
  return (
    <main className="styleguide">
      <h1>{t('admin.styleguide.title')}</h1>
      <p>{t('admin.styleguide.intro')}</p>
      <section aria-labelledby="sg-header">
        <h2 id="sg-header">SiteHeader</h2>
        <SiteHeader loggedIn cartCount={2} />
      </section>
      <section aria-labelledby="sg-cards">
        <h2 id="sg-cards">ProductCards</h2>
        <ProductCards cards={SAMPLE_CARDS} locale={loaderData.locale} />
      </section>
      <section aria-labelledby="sg-alerts">
        <h2 id="sg-alerts">FormAlert</h2>
        <FormAlert message={t('login.error.credentials')} />
      </section>
      <section aria-labelledby="sg-buttons">
        <h2 id="sg-buttons">Boutons</h2>
        <button type="button" className="button-primary">
          {t('login.submit')}
        </button>{' '}
        <button type="button">{t('admin.loginAs.searchSubmit')}</button>
      </section>
      <section aria-labelledby="sg-banner">
        <h2 id="sg-banner">LoginAsBanner</h2>
        <LoginAsBanner customerEmail="camille@atelier-durand.fr" staffName="Marie Conseil" />
      </section>
    </main>
  );
}
