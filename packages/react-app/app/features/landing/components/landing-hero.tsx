/** A landing page's headline: its title (the page's heading), a sentence, its picture and its main link. */
export function LandingHero({
  title,
  text,
  imageUrl,
  imageAlt,
  link,
}: {
  readonly title: string;
  readonly text: string;
  readonly imageUrl: string;
  readonly imageAlt: string;
  readonly link: { readonly label: string; readonly path: string } | undefined;
}) {
  return (
    <section className="landing-hero">
      <div className="landing-hero-text">
        <h1>{title}</h1>
        <p>{text}</p>
        {link === undefined ? null : (
          <a className="button-primary landing-hero-link" href={link.path}>
            {link.label}
          </a>
        )}
      </div>
      {/* The page's largest picture, on screen at once: never lazy, its size known before it loads. */}
      <img className="landing-hero-image" src={imageUrl} alt={imageAlt} width={480} height={320} />
    </section>
  );
}
