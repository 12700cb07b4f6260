import { DEFAULT_LABELS_PER_ROLL, DEFAULT_ROLLS } from '../product/multi-artwork.js';
import type {
  Catalog,
  CatalogAttribute,
  CatalogCategory,
  CatalogDeliverySpeed,
  CatalogPage,
  CatalogProduct,
  CatalogProductionTime,
} from './catalog.js';
import { DEMO_LANDING_ALIASES, DEMO_LANDING_PAGES, DEMO_WELCOME_PAGES } from './demo-landing-pages.js';
import { readyMadePicturePath } from './print-on-demand.js';

/**
 * The demo shop: seven print products and two posters of ready-made designs (print on demand),
 * their categories and the public pages around them.
 * Prices are in hundredths of a euro excluding VAT.
 */

const ECONOMY: CatalogDeliverySpeed = {
  key: 'economy',
  label: 'Économique',
  shippingWorkingDays: 5,
  cutOffHour: 16,
  priceFactor: 0.9,
};
const STANDARD_DELIVERY: CatalogDeliverySpeed = {
  key: 'standard',
  label: 'Standard',
  shippingWorkingDays: 3,
  cutOffHour: 16,
  priceFactor: 1,
};
// Express parcels leave with the carrier's early pick-up, hence the earlier cut-off.
const EXPRESS_DELIVERY: CatalogDeliverySpeed = {
  key: 'express',
  label: 'Express',
  shippingWorkingDays: 1,
  cutOffHour: 12,
  priceFactor: 1.35,
};
const ALL_SPEEDS = [ECONOMY, STANDARD_DELIVERY, EXPRESS_DELIVERY] as const;

const workingDaysLabel = (days: number): string => (days > 1 ? `${days} jours ouvrés` : `${days} jour ouvré`);

// Express production jumps the queue on the press, which the shop charges a quarter more.
function productionTimes(standardDays: number, expressDays: number): readonly CatalogProductionTime[] {
  return [
    {
      key: 'standard',
      label: `Standard (${workingDaysLabel(standardDays)})`,
      workingDays: standardDays,
      priceFactor: 1,
    },
    {
      key: 'express',
      label: `Express (${workingDaysLabel(expressDays)})`,
      workingDays: expressDays,
      priceFactor: 1.25,
    },
  ];
}

const SIDES: CatalogAttribute = {
  key: 'sides',
  label: 'Impression',
  info: 'Recto : une seule face imprimée. Recto-verso : les deux faces.',
  sortIndex: 40,
  hidden: false,
  defaultValue: 'recto-verso',
  options: [
    { value: 'recto', label: 'Recto' },
    { value: 'recto-verso', label: 'Recto-verso', surcharge: { perUnitHundredths: 0.8 } },
  ],
};

// Every job is printed in four colours; kept in the configuration for the printer, never shown.
const COLOURS: CatalogAttribute = {
  key: 'colours',
  label: 'Couleurs',
  sortIndex: 90,
  hidden: true,
  defaultValue: 'cmyk',
  options: [{ value: 'cmyk', label: 'Quadrichromie (CMJN)' }],
};

const flyers: CatalogProduct = {
  id: 'flyers',
  name: 'Flyers',
  slug: 'flyers',
  path: '/flyers/',
  categoryId: 'flyers-et-depliants',
  description:
    'Des flyers imprimés en quadrichromie sur papier couché, du A6 au A4, pour vos événements, promotions et menus.',
  image: '/assets/products/flyers.svg',
  productFamily: 'print',
  configurationGraph: {
    mcpSku: 'TIR-FLY',
    entryId: 'flyers',
    productSku: 'FLY',
    variant: 'default',
    version: '1',
  },
  htsCode: '4911.10',
  fscCertified: true,
  noPrinting: false,
  humanDesignService: true,
  templateDisabled: false,
  attributes: [
    {
      key: 'format',
      label: 'Format',
      sortIndex: 10,
      hidden: false,
      defaultValue: 'a5',
      options: [
        { value: 'a6', label: 'A6 (105 × 148 mm)' },
        { value: 'dl', label: 'DL (99 × 210 mm)', surcharge: { perUnitHundredths: 0.3 } },
        { value: 'a5', label: 'A5 (148 × 210 mm)', surcharge: { perUnitHundredths: 0.6 } },
        { value: 'a4', label: 'A4 (210 × 297 mm)', surcharge: { perUnitHundredths: 1.8 } },
      ],
    },
    {
      key: 'paper',
      label: 'Papier',
      info: 'Le papier couché donne des couleurs vives ; le papier recyclé un toucher naturel.',
      sortIndex: 20,
      hidden: false,
      defaultValue: 'couche-brillant',
      options: [
        { value: 'couche-brillant', label: 'Couché brillant' },
        { value: 'couche-mat', label: 'Couché mat', surcharge: { perUnitHundredths: 0.4 } },
        { value: 'recycle', label: 'Recyclé', surcharge: { perUnitHundredths: 1.5 } },
      ],
    },
    {
      key: 'weight',
      label: 'Grammage',
      info: 'Plus le grammage est élevé, plus le flyer est épais et rigide.',
      sortIndex: 30,
      hidden: false,
      defaultValue: '135',
      options: [
        { value: '135', label: '135 g/m²' },
        { value: '170', label: '170 g/m²', surcharge: { perUnitHundredths: 0.3 } },
        { value: '300', label: '300 g/m²', surcharge: { perUnitHundredths: 1 } },
        { value: '350', label: '350 g/m²', surcharge: { perUnitHundredths: 1.3 } },
      ],
    },
    SIDES,
    {
      key: 'finishing',
      label: 'Finition',
      info: 'Le pelliculage protège le flyer des traces de doigts et de l’humidité.',
      sortIndex: 50,
      hidden: false,
      defaultValue: 'none',
      options: [
        { value: 'none', label: 'Sans finition' },
        {
          value: 'pelliculage-mat',
          label: 'Pelliculage mat',
          surcharge: { perUnitHundredths: 1.5, fixedHundredths: 900 },
        },
        {
          value: 'pelliculage-brillant',
          label: 'Pelliculage brillant',
          surcharge: { perUnitHundredths: 1.5, fixedHundredths: 900 },
        },
        {
          value: 'vernis-selectif',
          label: 'Vernis sélectif',
          info: 'Un vernis brillant en relief sur les zones de votre choix.',
          surcharge: { perUnitHundredths: 2.5, fixedHundredths: 2500 },
        },
      ],
    },
    COLOURS,
  ],
  quantityRule: { type: 'listOfRanges', minimum: 50, maximum: 10_000, increment: 50 },
  quantityModel: { suggested: [100, 250, 500, 1000, 2500, 5000], mode: 'free', defaultValue: 500 },
  multiArtwork: undefined,
  productionTimes: productionTimes(3, 1),
  deliverySpeeds: ALL_SPEEDS,
  defaultProductionTime: 'standard',
  defaultDeliverySpeed: 'standard',
  defaultUpload: 'upload',
  priceTable: {
    setupHundredths: 1500,
    unitCost: { startHundredths: 8, floorHundredths: 1.2, halfwayQuantity: 1500 },
  },
};

