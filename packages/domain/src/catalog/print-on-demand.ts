import { readyMadeDesign } from '../designer/demo-templates.js';
import type { DesignDocument } from '../designer/document.js';
import { printFormatOf } from '../designer/print-format.js';
import type { PrintOnDemandOffer } from '../model/product.js';
import type { PrintOnDemandDesign } from './catalog.js';

/** Where the shop serves the pictures of its ready-made designs: `{path}/{design id}/{view}.svg`. */
export const READY_MADE_PICTURES_PATH = '/assets/ready-made';

/** The views of a ready-made design the gallery shows, in order. */
export const READY_MADE_VIEWS = ['design', 'wall', 'detail'] as const;
export type ReadyMadeView = (typeof READY_MADE_VIEWS)[number];

const VIEW_ALT: Readonly<Record<ReadyMadeView, (name: string) => string>> = {
  design: (name) => `Le design « ${name} » en entier`,
  wall: (name) => `L’affiche « ${name} » encadrée, accrochée au mur d’un salon`,
  detail: (name) => `Détail du bas de l’affiche « ${name} » : son titre et sa signature`,
};

/** What a picture of the gallery shows, in French. */
export const readyMadePictureAlt = (designName: string, view: ReadyMadeView): string =>
  VIEW_ALT[view](designName);

/** The address of one view of a ready-made design. */
export const readyMadePicturePath = (designId: string, view: ReadyMadeView): string =>
  `${READY_MADE_PICTURES_PATH}/${encodeURIComponent(designId)}/${view}.svg`;

/**
 * The product page's account of a print-on-demand product, or undefined when its design is not
 * one of the shop's (a catalogue row naming a design that has gone).
 */
export function printOnDemandOffer(design: PrintOnDemandDesign): PrintOnDemandOffer | undefined {
  const layout = readyMadeDesign(design.designId);
  if (layout === undefined) return undefined;
  return {
    designName: layout.name,
    designer: design.designer,
    gallery: READY_MADE_VIEWS.map((view) => ({
      url: readyMadePicturePath(layout.id, view),
      alt: readyMadePictureAlt(layout.name, view),
    })),
  };
}

/**
 * The print-ready layout of a ready-made design on the format the chosen attributes make;
 * undefined for a design or a format the shop does not know.
 */
export function readyMadeDocument(
  designId: string,
  selectedAttributes: Readonly<Record<string, string>>,
): DesignDocument | undefined {
  const design = readyMadeDesign(designId);
  const format = design === undefined ? undefined : printFormatOf(design.productId, selectedAttributes);
  return design === undefined || format === undefined ? undefined : design.documentFor(format);
}
