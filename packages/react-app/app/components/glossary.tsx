import type { GlossaryEntry } from '@tirage/domain';
import { t } from '../i18n/translate.js';

/** The letter a term is filed under: its first letter, without accent, upper-case. */
const letterOf = (term: string) =>
  term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .charAt(0)
    .toUpperCase();

/**
 * The glossary's terms, each at its anchor (`/glossaire/#fond-perdu` opens on it), under an index
 * of their first letters.
 */
export function Glossary({ entries }: { readonly entries: readonly GlossaryEntry[] }) {
  const firstOfLetter = new Map<string, string>();
  for (const entry of entries) {
    const letter = letterOf(entry.term);
    if (!firstOfLetter.has(letter)) firstOfLetter.set(letter, entry.anchor);
  }
  return (
    <section className="glossary" aria-label={t('glossary.terms')}>
      <nav aria-label={t('glossary.index')}>
        <ul className="glossary-index">
          {[...firstOfLetter].map(([letter, anchor]) => (
            <li key={letter}>
              <a className="glossary-letter" href={`#${anchor}`}>
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <dl className="glossary-terms">
        {entries.map((entry) => (
          <div key={entry.anchor} id={entry.anchor} className="glossary-term">
            <dt className="glossary-name">
              <a href={`#${entry.anchor}`}>{entry.term}</a>
            </dt>
            <dd className="glossary-definition">{entry.definition}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
