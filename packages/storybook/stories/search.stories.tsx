import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  DEMO_CATALOG,
  GLOSSARY_PATH,
  searchGlossary,
  searchLandingPages,
  searchProductCards,
} from '@tirage/domain';
import Search from '@tirage/react-app/routes/search.js';
import { demoCards, demoLocale } from './fixtures.js';
import { routeScreen, serverFailure } from './route-stub.js';

const SearchRoute = routeScreen(Search);

const glossary = DEMO_CATALOG.pages.find((page) => page.path === GLOSSARY_PATH)?.glossary ?? [];

/** The demo shop's landing pages as the landing pages call lists them. */
const landingPages = DEMO_CATALOG.pages
  .filter((page) => page.layout === 'landing')
  .map((page) => ({ id: page.id, title: page.title, description: page.body, path: page.path }));

/** The search route's loader answer for a query: the demo shop's cards, landing pages and glossary terms it matches, as the route finds them. */
const searchData = (query: string) => ({
  query,
  found: searchProductCards(demoCards, query),
  terms: searchGlossary(glossary, query),
  pages: searchLandingPages(landingPages, query),
  locale: demoLocale,
});

const urlOf = (query: string) => `/search/?q=${encodeURIComponent(query)}`;

/** The search screen (`routes/search.tsx`), with a stub loader searching the demo shop's cards. */
const meta = {
  title: 'Routes/Search',
  component: SearchRoute,
  args: { url: urlOf('cartes'), loaderData: searchData('cartes') },
} satisfies Meta<typeof SearchRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "cartes": the business cards, with their "from" price. */
export const Filled: Story = {};

/** "Rouleau etiquettes": the words may come in any order, accents and case do not matter. */
export const SeveralWords: Story = {
  args: { url: urlOf('Rouleau etiquettes'), loaderData: searchData('Rouleau etiquettes') },
};

/** "papier": no product, and the glossary's "Papier couché". */
export const GlossaryTerm: Story = {
  args: { url: urlOf('papier'), loaderData: searchData('papier') },
};

/** "noël": no product, and the Christmas offer's page. */
export const LandingPage: Story = {
  args: { url: urlOf('noël'), loaderData: searchData('noël') },
};

/** No query yet: what to type. */
export const Empty: Story = { args: { url: '/search/', loaderData: searchData('') } };

/** Nothing matches: another word to try. */
export const NoResults: Story = {
  args: { url: urlOf('banderole'), loaderData: searchData('banderole') },
};

/** The shop's products could not be read: the shop's 500 screen. */
export const LoadFailed: Story = {
  args: { error: serverFailure('The home page could not be read (http.timeout)') },
};