const businessCards: CatalogProduct = {
  id: 'business-cards',
  name: 'Cartes de visite',
  slug: 'cartes-de-visite',
  path: '/cartes-de-visite/',
  categoryId: 'cartes-de-visite',
  description:
    'Des cartes de visite au format standard 85 × 55 mm sur papier épais, avec pelliculage soft touch ou vernis sélectif en option.',
  image: '/assets/products/business-cards.svg',
  productFamily: 'print',
  configurationGraph: {
    mcpSku: 'TIR-BCD',
    entryId: 'business-cards',
    productSku: 'BCD',
    variant: 'default',
    version: '1',
  },
  htsCode: '4911.10',
  fscCertified: true,
  noPrinting: false,
  humanDesignService: true,
  templateDisabled: false,
  attributes: [
    {
      key: 'format',
      label: 'Format',
      sortIndex: 10,
      hidden: false,
      defaultValue: '85x55',
      options: [
        { value: '85x55', label: '85 × 55 mm (standard)' },
        {
          value: '85x55-arrondi',
          label: '85 × 55 mm, coins arrondis',
          surcharge: { perUnitHundredths: 0.5 },
        },
        { value: '55x55', label: '55 × 55 mm (carré)' },
      ],
    },
    {
      key: 'paper',
      label: 'Papier',
      sortIndex: 20,
      hidden: false,
      defaultValue: 'couche-mat',
      options: [
        { value: 'couche-mat', label: 'Couché mat' },
        { value: 'couche-brillant', label: 'Couché brillant' },
        {
          value: 'creation-texture',
          label: 'Papier création texturé',
          info: 'Un papier non couché au grain visible, pour une carte haut de gamme.',
          surcharge: { perUnitHundredths: 2 },
        },
      ],
    },
    {
      key: 'weight',
      label: 'Grammage',
      sortIndex: 30,
      hidden: false,
      defaultValue: '350',
      options: [
        { value: '350', label: '350 g/m²' },
        { value: '400', label: '400 g/m²', surcharge: { perUnitHundredths: 0.8 } },
      ],
    },
    {
      ...SIDES,
      options: SIDES.options.map((o) =>
        o.value === 'recto-verso' ? { ...o, surcharge: { perUnitHundredths: 0.6 } } : o,
      ),
    },
    {
      key: 'finishing',
      label: 'Finition',
      sortIndex: 50,
      hidden: false,
      defaultValue: 'none',
      options: [
        { value: 'none', label: 'Sans finition' },
        {
          value: 'pelliculage-soft-touch',
          label: 'Pelliculage mat soft touch',
          info: 'Un toucher velouté qui protège la carte.',
          surcharge: { perUnitHundredths: 2.5, fixedHundredths: 1200 },
        },
        {
          value: 'vernis-selectif-3d',
          label: 'Vernis sélectif 3D',
          surcharge: { perUnitHundredths: 4, fixedHundredths: 3000 },
        },
      ],
    },
    COLOURS,
  ],
  quantityRule: {
    type: 'listOfValues',
    minimum: 100,
    maximum: 5000,
    increment: 50,
    availableOptions: [100, 250, 500, 1000, 2500, 5000],
  },
  quantityModel: { suggested: [100, 250, 500, 1000, 2500, 5000], mode: 'list', defaultValue: 250 },
  multiArtwork: undefined,
  productionTimes: productionTimes(3, 1),
  deliverySpeeds: ALL_SPEEDS,
  defaultProductionTime: 'standard',
  defaultDeliverySpeed: 'standard',
  defaultUpload: 'upload',
  priceTable: {
    setupHundredths: 900,
    unitCost: { startHundredths: 6, floorHundredths: 1.5, halfwayQuantity: 500 },
  },
};

