import {
  blankDesign,
  type DesignDocument,
  type DesignFont,
  type DesignObject,
  type DesignPage,
} from './document.js';
import type { PrintFormat } from './print-format.js';

/**
 * The demo catalogue's design templates: three per designable product, each laid out for any
 * format of its product from the format's own measures (every text within the safe area, every
 * band of colour to the bleed's edge), so a template is never off its page.
 */
export interface DesignTemplate {
  readonly id: string;
  readonly productId: string;
  readonly name: string;
  readonly tags: readonly string[];
  /** The template laid out on `format`: recto first, a verso when the format prints one. */
  readonly documentFor: (format: PrintFormat) => DesignDocument;
}

/** The page's measures a layout is drawn from, in millimetres. */
interface Frame {
  readonly width: number;
  readonly height: number;
  readonly bleed: number;
  readonly safe: number;
  /** Text sizes are set for a 148 mm wide page (an A5) and scale with the page. */
  readonly scale: number;
}

const frameOf = (format: PrintFormat): Frame => ({
  width: format.trimWidthMm,
  height: format.trimHeightMm,
  bleed: format.bleedMm,
  safe: format.safeMarginMm,
  scale: Math.min(format.trimWidthMm, format.trimHeightMm) / 148,
});

interface TextSpec {
  readonly id: string;
  readonly text: string;
  /** From the top of the safe area, as a share of its height. */
  readonly top: number;
  /** The box's height, as a share of the safe area's height. */
  readonly height: number;
  /** Size on an A5, in points. */
  readonly sizePt: number;
  readonly font: DesignFont;
  readonly colour: string;
  readonly align?: 'left' | 'center' | 'right';
  readonly bold?: boolean;
  readonly italic?: boolean;
}

/** A text across the safe area's width, `top` and `height` its shares of the safe area's height. */
function text(frame: Frame, spec: TextSpec): DesignObject {
  const innerHeight = frame.height - 2 * frame.safe;
  return {
    kind: 'text',
    id: spec.id,
    x: frame.safe,
    y: frame.safe + spec.top * innerHeight,
    width: frame.width - 2 * frame.safe,
    height: spec.height * innerHeight,
    rotation: 0,
    text: spec.text,
    font: spec.font,
    // Never below the legible 6 pt, whatever the page's size.
    sizePt: Math.max(6, Math.round(spec.sizePt * frame.scale * 10) / 10),
    colour: spec.colour,
    align: spec.align ?? 'center',
    bold: spec.bold ?? false,
    italic: spec.italic ?? false,
  };
}

/** A band of colour across the page from bleed to bleed, `top` and `height` its shares of the trim's height. */
function band(frame: Frame, id: string, top: number, height: number, fill: string): DesignObject {
  const y = top <= 0 ? -frame.bleed : top * frame.height;
  const bottom = top + height >= 1 ? frame.height + frame.bleed : (top + height) * frame.height;
  return {
    kind: 'rectangle',
    id,
    x: -frame.bleed,
    y,
    width: frame.width + 2 * frame.bleed,
    height: bottom - y,
    rotation: 0,
    fill,
    stroke: null,
    strokeWidthMm: 0,
  };
}

/** A round mark centred at (`cx`, `cy`), shares of the safe area, its diameter a share of its lesser side. */
function mark(frame: Frame, id: string, cx: number, cy: number, size: number, fill: string): DesignObject {
  const innerWidth = frame.width - 2 * frame.safe;
  const innerHeight = frame.height - 2 * frame.safe;
  const diameter = size * Math.min(innerWidth, innerHeight);
  return {
    kind: 'ellipse',
    id,
    x: frame.safe + cx * innerWidth - diameter / 2,
    y: frame.safe + cy * innerHeight - diameter / 2,
    width: diameter,
    height: diameter,
    rotation: 0,
    fill,
    stroke: null,
    strokeWidthMm: 0,
  };
}

