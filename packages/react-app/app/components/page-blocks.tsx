import type { PageBlock } from '@tirage/domain';
import { Glossary } from './glossary.js';
import { ProductCards } from './product-cards.js';

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

/** The blocks of a content page, in order: text as paragraphs, product cards as a list, glossary terms. */
export function PageBlocks({
  blocks,
  locale,
}: {
  readonly blocks: readonly PageBlock[];
  readonly locale: string;
}) {
  return (
    <>
      {blocks.map((block) =>
        block.kind === 'text' ? (
          <TextBlock key={block.id} text={block.text} />
        ) : block.kind === 'productCards' ? (
          <ProductCards key={block.id} cards={block.cards} locale={locale} />
        ) : (
          <Glossary key={block.id} entries={block.entries} />
        ),
      )}
    </>
  );
}