const rollLabels: CatalogProduct = {
  id: 'roll-labels',
  name: 'Étiquettes en rouleau',
  slug: 'etiquettes-en-rouleau',
  path: '/etiquettes-en-rouleau/',
  categoryId: 'etiquettes-et-autocollants',
  description:
    'Des étiquettes adhésives livrées en rouleaux, pour vos bocaux, bouteilles et emballages, avec plusieurs visuels dans une même commande.',
  image: '/assets/products/roll-labels.svg',
  productFamily: 'labels',
  configurationGraph: {
    mcpSku: 'TIR-RLB',
    entryId: 'roll-labels',
    productSku: 'RLB',
    variant: 'default',
    version: '1',
  },
  htsCode: '4821.10',
  fscCertified: false,
  noPrinting: false,
  humanDesignService: true,
  templateDisabled: false,
  attributes: [
    {
      key: 'shape',
      label: 'Forme',
      sortIndex: 10,
      hidden: false,
      defaultValue: 'rectangle',
      options: [
        { value: 'rectangle', label: 'Rectangle' },
        { value: 'rond', label: 'Rond' },
        { value: 'ovale', label: 'Ovale' },
        {
          value: 'forme-libre',
          label: 'Forme libre',
          info: 'Découpe suivant le contour de votre visuel (forme de découpe sur mesure).',
          surcharge: { perUnitHundredths: 0.8, fixedHundredths: 4500 },
        },
      ],
    },
    {
      key: 'format',
      label: 'Format',
      sortIndex: 20,
      hidden: false,
      defaultValue: '70x50',
      options: [
        { value: '40x40', label: '40 × 40 mm' },
        { value: '70x50', label: '70 × 50 mm', surcharge: { perUnitHundredths: 0.6 } },
        { value: '100x70', label: '100 × 70 mm', surcharge: { perUnitHundredths: 1.6 } },
      ],
    },
    {
      key: 'material',
      label: 'Matière',
      sortIndex: 30,
      hidden: false,
      defaultValue: 'papier-blanc',
      options: [
        { value: 'papier-blanc', label: 'Papier couché blanc' },
        { value: 'papier-kraft', label: 'Papier kraft', surcharge: { perUnitHundredths: 0.9 } },
        {
          value: 'vinyle-blanc',
          label: 'Vinyle blanc',
          info: 'Résiste à l’eau et au réfrigérateur.',
          surcharge: { perUnitHundredths: 1.2 },
        },
        { value: 'vinyle-transparent', label: 'Vinyle transparent', surcharge: { perUnitHundredths: 1.6 } },
      ],
    },
    {
      key: 'finishing',
      label: 'Finition',
      sortIndex: 40,
      hidden: false,
      defaultValue: 'none',
      options: [
        { value: 'none', label: 'Sans finition' },
        { value: 'vernis-brillant', label: 'Vernis brillant', surcharge: { perUnitHundredths: 0.3 } },
        { value: 'pelliculage-mat', label: 'Pelliculage mat', surcharge: { perUnitHundredths: 0.6 } },
      ],
    },
    {
      key: 'roll-core',
      label: 'Mandrin',
      info: 'Le diamètre du tube en carton au centre du rouleau ; 76 mm pour la plupart des étiqueteuses.',
      sortIndex: 50,
      hidden: false,
      defaultValue: '76',
      options: [
        { value: '40', label: '40 mm' },
        { value: '76', label: '76 mm' },
      ],
    },
    {
      key: 'winding',
      label: 'Sens d’enroulement',
      info: 'Position du visuel sur le rouleau, pour les étiqueteuses automatiques.',
      sortIndex: 60,
      hidden: true,
      defaultValue: 'exterieur-tete',
      options: [
        { value: 'exterieur-tete', label: 'Extérieur, tête en premier' },
        { value: 'exterieur-pied', label: 'Extérieur, pied en premier' },
      ],
    },
  ],
  quantityRule: { type: 'listOfRanges', minimum: 250, maximum: 50_000, increment: 250 },
  quantityModel: {
    suggested: [500, 1000, 2500, 5000, 10_000],
    mode: 'free',
    defaultValue: DEFAULT_ROLLS * DEFAULT_LABELS_PER_ROLL,
  },
  multiArtwork: { rolls: DEFAULT_ROLLS, labelsPerRoll: DEFAULT_LABELS_PER_ROLL },
  productionTimes: productionTimes(5, 2),
  deliverySpeeds: [STANDARD_DELIVERY, EXPRESS_DELIVERY],
  defaultProductionTime: 'standard',
  defaultDeliverySpeed: 'standard',
  defaultUpload: 'upload',
  priceTable: {
    setupHundredths: 3500,
    unitCost: { startHundredths: 9, floorHundredths: 1.1, halfwayQuantity: 5000 },
  },
};