/** A rule across the safe area at `top`, a share of its height. */
function rule(frame: Frame, id: string, top: number, colour: string): DesignObject {
  return {
    kind: 'line',
    id,
    x: frame.safe,
    y: frame.safe + top * (frame.height - 2 * frame.safe),
    width: frame.width - 2 * frame.safe,
    height: 1,
    rotation: 0,
    fill: null,
    stroke: colour,
    strokeWidthMm: 0.3,
  };
}

interface Layout {
  readonly recto: (frame: Frame) => { readonly background: string | null; readonly objects: DesignObject[] };
  readonly verso?: (frame: Frame) => { readonly background: string | null; readonly objects: DesignObject[] };
}

function template(
  id: string,
  productId: string,
  name: string,
  tags: readonly string[],
  layout: Layout,
): DesignTemplate {
  return {
    id,
    productId,
    name,
    tags,
    documentFor(format) {
      const frame = frameOf(format);
      const blank = blankDesign(format);
      const pages: DesignPage[] = blank.pages.map((page) => {
        const draw = page.side === 'recto' ? layout.recto : layout.verso;
        return draw === undefined ? page : { ...page, ...draw(frame) };
      });
      return { ...blank, pages };
    },
  };
}

const contactVerso = (lines: string) => (frame: Frame) => ({
  background: null,
  objects: [
    rule(frame, 'verso-rule', 0.62, '#999999'),
    text(frame, {
      id: 'verso-text',
      text: lines,
      top: 0.66,
      height: 0.3,
      sizePt: 12,
      font: 'Inter',
      colour: '#333333',
    }),
  ],
});

