import type { CustomerStatus, PageBlock } from '@tirage/domain';
import { DesignTemplates } from '../features/landing/components/design-templates.js';
import { FaqBlock } from '../features/landing/components/faq-block.js';
import { LandingHero } from '../features/landing/components/landing-hero.js';
import { OfferCountdown } from '../features/landing/components/offer-countdown.js';
import { PromoCodeBlock } from '../features/landing/components/promo-code-block.js';
import { type OfferWindowData, offerWindowData } from '../features/landing/offer-time.js';
import { Glossary } from './glossary.js';
import { ProductCards } from './product-cards.js';

type Dated<Kind extends PageBlock['kind']> = Omit<Extract<PageBlock, { kind: Kind }>, 'window'> & {
  readonly window: OfferWindowData;
};

/** A block as loader data carries it: an offer's dates as ISO 8601 (Temporal values do not travel). */
export type PageBlockData =
  | Exclude<PageBlock, { kind: 'promoCode' } | { kind: 'countdown' }>
  | Dated<'promoCode'>
  | Dated<'countdown'>;

export function pageBlockData(block: PageBlock): PageBlockData {
  return block.kind === 'promoCode' || block.kind === 'countdown'
    ? { ...block, window: offerWindowData(block.window) }
    : block;
}

/** Plain text, paragraphs separated by blank lines. */
function TextBlock({ text }: { readonly text: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div className="page-text">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

interface BlockProps {
  readonly locale: string;
  readonly renderedAt: string;
  /** Who reads the page, for welcome codes; a guest by default. */
  readonly visitor?: CustomerStatus | undefined;
}

function Block({
  block,
  locale,
  renderedAt,
  visitor = 'unknown',
}: BlockProps & { readonly block: PageBlockData }) {
  switch (block.kind) {
    case 'text':
      return <TextBlock text={block.text} />;
    case 'productCards':
      return block.title === undefined ? (
        <ProductCards cards={block.cards} locale={locale} />
      ) : (
        <section className="landing-products">
          <h2>{block.title}</h2>
          <ProductCards cards={block.cards} locale={locale} />
        </section>
      );
    case 'glossary':
      return <Glossary entries={block.entries} />;
    case 'hero':
      return (
        <LandingHero
          title={block.title}
          text={block.text}
          imageUrl={block.imageUrl}
          imageAlt={block.imageAlt}
          link={block.link}
        />
      );
    case 'promoCode':
      return (
        <PromoCodeBlock
          code={block.code}
          label={block.label}
          window={block.window}
          forNewCustomers={block.forNewCustomers}
          visitor={visitor}
          renderedAt={renderedAt}
        />
      );
    case 'countdown':
      return <OfferCountdown title={block.title} window={block.window} renderedAt={renderedAt} />;
    case 'faq':
      return <FaqBlock title={block.title} items={block.items} />;
    case 'designTemplates':
      return (
        <DesignTemplates title={block.title} productName={block.productName} templates={block.templates} />
      );
  }
}

/**
 * The blocks of a content page, in order: text as paragraphs, product cards as a list, glossary
 * terms, and a landing page's hero, promo code, countdown, questions and templates. Offers are
 * judged on the server's `renderedAt`, then on the browser's clock.
 */
export function PageBlocks({
  blocks,
  ...shared
}: BlockProps & { readonly blocks: readonly PageBlockData[] }) {
  return (
    <>
      {blocks.map((block) => (
        <Block key={block.id} block={block} {...shared} />
      ))}
    </>
  );
}