const posters: CatalogProduct = {
  id: 'posters',
  name: 'Affiches',
  slug: 'affiches',
  path: '/affiches/',
  categoryId: 'affiches',
  description:
    'Des affiches du A3 au A0, dès un exemplaire, sur papier satiné, brillant ou photo, pour vos vitrines et événements.',
  image: '/assets/products/posters.svg',
  productFamily: 'print',
  configurationGraph: {
    mcpSku: 'TIR-PST',
    entryId: 'posters',
    productSku: 'PST',
    variant: 'default',
    version: '1',
  },
  htsCode: '4911.10',
  fscCertified: true,
  noPrinting: false,
  humanDesignService: true,
  templateDisabled: false,
  attributes: [
    {
      key: 'format',
      label: 'Format',
      sortIndex: 10,
      hidden: false,
      defaultValue: 'a2',
      options: [
        { value: 'a3', label: 'A3 (297 × 420 mm)' },
        { value: 'a2', label: 'A2 (420 × 594 mm)', surcharge: { perUnitHundredths: 250 } },
        { value: 'a1', label: 'A1 (594 × 841 mm)', surcharge: { perUnitHundredths: 600 } },
        { value: 'a0', label: 'A0 (841 × 1189 mm)', surcharge: { perUnitHundredths: 1300 } },
      ],
    },
    {
      key: 'paper',
      label: 'Papier',
      sortIndex: 20,
      hidden: false,
      defaultValue: 'couche-satine-135',
      options: [
        { value: 'couche-satine-135', label: 'Couché satiné 135 g/m²' },
        {
          value: 'couche-brillant-170',
          label: 'Couché brillant 170 g/m²',
          surcharge: { perUnitHundredths: 40 },
        },
        {
          value: 'blueback-115',
          label: 'Papier dos bleu 115 g/m²',
          info: 'Un dos bleu opaque pour l’affichage extérieur sur panneau.',
        },
        { value: 'photo-200', label: 'Papier photo 200 g/m²', surcharge: { perUnitHundredths: 150 } },
      ],
    },
    {
      key: 'finishing',
      label: 'Finition',
      sortIndex: 30,
      hidden: false,
      defaultValue: 'none',
      options: [
        { value: 'none', label: 'Sans finition' },
        { value: 'pelliculage-mat', label: 'Pelliculage mat', surcharge: { perUnitHundredths: 300 } },
        {
          value: 'pelliculage-brillant',
          label: 'Pelliculage brillant',
          surcharge: { perUnitHundredths: 300 },
        },
      ],
    },
    {
      ...SIDES,
      defaultValue: 'recto',
      sortIndex: 80,
      hidden: true,
      options: [{ value: 'recto', label: 'Recto' }],
    },
    COLOURS,
  ],
  quantityRule: { type: 'listOfRanges', minimum: 1, maximum: 500, increment: 1 },
  quantityModel: { suggested: [1, 5, 10, 25, 50, 100], mode: 'free', defaultValue: 10 },
  multiArtwork: undefined,
  productionTimes: productionTimes(2, 1),
  deliverySpeeds: ALL_SPEEDS,
  defaultProductionTime: 'standard',
  defaultDeliverySpeed: 'standard',
  defaultUpload: 'upload',
  priceTable: {
    setupHundredths: 1500,
    unitCost: { startHundredths: 900, floorHundredths: 250, halfwayQuantity: 50 },
  },
};

const stickers: CatalogProduct = {
  id: 'stickers',
  name: 'Stickers',
  slug: 'stickers',
  path: '/stickers/',
  categoryId: 'etiquettes-et-autocollants',
  description:
    'Des autocollants en vinyle résistant, découpés à l’unité, ronds, carrés ou à la forme de votre logo.',
  image: '/assets/products/stickers.svg',
  productFamily: 'labels',
  configurationGraph: {
    mcpSku: 'TIR-STK',
    entryId: 'stickers',
    productSku: 'STK',
    variant: 'default',
    version: '1',
  },
  htsCode: '4821.10',
  fscCertified: false,
  noPrinting: false,
  humanDesignService: true,
  templateDisabled: false,
  attributes: [
    {
      key: 'shape',
      label: 'Forme',
      sortIndex: 10,
      hidden: false,
      defaultValue: 'rond',
      options: [
        { value: 'rond', label: 'Rond' },
        { value: 'carre', label: 'Carré' },
        {
          value: 'decoupe-forme',
          label: 'Découpe à la forme',
          info: 'Le sticker suit le contour de votre visuel.',
          surcharge: { perUnitHundredths: 5, fixedHundredths: 2500 },
        },
      ],
    },
    {
      key: 'format',
      label: 'Format',
      sortIndex: 20,
      hidden: false,
      defaultValue: '50',
      options: [
        { value: '50', label: '5 × 5 cm' },
        { value: '75', label: '7,5 × 7,5 cm', surcharge: { perUnitHundredths: 6 } },
        { value: '100', label: '10 × 10 cm', surcharge: { perUnitHundredths: 14 } },
      ],
    },
    {
      key: 'material',
      label: 'Matière',
      sortIndex: 30,
      hidden: false,
      defaultValue: 'vinyle-blanc',
      options: [
        { value: 'vinyle-blanc', label: 'Vinyle blanc' },
        { value: 'vinyle-transparent', label: 'Vinyle transparent', surcharge: { perUnitHundredths: 4 } },
        {
          value: 'vinyle-holographique',
          label: 'Vinyle holographique',
          surcharge: { perUnitHundredths: 12 },
        },
      ],
    },
    {
      key: 'finishing',
      label: 'Finition',
      sortIndex: 40,
      hidden: false,
      defaultValue: 'brillant',
      options: [
        { value: 'brillant', label: 'Brillant' },
        { value: 'mat', label: 'Mat' },
        {
          value: 'laminage-anti-uv',
          label: 'Laminage anti-UV',
          info: 'Pour un usage en extérieur pendant plusieurs années.',
          surcharge: { perUnitHundredths: 5 },
        },
      ],
    },
    COLOURS,
  ],
  quantityRule: { type: 'listOfRanges', minimum: 25, maximum: 5000, increment: 25 },
  quantityModel: { suggested: [25, 50, 100, 250, 500, 1000], mode: 'free', defaultValue: 100 },
  multiArtwork: undefined,
  productionTimes: productionTimes(3, 1),
  deliverySpeeds: ALL_SPEEDS,
  defaultProductionTime: 'standard',
  defaultDeliverySpeed: 'standard',
  defaultUpload: 'upload',
  priceTable: {
    setupHundredths: 1200,
    unitCost: { startHundredths: 60, floorHundredths: 8, halfwayQuantity: 250 },
  },
};