export const DEMO_DESIGN_TEMPLATES: readonly DesignTemplate[] = [
  template('tpl-flyer-concert', 'flyers', 'Concert', ['événement', 'musique'], {
    recto: (f) => ({
      background: '#1b1b2f',
      objects: [
        band(f, 'accent', 0.72, 0.06, '#e43f5a'),
        text(f, {
          id: 'title',
          text: 'Soirée jazz',
          top: 0.08,
          height: 0.2,
          sizePt: 40,
          font: 'Lora',
          colour: '#ffffff',
          bold: true,
        }),
        text(f, {
          id: 'date',
          text: 'Samedi 12 décembre · 20 h 30',
          top: 0.32,
          height: 0.1,
          sizePt: 16,
          font: 'Montserrat',
          colour: '#f0c808',
        }),
        text(f, {
          id: 'venue',
          text: 'Le Hot Club\n26 rue Lanterne, Lyon',
          top: 0.8,
          height: 0.16,
          sizePt: 13,
          font: 'Inter',
          colour: '#ffffff',
        }),
      ],
    }),
    verso: contactVerso('Réservations : 04 78 00 00 00\nwww.exemple.fr'),
  }),
  template('tpl-flyer-soldes', 'flyers', 'Promotion boutique', ['commerce', 'promotion'], {
    recto: (f) => ({
      background: '#ffffff',
      objects: [
        band(f, 'top-band', 0, 0.3, '#f0c808'),
        text(f, {
          id: 'offer',
          text: '-30 %',
          top: 0.04,
          height: 0.2,
          sizePt: 60,
          font: 'Montserrat',
          colour: '#1a1a1a',
          bold: true,
        }),
        text(f, {
          id: 'what',
          text: 'sur toute la collection d’hiver',
          top: 0.36,
          height: 0.12,
          sizePt: 18,
          font: 'Inter',
          colour: '#1a1a1a',
        }),
        text(f, {
          id: 'shop',
          text: 'Maison Durand · 8 place du Marché',
          top: 0.86,
          height: 0.1,
          sizePt: 12,
          font: 'Inter',
          colour: '#555555',
        }),
      ],
    }),
    verso: contactVerso('Offre valable jusqu’au 31 janvier\nsur présentation de ce flyer'),
  }),
  template('tpl-flyer-asso', 'flyers', 'Fête de quartier', ['association', 'événement'], {
    recto: (f) => ({
      background: '#e8f6ef',
      objects: [
        mark(f, 'sun', 0.5, 0.22, 0.3, '#ffb830'),
        text(f, {
          id: 'title',
          text: 'Fête de quartier',
          top: 0.42,
          height: 0.16,
          sizePt: 34,
          font: 'Pacifico',
          colour: '#1b5e20',
        }),
        text(f, {
          id: 'when',
          text: 'Dimanche 14 juin, de 11 h à 18 h',
          top: 0.6,
          height: 0.1,
          sizePt: 15,
          font: 'Inter',
          colour: '#1b5e20',
        }),
        text(f, {
          id: 'what',
          text: 'Jeux, buvette et musique pour tous',
          top: 0.72,
          height: 0.12,
          sizePt: 13,
          font: 'Inter',
          colour: '#333333',
          italic: true,
        }),
      ],
    }),
    verso: contactVerso('Association Vivre ensemble\nasso@exemple.fr'),
  }),
  template('tpl-card-classique', 'business-cards', 'Classique', ['sobre'], {
    recto: (f) => ({
      background: '#ffffff',
      objects: [
        text(f, {
          id: 'name',
          text: 'Claire Martin',
          top: 0.12,
          height: 0.24,
          sizePt: 30,
          font: 'Lora',
          colour: '#1a1a1a',
          align: 'left',
          bold: true,
        }),
        text(f, {
          id: 'role',
          text: 'Architecte d’intérieur',
          top: 0.38,
          height: 0.16,
          sizePt: 18,
          font: 'Inter',
          colour: '#555555',
          align: 'left',
        }),
        rule(f, 'rule', 0.58, '#c0a062'),
        text(f, {
          id: 'contact',
          text: '06 12 34 56 78 · claire@exemple.fr',
          top: 0.66,
          height: 0.24,
          sizePt: 15,
          font: 'Inter',
          colour: '#333333',
          align: 'left',
        }),
      ],
    }),
    verso: (f) => ({
      background: '#1a1a1a',
      objects: [
        text(f, {
          id: 'brand',
          text: 'CM',
          top: 0.3,
          height: 0.4,
          sizePt: 60,
          font: 'Lora',
          colour: '#c0a062',
          bold: true,
        }),
      ],
    }),
  }),
  template('tpl-card-bandeau', 'business-cards', 'Bandeau de couleur', ['couleur'], {
    recto: (f) => ({
      background: '#ffffff',
      objects: [
        band(f, 'band', 0, 0.3, '#2980b9'),
        text(f, {
          id: 'company',
          text: 'Atelier Bleu',
          top: 0.02,
          height: 0.2,
          sizePt: 24,
          font: 'Montserrat',
          colour: '#ffffff',
          bold: true,
        }),
        text(f, {
          id: 'name',
          text: 'Paul Lefèvre',
          top: 0.4,
          height: 0.2,
          sizePt: 24,
          font: 'Inter',
          colour: '#1a1a1a',
          bold: true,
        }),
        text(f, {
          id: 'contact',
          text: '07 98 76 54 32',
          top: 0.66,
          height: 0.2,
          sizePt: 16,
          font: 'Inter',
          colour: '#333333',
        }),
      ],
    }),
  }),
  template('tpl-card-centre', 'business-cards', 'Centré', ['minimal'], {
    recto: (f) => ({
      background: '#f7f1e3',
      objects: [
        mark(f, 'logo', 0.5, 0.25, 0.32, '#b33939'),
        text(f, {
          id: 'name',
          text: 'Boulangerie Rose',
          top: 0.52,
          height: 0.22,
          sizePt: 26,
          font: 'Pacifico',
          colour: '#b33939',
        }),
        text(f, {
          id: 'address',
          text: '3 rue des Fleurs, Nantes',
          top: 0.78,
          height: 0.18,
          sizePt: 15,
          font: 'Inter',
          colour: '#333333',
        }),
      ],
    }),
  }),
  template('tpl-poster-expo', 'posters', 'Exposition', ['culture'], {
    recto: (f) => ({
      background: '#fdfdfd',
      objects: [
        band(f, 'band', 0.6, 0.4, '#2c3e50'),
        text(f, {
          id: 'title',
          text: 'Regards sur la ville',
          top: 0.1,
          height: 0.2,
          sizePt: 36,
          font: 'Lora',
          colour: '#2c3e50',
          bold: true,
        }),
        text(f, {
          id: 'dates',
          text: 'Du 3 au 28 mars',
          top: 0.34,
          height: 0.1,
          sizePt: 18,
          font: 'Montserrat',
          colour: '#e67e22',
        }),
        text(f, {
          id: 'place',
          text: 'Galerie municipale · entrée libre',
          top: 0.75,
          height: 0.12,
          sizePt: 16,
          font: 'Inter',
          colour: '#ffffff',
        }),
      ],
    }),
  }),
  template('tpl-poster-soldes', 'posters', 'Soldes', ['commerce', 'promotion'], {
    recto: (f) => ({
      background: '#c0392b',
      objects: [
        text(f, {
          id: 'title',
          text: 'SOLDES',
          top: 0.15,
          height: 0.25,
          sizePt: 70,
          font: 'Montserrat',
          colour: '#ffffff',
          bold: true,
        }),
        text(f, {
          id: 'offer',
          text: 'jusqu’à -50 %',
          top: 0.45,
          height: 0.15,
          sizePt: 34,
          font: 'Montserrat',
          colour: '#f1c40f',
          bold: true,
        }),
        text(f, {
          id: 'shop',
          text: 'Dans votre magasin du centre-ville',
          top: 0.8,
          height: 0.1,
          sizePt: 16,
          font: 'Inter',
          colour: '#ffffff',
        }),
      ],
    }),
  }),
  template('tpl-poster-conference', 'posters', 'Conférence', ['savoir'], {
    recto: (f) => ({
      background: '#ffffff',
      objects: [
        band(f, 'band', 0, 0.18, '#16a085'),
        text(f, {
          id: 'series',
          text: 'Les jeudis de la science',
          top: 0.02,
          height: 0.1,
          sizePt: 16,
          font: 'Inter',
          colour: '#ffffff',
        }),
        text(f, {
          id: 'title',
          text: 'Le ciel d’hiver',
          top: 0.3,
          height: 0.2,
          sizePt: 38,
          font: 'Lora',
          colour: '#1a1a1a',
          bold: true,
        }),
        rule(f, 'rule', 0.55, '#16a085'),
        text(f, {
          id: 'when',
          text: 'Jeudi 9 janvier, 18 h, amphithéâtre B',
          top: 0.6,
          height: 0.1,
          sizePt: 16,
          font: 'Inter',
          colour: '#333333',
        }),
      ],
    }),
  }),
  template('tpl-sticker-logo', 'stickers', 'Logo rond', ['marque'], {
    recto: (f) => ({
      background: '#ffffff',
      objects: [
        mark(f, 'disc', 0.5, 0.5, 0.9, '#8e44ad'),
        text(f, {
          id: 'brand',
          text: 'Atelier',
          top: 0.38,
          height: 0.24,
          sizePt: 40,
          font: 'Pacifico',
          colour: '#ffffff',
        }),
      ],
    }),
  }),
  template('tpl-sticker-merci', 'stickers', 'Merci', ['commerce'], {
    recto: (f) => ({
      background: '#f9e79f',
      objects: [
        text(f, {
          id: 'thanks',
          text: 'Merci !',
          top: 0.3,
          height: 0.4,
          sizePt: 48,
          font: 'Pacifico',
          colour: '#1a1a1a',
        }),
      ],
    }),
  }),
  template('tpl-sticker-promo', 'stickers', 'Nouveau', ['promotion'], {
    recto: (f) => ({
      background: '#e74c3c',
      objects: [
        text(f, {
          id: 'label',
          text: 'NOUVEAU',
          top: 0.35,
          height: 0.3,
          sizePt: 36,
          font: 'Montserrat',
          colour: '#ffffff',
          bold: true,
        }),
      ],
    }),
  }),
  template('tpl-label-confiture', 'roll-labels', 'Confiture maison', ['alimentaire'], {
    recto: (f) => ({
      background: '#fdebd0',
      objects: [
        text(f, {
          id: 'product',
          text: 'Confiture\nd’abricots',
          top: 0.1,
          height: 0.5,
          sizePt: 40,
          font: 'Pacifico',
          colour: '#a04000',
        }),
        text(f, {
          id: 'weight',
          text: '370 g',
          top: 0.7,
          height: 0.2,
          sizePt: 24,
          font: 'Inter',
          colour: '#1a1a1a',
        }),
      ],
    }),
  }),
  template('tpl-label-biere', 'roll-labels', 'Bière artisanale', ['boisson'], {
    recto: (f) => ({
      background: '#1c2833',
      objects: [
        text(f, {
          id: 'name',
          text: 'La Blonde',
          top: 0.15,
          height: 0.35,
          sizePt: 44,
          font: 'Lora',
          colour: '#f4d03f',
          bold: true,
        }),
        text(f, {
          id: 'details',
          text: '33 cl · 5,5 % vol.',
          top: 0.6,
          height: 0.25,
          sizePt: 22,
          font: 'Inter',
          colour: '#ffffff',
        }),
      ],
    }),
  }),
  template('tpl-label-prix', 'roll-labels', 'Étiquette prix', ['commerce'], {
    recto: (f) => ({
      background: '#ffffff',
      objects: [
        band(f, 'band', 0, 0.35, '#27ae60'),
        text(f, {
          id: 'title',
          text: 'Prix doux',
          top: 0.02,
          height: 0.25,
          sizePt: 30,
          font: 'Montserrat',
          colour: '#ffffff',
          bold: true,
        }),
        text(f, {
          id: 'price',
          text: '4,90 €',
          top: 0.5,
          height: 0.4,
          sizePt: 48,
          font: 'Montserrat',
          colour: '#1a1a1a',
          bold: true,
        }),
      ],
    }),
  }),
  template('tpl-leaflet-menu', 'folded-leaflets', 'Menu de restaurant', ['restaurant'], {
    recto: (f) => ({
      background: '#fbf8f3',
      objects: [
        text(f, {
          id: 'name',
          text: 'Le Petit Comptoir',
          top: 0.06,
          height: 0.12,
          sizePt: 30,
          font: 'Lora',
          colour: '#6e2c00',
          bold: true,
        }),
        rule(f, 'rule', 0.2, '#6e2c00'),
        text(f, {
          id: 'menu',
          text: 'Entrées\nVelouté de potimarron\n\nPlats\nBlanquette de veau\n\nDesserts\nTarte Tatin',
          top: 0.24,
          height: 0.6,
          sizePt: 14,
          font: 'Inter',
          colour: '#1a1a1a',
        }),
      ],
    }),
    verso: contactVerso('Ouvert du mardi au samedi\n02 40 00 00 00'),
  }),
  template('tpl-leaflet-programme', 'folded-leaflets', 'Programme', ['événement', 'culture'], {
    recto: (f) => ({
      background: '#ffffff',
      objects: [
        band(f, 'band', 0, 0.22, '#34495e'),
        text(f, {
          id: 'title',
          text: 'Festival d’automne',
          top: 0.03,
          height: 0.14,
          sizePt: 30,
          font: 'Montserrat',
          colour: '#ffffff',
          bold: true,
        }),
        text(f, {
          id: 'programme',
          text: 'Vendredi · ouverture\nSamedi · concerts\nDimanche · marché des artisans',
          top: 0.32,
          height: 0.4,
          sizePt: 16,
          font: 'Inter',
          colour: '#1a1a1a',
          align: 'left',
        }),
      ],
    }),
    verso: contactVerso('Programme complet : www.exemple.fr'),
  }),
  template('tpl-leaflet-presentation', 'folded-leaflets', 'Présentation d’entreprise', ['entreprise'], {
    recto: (f) => ({
      background: '#eaf2f8',
      objects: [
        mark(f, 'logo', 0.5, 0.15, 0.2, '#1f618d'),
        text(f, {
          id: 'company',
          text: 'Durand & Fils',
          top: 0.3,
          height: 0.12,
          sizePt: 30,
          font: 'Lora',
          colour: '#1f618d',
          bold: true,
        }),
        text(f, {
          id: 'pitch',
          text: 'Menuiserie depuis 1962 : cuisines, escaliers et agencements sur mesure.',
          top: 0.48,
          height: 0.3,
          sizePt: 15,
          font: 'Inter',
          colour: '#1a1a1a',
        }),
      ],
    }),
    verso: contactVerso('12 route de Vannes, Nantes\ncontact@exemple.fr'),
  }),
];

