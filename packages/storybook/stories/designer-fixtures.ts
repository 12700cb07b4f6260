import {
  type DesignDocument,
  type DesignObject,
  type PrintFormat,
  printFormatOf,
  templatesOf,
} from '@tirage/domain';

/** An A5 flyer printed on both sides, as the designer lays it out. */
const flyerFormat: PrintFormat = (() => {
  const format = printFormatOf('flyers', { format: 'a5', sides: 'recto-verso' });
  if (format === undefined) throw new Error('The demo flyers have an A5 format');
  return format;
})();

/** A template's picture drawn inline (its background and a title bar), so that no file is loaded. */
const thumbnailOf = (document: DesignDocument): string => {
  const background = document.pages[0]?.background ?? '#ffffff';
  return `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">' +
      `<rect width="160" height="120" fill="#eef2f7"/><rect x="38" y="6" width="84" height="108" fill="${background}" stroke="#9db2d1"/>` +
      '<rect x="48" y="18" width="64" height="10" fill="#e43f5a"/><rect x="52" y="36" width="56" height="4" fill="#9db2d1"/></svg>',
  )}`;
};

/** The demo shop's flyer templates as the template browser shows them. */
export const flyerTemplateCards = templatesOf('flyers').map((template) => ({
  id: template.id,
  name: template.name,
  thumbnailUrl: thumbnailOf(template.documentFor(flyerFormat)),
}));

/** The "Concert" flyer template on an A5 printed on both sides. */
const concertFlyer: DesignDocument = (() => {
  const template = templatesOf('flyers').find((candidate) => candidate.id === 'tpl-flyer-concert');
  if (template === undefined) throw new Error('The demo flyers have a concert template');
  return template.documentFor(flyerFormat);
})();

/** A photo the shopper placed on the flyer, over the template's objects. */
const photo: DesignObject = {
  kind: 'image',
  id: 'photo',
  x: 30,
  y: 95,
  width: 88,
  height: 60,
  rotation: 0,
  assetId: 'asset-saxophone',
};

/** The concert flyer's recto with a photo on top: the objects in drawing order. */
export const concertRecto: readonly DesignObject[] = [...(concertFlyer.pages[0]?.objects ?? []), photo];

/** An object of the recto by its id (the stories pick the template's title, its band, the photo). */
export const concertObject = (id: string): DesignObject => {
  const object = concertRecto.find((candidate) => candidate.id === id);
  if (object === undefined) throw new Error(`The concert flyer has no object ${id}`);
  return object;
};