const foldedLeaflets: CatalogProduct = {
  id: 'folded-leaflets',
  name: 'Dépliants',
  slug: 'depliants',
  path: '/depliants/',
  categoryId: 'flyers-et-depliants',
  description:
    'Des dépliants pliés en deux ou en trois volets, pour vos brochures, cartes de restaurant et programmes.',
  image: '/assets/products/folded-leaflets.svg',
  productFamily: 'print',
  configurationGraph: {
    mcpSku: 'TIR-LFT',
    entryId: 'folded-leaflets',
    productSku: 'LFT',
    variant: 'default',
    version: '1',
  },
  htsCode: '4911.10',
  fscCertified: true,
  noPrinting: false,
  humanDesignService: true,
  templateDisabled: false,
  attributes: [
    {
      key: 'format',
      label: 'Format ouvert',
      info: 'Le format du dépliant une fois déplié.',
      sortIndex: 10,
      hidden: false,
      defaultValue: 'a4',
      options: [
        { value: 'a4', label: 'A4 (210 × 297 mm)' },
        { value: 'a3', label: 'A3 (297 × 420 mm)', surcharge: { perUnitHundredths: 12 } },
      ],
    },
    {
      key: 'folding',
      label: 'Pliage',
      sortIndex: 20,
      hidden: false,
      defaultValue: 'roule-3-volets',
      options: [
        { value: 'simple-2-volets', label: 'Pli simple (2 volets)' },
        {
          value: 'roule-3-volets',
          label: 'Pli roulé (3 volets)',
          info: 'Les volets se replient l’un dans l’autre.',
          surcharge: { perUnitHundredths: 1 },
        },
        {
          value: 'accordeon-3-volets',
          label: 'Pli accordéon (3 volets)',
          info: 'Les volets se replient en zigzag.',
          surcharge: { perUnitHundredths: 1 },
        },
        { value: 'fenetre-4-volets', label: 'Pli fenêtre (4 volets)', surcharge: { perUnitHundredths: 2 } },
      ],
    },
    {
      key: 'paper',
      label: 'Papier',
      sortIndex: 30,
      hidden: false,
      defaultValue: 'couche-brillant-135',
      options: [
        { value: 'couche-brillant-135', label: 'Couché brillant 135 g/m²' },
        { value: 'couche-mat-170', label: 'Couché mat 170 g/m²', surcharge: { perUnitHundredths: 1 } },
        { value: 'recycle-150', label: 'Recyclé 150 g/m²', surcharge: { perUnitHundredths: 1.5 } },
      ],
    },
    // A folded leaflet is always printed on both sides.
    {
      ...SIDES,
      hidden: true,
      options: [{ value: 'recto-verso', label: 'Recto-verso' }],
    },
    {
      key: 'finishing',
      label: 'Finition',
      sortIndex: 50,
      hidden: false,
      defaultValue: 'none',
      options: [
        { value: 'none', label: 'Sans finition' },
        {
          value: 'pelliculage-mat',
          label: 'Pelliculage mat',
          surcharge: { perUnitHundredths: 3, fixedHundredths: 1500 },
        },
      ],
    },
    COLOURS,
  ],
  quantityRule: {
    type: 'listOfValues',
    minimum: 100,
    maximum: 10_000,
    increment: 50,
    availableOptions: [100, 250, 500, 1000, 2500, 5000, 10_000],
  },
  quantityModel: { suggested: [100, 250, 500, 1000, 2500, 5000, 10_000], mode: 'list', defaultValue: 500 },
  multiArtwork: undefined,
  productionTimes: productionTimes(4, 2),
  deliverySpeeds: ALL_SPEEDS,
  defaultProductionTime: 'standard',
  defaultDeliverySpeed: 'standard',
  defaultUpload: 'upload',
  priceTable: {
    setupHundredths: 2500,
    unitCost: { startHundredths: 25, floorHundredths: 4, halfwayQuantity: 2000 },
  },
};

// Printed on blank envelopes the shop buys in and keeps in stock (the server seeds its stock).
const envelopes: CatalogProduct = {
  id: 'envelopes',
  name: 'Enveloppes personnalisées',
  slug: 'enveloppes',
  path: '/enveloppes/',
  categoryId: 'papeterie',
  description:
    'Vos enveloppes à votre image, imprimées sur des enveloppes de notre stock : DL, C5 ou C4, blanches ou kraft, avec ou sans fenêtre.',
  image: '/assets/products/envelopes.svg',
  productFamily: 'print',
  configurationGraph: {
    mcpSku: 'TIR-ENV',
    entryId: 'envelopes',
    productSku: 'ENV',
    variant: 'default',
    version: '1',
  },
  htsCode: '4817.10',
  fscCertified: true,
  noPrinting: false,
  humanDesignService: true,
  templateDisabled: false,
  madeFromStock: true,
  attributes: [
    {
      key: 'format',
      label: 'Format',
      sortIndex: 10,
      hidden: false,
      defaultValue: 'dl',
      options: [
        { value: 'dl', label: 'DL (110 × 220 mm)' },
        { value: 'c5', label: 'C5 (162 × 229 mm)', surcharge: { perUnitHundredths: 2 } },
        { value: 'c4', label: 'C4 (229 × 324 mm)', surcharge: { perUnitHundredths: 6 } },
      ],
    },
    {
      key: 'paper',
      label: 'Papier',
      sortIndex: 20,
      hidden: false,
      defaultValue: 'blanc-90',
      options: [
        { value: 'blanc-90', label: 'Blanc 90 g' },
        { value: 'kraft-90', label: 'Kraft 90 g', surcharge: { perUnitHundredths: 1.5 } },
        {
          value: 'blanc-120',
          label: 'Blanc 120 g premium',
          info: 'Un papier plus épais et plus opaque pour vos courriers importants.',
          surcharge: { perUnitHundredths: 3 },
        },
      ],
    },
    {
      key: 'window',
      label: 'Fenêtre',
      sortIndex: 30,
      hidden: false,
      defaultValue: 'sans',
      options: [
        { value: 'sans', label: 'Sans fenêtre' },
        {
          value: 'gauche',
          label: 'Fenêtre à gauche',
          info: 'Fenêtre de 45 × 100 mm à gauche, pour l’adresse du destinataire.',
          surcharge: { perUnitHundredths: 0.5 },
        },
      ],
    },
    {
      key: 'printing',
      label: 'Impression',
      sortIndex: 40,
      hidden: false,
      defaultValue: 'face',
      options: [
        { value: 'face', label: 'Face avant' },
        { value: 'face-rabat', label: 'Face avant et rabat', surcharge: { perUnitHundredths: 1 } },
      ],
    },
    COLOURS,
  ],
  quantityRule: { type: 'listOfRanges', minimum: 50, maximum: 10000, increment: 50 },
  quantityModel: { suggested: [100, 250, 500, 1000, 2500, 5000], mode: 'free', defaultValue: 500 },
  multiArtwork: undefined,
  productionTimes: productionTimes(3, 1),
  deliverySpeeds: ALL_SPEEDS,
  defaultProductionTime: 'standard',
  defaultDeliverySpeed: 'standard',
  defaultUpload: 'upload',
  priceTable: {
    setupHundredths: 1500,
    unitCost: { startHundredths: 45, floorHundredths: 6, halfwayQuantity: 400 },
  },
};

