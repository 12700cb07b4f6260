import type { FaqItem } from '@tirage/domain';

/** Questions and their answers, each opened on demand (no script needed). */
export function FaqBlock({ title, items }: { readonly title: string; readonly items: readonly FaqItem[] }) {
  return (
    <section className="faq-block">
      <h2>{title}</h2>
      {items.map((item) => (
        <details key={item.question} className="faq-item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