/** The templates of a product, in the order the template browser shows them. */
export const templatesOf = (productId: string): readonly DesignTemplate[] =>
  DEMO_DESIGN_TEMPLATES.filter((candidate) => candidate.productId === productId);

/**
 * The shop's ready-made designs, sold printed as they are (print-on-demand products): each is laid
 * out on the formats of the product it names (the posters'), like a template, but the shopper
 * changes nothing of it; the print file is drawn from it when the order is placed.
 */
export const READY_MADE_DESIGNS: readonly DesignTemplate[] = [
  template('pod-paris-s-eveille', 'posters', 'Paris s’éveille', ['ville', 'aube'], {
    recto: (f) => ({
      background: '#f6d6b8',
      objects: [
        band(f, 'sky-high', 0, 0.28, '#f3b38a'),
        band(f, 'sky-low', 0.28, 0.14, '#f7c9a0'),
        mark(f, 'sun', 0.5, 0.42, 0.36, '#fbe7a1'),
        band(f, 'roofs', 0.56, 0.1, '#5b4b6b'),
        band(f, 'river', 0.66, 0.12, '#8fb3c9'),
        band(f, 'quay', 0.78, 0.22, '#3d3247'),
        text(f, {
          id: 'title',
          text: 'PARIS S’ÉVEILLE',
          top: 0.82,
          height: 0.08,
          sizePt: 34,
          font: 'Lora',
          colour: '#fbe7a1',
          bold: true,
        }),
        text(f, {
          id: 'credit',
          text: 'Camille Roux — 2026',
          top: 0.92,
          height: 0.05,
          sizePt: 11,
          font: 'Inter',
          colour: '#f6d6b8',
        }),
      ],
    }),
  }),
  template('pod-marees-bretagne', 'posters', 'Marées de Bretagne', ['mer', 'côte'], {
    recto: (f) => ({
      background: '#e9f1f2',
      objects: [
        mark(f, 'moon', 0.74, 0.14, 0.2, '#ffffff'),
        band(f, 'swell-1', 0.46, 0.08, '#9cc5cf'),
        band(f, 'swell-2', 0.54, 0.08, '#5f9fb0'),
        band(f, 'swell-3', 0.62, 0.08, '#2f7289'),
        band(f, 'deep', 0.7, 0.3, '#17455a'),
        rule(f, 'horizon', 0.4, '#17455a'),
        text(f, {
          id: 'title',
          text: 'Marées de Bretagne',
          top: 0.76,
          height: 0.09,
          sizePt: 30,
          font: 'Lora',
          colour: '#e9f1f2',
          italic: true,
        }),
        text(f, {
          id: 'credit',
          text: 'Yann Le Goff — Atelier du Port',
          top: 0.88,
          height: 0.05,
          sizePt: 11,
          font: 'Inter',
          colour: '#9cc5cf',
        }),
      ],
    }),
  }),
];

/** A ready-made design by id. */
export const readyMadeDesign = (id: string): DesignTemplate | undefined =>
  READY_MADE_DESIGNS.find((candidate) => candidate.id === id);