/**
 * A poster of a ready-made design, sold printed (print on demand): A2 on photo paper, the design
 * the shop's; the shopper chooses how many and how fast.
 */
function readyMadePoster(options: {
  readonly id: string;
  readonly name: string;
  readonly designId: string;
  readonly designer: string;
  readonly sku: string;
  readonly description: string;
}): CatalogProduct {
  return {
    id: options.id,
    name: options.name,
    slug: options.id,
    path: `/${options.id}/`,
    categoryId: 'affiches',
    description: options.description,
    image: readyMadePicturePath(options.designId, 'design'),
    productFamily: 'print',
    configurationGraph: {
      mcpSku: options.sku,
      entryId: options.id,
      productSku: 'POD',
      variant: 'a2-photo',
      version: '1',
    },
    // Printed pictures and designs.
    htsCode: '4911.91',
    fscCertified: true,
    noPrinting: false,
    humanDesignService: false,
    templateDisabled: true,
    printOnDemand: { designId: options.designId, designer: options.designer },
    attributes: [
      {
        key: 'format',
        label: 'Format',
        sortIndex: 10,
        hidden: false,
        defaultValue: 'a2',
        options: [{ value: 'a2', label: 'A2 (420 × 594 mm)' }],
      },
      {
        key: 'paper',
        label: 'Papier',
        sortIndex: 20,
        hidden: false,
        defaultValue: 'photo-200',
        options: [{ value: 'photo-200', label: 'Papier photo satiné 200 g/m²' }],
      },
      {
        ...SIDES,
        defaultValue: 'recto',
        sortIndex: 80,
        hidden: true,
        options: [{ value: 'recto', label: 'Recto' }],
      },
      COLOURS,
    ],
    quantityRule: { type: 'listOfRanges', minimum: 1, maximum: 200, increment: 1 },
    quantityModel: { suggested: [1, 2, 3, 5, 10, 25], mode: 'free', defaultValue: 1 },
    multiArtwork: undefined,
    productionTimes: productionTimes(2, 1),
    deliverySpeeds: ALL_SPEEDS,
    defaultProductionTime: 'standard',
    defaultDeliverySpeed: 'standard',
    defaultUpload: 'upload',
    priceTable: {
      setupHundredths: 800,
      unitCost: { startHundredths: 2400, floorHundredths: 900, halfwayQuantity: 20 },
    },
  };
}

const parisPoster = readyMadePoster({
  id: 'affiche-paris-s-eveille',
  name: 'Affiche « Paris s’éveille »',
  designId: 'pod-paris-s-eveille',
  designer: 'Camille Roux',
  sku: 'TIR-POD-PSE',
  description:
    'Le lever du soleil sur les toits et la Seine, dessiné par Camille Roux : une affiche A2 imprimée à la demande sur papier photo satiné.',
});

const brittanyPoster = readyMadePoster({
  id: 'affiche-marees-de-bretagne',
  name: 'Affiche « Marées de Bretagne »',
  designId: 'pod-marees-bretagne',
  designer: 'Yann Le Goff',
  sku: 'TIR-POD-MDB',
  description:
    'La houle de la côte bretonne sous la lune, par Yann Le Goff : une affiche A2 imprimée à la demande sur papier photo satiné.',
});

const categories: readonly CatalogCategory[] = [
  {
    id: 'flyers-et-depliants',
    name: 'Flyers et dépliants',
    path: '/categories/flyers-et-depliants/',
    description: 'Flyers, tracts et dépliants pliés pour faire connaître vos offres et vos événements.',
  },
  {
    id: 'cartes-de-visite',
    name: 'Cartes de visite',
    path: '/categories/cartes-de-visite/',
    description: 'Des cartes de visite sur papiers épais et finitions haut de gamme.',
  },
  {
    id: 'etiquettes-et-autocollants',
    name: 'Étiquettes et autocollants',
    path: '/categories/etiquettes-et-autocollants/',
    description: 'Étiquettes en rouleau pour vos produits et stickers pour votre marque.',
  },
  {
    id: 'affiches',
    name: 'Affiches',
    path: '/categories/affiches/',
    description: 'Affiches grand format, dès un exemplaire, pour l’intérieur comme pour l’extérieur.',
  },
  {
    id: 'papeterie',
    name: 'Papeterie',
    path: '/categories/papeterie/',
    description: 'Enveloppes à votre image, imprimées sur les enveloppes de notre stock.',
  },
];

const products: readonly CatalogProduct[] = [
  flyers,
  businessCards,
  rollLabels,
  posters,
  stickers,
  foldedLeaflets,
  envelopes,
  parisPoster,
  brittanyPoster,
];

/**
 * The glossary of printing terms (`/glossaire/`), in alphabetical order; the product page links its
 * choosers to the terms that explain them (`ATTRIBUTE_GLOSSARY_ANCHORS`).
 */
const glossaryPage: CatalogPage = {
  id: 'glossaire',
  path: '/glossaire/',
  title: 'Glossaire de l’impression',
  layout: 'standard',
  body: 'Les mots de l’imprimeur expliqués simplement : ce qu’ils veulent dire pour vos fichiers et pour le produit que vous recevrez.',
  productId: undefined,
  glossary: [
    {
      term: 'BAT (bon à tirer)',
      anchor: 'bat',
      definition:
        'L’épreuve de votre fichier tel qu’il sera imprimé, que vous validez avant la fabrication. Une fois le BAT accepté, l’impression se fait sans autre modification : relisez textes, couleurs et coupes avec soin.',
    },
    {
      term: 'CMJN',
      anchor: 'cmjn',
      definition:
        'Cyan, magenta, jaune et noir : les quatre encres de l’impression offset et numérique. Un fichier en RVB (les couleurs d’un écran) est converti en CMJN avant l’impression, et certaines couleurs vives, surtout les verts et les bleus, en sortent plus ternes. Préparez vos fichiers en CMJN pour voir le résultat à l’avance.',
    },
    {
      term: 'Fond perdu',
      anchor: 'fond-perdu',
      definition:
        'La marge que l’image ou la couleur de fond doit dépasser au-delà du format fini : 2 mm de chaque côté chez nous (3 mm pour les affiches). Le papier est coupé dans ce fond perdu : sans lui, un filet blanc peut apparaître sur les bords après la coupe. Un flyer A5 (148 × 210 mm) se prépare donc à 152 × 214 mm.',
    },
    {
      term: 'Format fini',
      anchor: 'format-fini',
      definition:
        'La taille du produit livré, après la coupe : 148 × 210 mm pour un A5, 85 × 55 mm pour une carte de visite. Votre document se prépare au format fini augmenté du fond perdu.',
    },
    {
      term: 'Grammage',
      anchor: 'grammage',
      definition:
        'Le poids du papier en grammes par mètre carré (g/m²), qui donne une idée de son épaisseur et de sa tenue : 80 g/m² pour un papier de bureau, 135 g/m² pour un flyer courant, 350 g/m² pour une carte de visite rigide.',
    },
    {
      term: 'Mandrin',
      anchor: 'mandrin',
      definition:
        'Le tube de carton au centre d’un rouleau d’étiquettes. Son diamètre (40 ou 76 mm) doit correspondre à celui de votre dévidoir ou de votre étiqueteuse.',
    },
    {
      term: 'Papier couché',
      anchor: 'papier-couche',
      definition:
        'Un papier recouvert d’une fine couche qui le rend lisse : les encres restent en surface, les couleurs sont plus vives et les photos plus nettes. Il existe en brillant, satiné ou mat. Un papier non couché, plus naturel au toucher, se prête mieux à l’écriture.',
    },
    {
      term: 'Pelliculage',
      anchor: 'pelliculage',
      definition:
        'Un film plastique très fin collé sur le papier après l’impression, mat ou brillant. Il protège des frottements et de l’humidité et donne un toucher plus épais, apprécié sur les cartes de visite et les couvertures.',
    },
    {
      term: 'Pli',
      anchor: 'pli',
      definition:
        'La façon dont un dépliant est plié : un pli roulé (les volets se replient l’un dans l’autre), un pli accordéon (en zigzag) ou un pli croisé. Chaque pli demande une mise en page qui place les volets au bon endroit : nos gabarits les indiquent.',
    },
    {
      term: 'PPP (points par pouce)',
      anchor: 'ppp',
      definition:
        'La résolution d’une image à la taille où elle est imprimée. 300 ppp donnent une image nette ; en dessous de 150 ppp, les pixels se voient. Une photo de 1 800 pixels de large, imprimée sur 15 cm, est à 300 ppp ; agrandie à 30 cm, elle tombe à 150 ppp.',
    },
    {
      term: 'Quadrichromie',
      anchor: 'quadrichromie',
      definition:
        'L’impression en couleurs obtenue en superposant les quatre encres CMJN en trames très fines. C’est le procédé de tous nos produits imprimés en couleurs.',
    },
    {
      term: 'Recto-verso',
      anchor: 'recto-verso',
      definition:
        'Une impression des deux faces. Votre fichier compte alors deux pages : la première pour le recto, la seconde pour le verso, dans le même sens de lecture.',
    },
    {
      term: 'Sens d’enroulement',
      anchor: 'sens-d-enroulement',
      definition:
        'La position des étiquettes sur le rouleau (tête, pied, gauche ou droite en premier). Une étiqueteuse automatique demande un sens précis : vérifiez-le sur sa notice.',
    },
    {
      term: 'Ton direct (Pantone)',
      anchor: 'ton-direct',
      definition:
        'Une encre préparée à la couleur exacte, repérée par une référence de nuancier comme Pantone. Nos produits s’impriment en CMJN : un ton direct de votre fichier est converti, et sa teinte peut légèrement changer.',
    },
    {
      term: 'Traits de coupe',
      anchor: 'traits-de-coupe',
      definition:
        'Les petits traits dans les coins d’un fichier qui montrent où le papier sera coupé. Inutiles chez nous : envoyez votre fichier au format fini avec son fond perdu, sans traits de coupe.',
    },
    {
      term: 'Zone de sécurité',
      anchor: 'zone-de-securite',
      definition:
        'La marge intérieure, 3 mm depuis le bord du format fini (5 mm sur les affiches), où ne placer aucun texte ni logo important : la coupe peut varier d’un millimètre, et ce qui la frôle risque d’être rogné.',
    },
  ],
};

const policyPages: readonly CatalogPage[] = [
  {
    id: 'cgv',
    path: '/conditions-generales-de-vente/',
    title: 'Conditions générales de vente',
    layout: 'standard',
    body: 'Les présentes conditions régissent les commandes passées sur la boutique Tirage : prix, paiement, fabrication, livraison, droit de rétractation (qui ne s’applique pas aux produits personnalisés) et réclamations.',
    productId: undefined,
  },
  {
    id: 'mentions-legales',
    path: '/mentions-legales/',
    title: 'Mentions légales',
    layout: 'standard',
    body: 'Éditeur du site, hébergeur, directeur de la publication et coordonnées de contact de la boutique Tirage.',
    productId: undefined,
  },
  {
    id: 'confidentialite',
    path: '/confidentialite/',
    title: 'Politique de confidentialité',
    layout: 'standard',
    body: 'Les données que nous collectons (compte, commandes, fichiers d’impression), pourquoi, combien de temps nous les gardons et comment exercer vos droits.',
    productId: undefined,
  },
  {
    id: 'livraison',
    path: '/livraison/',
    title: 'Livraison',
    layout: 'standard',
    body: 'Trois vitesses de livraison : économique, standard et express. Les délais se comptent en jours ouvrés, hors week-ends et jours fériés ; une commande passée après l’heure limite part en production le jour ouvré suivant.',
    productId: undefined,
  },
];

function createPages(): readonly CatalogPage[] {
  const home: CatalogPage = {
    id: 'home',
    path: '/',
    title: 'Tirage, l’imprimerie en ligne',
    layout: 'home',
    body: 'Flyers, cartes de visite, étiquettes et affiches imprimés en France et livrés en quelques jours ouvrés.',
    productId: undefined,
    // The windows of the demo promotions (promotion-seed.ts).
    banners: [
      {
        id: 'banner-decouverte-flyers',
        title: 'Découverte : −20 % sur vos flyers avec le code DECOUVERTE-FLYERS',
        link: '/flyers/',
        start: '2026-01-01T00:00:00+01:00',
        end: '2027-12-31T23:59:59+01:00',
      },
      {
        id: 'banner-noel-2026',
        title: 'Noël : 10 € offerts sur votre commande avec le code NOEL2026, jusqu’au 24 décembre',
        link: null,
        start: '2026-12-01T00:00:00+01:00',
        end: '2026-12-24T23:59:59+01:00',
      },
    ],
  };
  const categoryPages = categories.map(
    (category): CatalogPage => ({
      id: `category-${category.id}`,
      path: category.path,
      title: category.name,
      layout: 'category',
      body: category.description,
      productId: undefined,
      categoryId: category.id,
    }),
  );
  const productPages = products.map(
    (product): CatalogPage => ({
      id: `product-${product.id}`,
      path: product.path,
      title: product.name,
      layout: 'product',
      body: product.description,
      productId: product.id,
    }),
  );
  // A landing page for a campaign: listed in the landing pages' sitemap, not in the main one.
  const landing: CatalogPage = {
    id: 'landing-salons-professionnels',
    path: '/offres/salons-professionnels/',
    title: 'Vos imprimés pour les salons professionnels',
    layout: 'landing',
    body: 'Flyers, dépliants, affiches et cartes de visite pour votre stand : commandez ensemble, recevez tout avant l’ouverture du salon.',
    productId: undefined,
  };
  return [
    home,
    ...categoryPages,
    ...productPages,
    ...policyPages,
    glossaryPage,
    landing,
    ...DEMO_LANDING_PAGES,
    ...DEMO_WELCOME_PAGES,
  ];
}

/**
 * Paths of the shop's previous site that search engines still list, and the landing pages'
 * French aliases, each with its page: the old sitemap lists them, and the page call answers the
 * page for them (the storefront redirects, 301).
 */
export const DEMO_LEGACY_PATHS: readonly { readonly path: string; readonly pageId: string }[] = [
  { path: '/impression-flyers/', pageId: 'product-flyers' },
  { path: '/impression-cartes-de-visite/', pageId: 'product-business-cards' },
  { path: '/etiquettes-adhesives-rouleau/', pageId: 'product-roll-labels' },
  { path: '/cgv/', pageId: 'cgv' },
  ...DEMO_LANDING_ALIASES,
];

/** The demo shop's catalogue: read-only data, shared by every tenant that shows the demo. */
export const DEMO_CATALOG: Catalog = { categories, products, pages: createPages() };

/** The configuration ids of the demo products, in catalogue order. */
export const DEMO_PRODUCT_IDS = [
  'flyers',
  'business-cards',
  'roll-labels',
  'posters',
  'stickers',
  'folded-leaflets',
  'envelopes',
  'affiche-paris-s-eveille',
  'affiche-marees-de-bretagne',
] as const;
