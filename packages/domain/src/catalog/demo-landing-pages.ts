import type { CatalogPage } from './catalog.js';

/**
 * The demo shop's landing pages: one per season's campaign (the spec's page names as paths), each
 * built from blocks around a promotion of the demo shop (`promotion-seed.ts` of the server), so a
 * shop owner sees how to run a season without a developer. Their French aliases are in
 * `DEMO_LANDING_ALIASES`.
 */
export const DEMO_LANDING_PAGES: readonly CatalogPage[] = [
  {
    id: 'landing-black-friday',
    path: '/black-friday/',
    title: 'Black Friday : -25 % sur toutes vos impressions',
    layout: 'landing',
    body: 'Pendant le Black Friday, tout le catalogue est à -25 % avec le code BLACKFRIDAY : flyers, cartes de visite, étiquettes, affiches.',
    productId: undefined,
    landing: {
      promotionId: 'promo-black-friday-2026',
      blocks: [
        {
          kind: 'hero',
          title: 'Black Friday : -25 % sur tout le site',
          text: 'Préparez les fêtes et la rentrée de janvier au meilleur prix : chaque produit du catalogue, chaque finition, chaque quantité.',
          imageUrl: '/assets/products/flyers.svg',
          imageAlt: 'Une pile de flyers imprimés en couleur',
          link: { label: 'Voir les flyers', path: '/flyers/' },
        },
        { kind: 'countdown', title: 'L’offre se termine dans', promotionId: 'promo-black-friday-2026' },
        { kind: 'promoCode', promotionId: 'promo-black-friday-2026' },
        {
          kind: 'products',
          title: 'Nos produits les plus commandés',
          productIds: ['flyers', 'business-cards', 'posters', 'roll-labels'],
        },
        {
          kind: 'faq',
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Comment profiter de la remise ?',
              answer:
                'Saisissez le code BLACKFRIDAY sur la page du produit ou dans votre panier, avant de commander. La remise s’applique au prix hors taxes des impressions.',
            },
            {
              question: 'La remise s’ajoute-t-elle à un autre code ?',
              answer:
                'Non : un seul code promo par produit commandé. Seul le dernier code saisi s’applique : gardez le plus avantageux.',
            },
            {
              question: 'Jusqu’à quand puis-je commander ?',
              answer:
                'Jusqu’à la fin du compte à rebours, heure de Paris. Une commande validée avant la fin garde sa remise, même si le fichier est envoyé ensuite.',
            },
          ],
        },
      ],
    },
  },
  {
    id: 'landing-christmas',
    path: '/christmas/',
    title: 'Noël : 10 € offerts sur vos impressions',
    layout: 'landing',
    body: 'Cartes de vœux, étiquettes de cadeaux, affiches de marché de Noël : 10 € offerts sur votre commande avec le code NOEL2026, jusqu’au 24 décembre.',
    productId: undefined,
    landing: {
      promotionId: 'promo-noel-2026',
      blocks: [
        {
          kind: 'hero',
          title: 'Noël se prépare maintenant',
          text: 'Cartes de vœux, étiquettes pour vos paquets, affiches pour le marché de Noël : commandez avant le 15 décembre pour une livraison avant les fêtes.',
          imageUrl: '/assets/products/stickers.svg',
          imageAlt: 'Des stickers ronds aux couleurs de Noël',
          link: { label: 'Voir les stickers', path: '/stickers/' },
        },
        { kind: 'countdown', title: 'Plus que', promotionId: 'promo-noel-2026' },
        { kind: 'promoCode', promotionId: 'promo-noel-2026' },
        {
          kind: 'products',
          title: 'Pour vos fêtes',
          productIds: ['business-cards', 'stickers', 'posters', 'envelopes'],
        },
        {
          kind: 'faq',
          title: 'Livraison pour Noël',
          items: [
            {
              question: 'Jusqu’à quand commander pour être livré avant Noël ?',
              answer:
                'En production standard, jusqu’au 15 décembre ; en production express, jusqu’au 18 décembre à midi. La date de livraison exacte est indiquée sur chaque page produit avant de commander.',
            },
            {
              question: 'Les 10 € s’appliquent-ils sur toute commande ?',
              answer:
                'Oui, sur le montant hors taxes des impressions de votre commande, quel que soit le produit.',
            },
          ],
        },
      ],
    },
  },
  {
    id: 'landing-design-service',
    path: '/design-service/',
    title: 'Un graphiste crée votre design',
    layout: 'landing',
    body: 'Pas de fichier prêt à imprimer ? Un graphiste de l’atelier crée votre flyer ou votre carte de visite à partir de vos textes, de vos couleurs et de votre logo.',
    productId: undefined,
    landing: {
      blocks: [
        {
          kind: 'hero',
          title: 'Un graphiste crée votre design',
          text: 'Vous nous dites ce que vous voulez dire, nous vous proposons une maquette sous 2 jours ouvrés, modifiable deux fois, prête pour l’impression.',
          imageUrl: '/assets/products/business-cards.svg',
          imageAlt: 'Des cartes de visite mises en page par un graphiste',
          link: { label: 'Choisir mes cartes de visite', path: '/cartes-de-visite/' },
        },
        {
          kind: 'text',
          text: 'Sur la page du produit, choisissez « Un graphiste crée mon design » : vous décrivez votre projet (textes à imprimer, couleurs, style, fichiers à reprendre) et le graphiste vous envoie son épreuve par courriel.\n\nVous préférez faire vous-même ? Partez d’un de nos modèles dans l’éditeur en ligne, gratuitement.',
        },
        { kind: 'designTemplates', title: 'Modèles de flyers', productId: 'flyers' },
        { kind: 'designTemplates', title: 'Modèles de cartes de visite', productId: 'business-cards' },
        {
          kind: 'faq',
          title: 'Le service graphique en questions',
          items: [
            {
              question: 'Combien de temps faut-il ?',
              answer:
                'La première épreuve arrive sous 2 jours ouvrés après la commande. L’impression commence dès que vous l’avez validée.',
            },
            {
              question: 'Puis-je demander des modifications ?',
              answer:
                'Oui, deux séries de modifications sont comprises. Au-delà, le graphiste vous propose un devis.',
            },
            {
              question: 'Quels fichiers puis-je envoyer ?',
              answer:
                'Votre logo (de préférence en PDF ou SVG), vos photos en haute définition et tout document qui montre le style que vous aimez.',
            },
          ],
        },
      ],
    },
  },
  {
    id: 'landing-french-days',
    path: '/french-days/',
    title: 'French Days : -15 % sur les impressions fabriquées en France',
    layout: 'landing',
    body: 'Pendant les French Days, -15 % sur tout le catalogue avec le code FRENCHDAYS : imprimé dans notre atelier en France, livré en quelques jours ouvrés.',
    productId: undefined,
    landing: {
      promotionId: 'promo-french-days-2027',
      blocks: [
        {
          kind: 'hero',
          title: 'French Days : -15 % sur tout le catalogue',
          text: 'Toutes nos impressions sortent de notre atelier, en France, sur des papiers certifiés FSC. Pendant une semaine, elles sont à -15 %.',
          imageUrl: '/assets/products/posters.svg',
          imageAlt: 'Des affiches grand format imprimées',
          link: { label: 'Voir les affiches', path: '/affiches/' },
        },
        { kind: 'countdown', title: 'L’offre se termine dans', promotionId: 'promo-french-days-2027' },
        { kind: 'promoCode', promotionId: 'promo-french-days-2027' },
        {
          kind: 'products',
          title: 'Imprimés dans notre atelier',
          productIds: ['flyers', 'folded-leaflets', 'posters', 'envelopes'],
        },
      ],
    },
  },
  {
    id: 'landing-loss-leader',
    path: '/loss-leader/',
    title: 'Offre découverte : vos premiers flyers à -20 %',
    layout: 'landing',
    body: 'Découvrez la qualité de nos impressions : 250 flyers A5 en papier couché brillant à -20 % avec le code DECOUVERTE-FLYERS.',
    productId: undefined,
    landing: {
      promotionId: 'promo-flyers-decouverte',
      blocks: [
        {
          kind: 'hero',
          title: 'Vos premiers flyers à -20 %',
          text: '250 flyers A5 recto verso sur papier couché brillant 135 g, en production standard : la configuration la plus demandée, à prix découverte.',
          imageUrl: '/assets/products/flyers.svg',
          imageAlt: 'Des flyers A5 imprimés recto verso',
          link: { label: 'Commander l’offre découverte', path: '/flyers/?loss_leader=flyers-decouverte' },
        },
        { kind: 'promoCode', promotionId: 'promo-flyers-decouverte' },
        {
          kind: 'faq',
          title: 'L’offre découverte',
          items: [
            {
              question: 'Puis-je changer le format ou le papier ?',
              answer:
                'Oui : la page s’ouvre sur la configuration de l’offre, et vous pouvez la modifier. La remise de 20 % s’applique à tous les flyers.',
            },
            {
              question: 'L’offre est-elle réservée aux nouveaux clients ?',
              answer: 'Non, elle est ouverte à tous, sur toutes vos commandes de flyers pendant sa durée.',
            },
          ],
        },
      ],
    },
  },
  {
    id: 'landing-printing-deals',
    path: '/printing-deals/',
    title: 'Les bons plans de l’impression',
    layout: 'landing',
    body: 'Toute l’année, -5 % sur toutes vos impressions avec le code IMPRESSION, et -12 % sur les étiquettes et les stickers.',
    productId: undefined,
    landing: {
      promotionId: 'promo-impression',
      blocks: [
        {
          kind: 'hero',
          title: 'Les bons plans de l’impression',
          text: 'Un code pour toutes vos commandes : -5 % sur tout le catalogue, et -12 % sur les étiquettes et les stickers.',
          imageUrl: '/assets/products/roll-labels.svg',
          imageAlt: 'Un rouleau d’étiquettes adhésives',
          link: { label: 'Voir les étiquettes', path: '/etiquettes-en-rouleau/' },
        },
        { kind: 'promoCode', promotionId: 'promo-impression' },
        {
          kind: 'products',
          title: 'Étiquettes et stickers à -12 %',
          productIds: ['roll-labels', 'stickers'],
        },
        {
          kind: 'products',
          title: 'Tout le reste à -5 %',
          productIds: ['flyers', 'business-cards', 'posters', 'folded-leaflets', 'envelopes'],
        },
      ],
    },
  },
  {
    id: 'landing-wonders',
    path: '/wonders/',
    title: 'Les merveilles de l’atelier',
    layout: 'landing',
    body: 'Pelliculage soft touch, papiers épais, découpes à la forme : les finitions qui font qu’on garde un imprimé.',
    productId: undefined,
    landing: {
      blocks: [
        {
          kind: 'hero',
          title: 'Les merveilles de l’atelier',
          text: 'Certains imprimés se gardent : une carte de visite au toucher velouté, une affiche sur papier épais, un sticker découpé à la forme de votre logo.',
          imageUrl: '/assets/products/posters.svg',
          imageAlt: 'Une affiche imprimée sur papier épais',
        },
        {
          kind: 'text',
          text: 'Le pelliculage soft touch donne à vos cartes de visite un toucher de pêche qui surprend à chaque poignée de main.\n\nLes papiers de 350 g tiennent debout sur un comptoir ; nos affiches sont imprimées en haute définition pour être vues de près.',
        },
        {
          kind: 'products',
          title: 'À découvrir',
          productIds: ['business-cards', 'posters', 'stickers'],
        },
      ],
    },
  },
];

/**
 * The welcome screens for new customers, around the welcome promotion (`promo-bienvenue`, for a
 * customer's first order): a returning customer is told on them why the code is not for them.
 */
export const DEMO_WELCOME_PAGES: readonly CatalogPage[] = [
  {
    id: 'welcome',
    path: '/bienvenue/',
    title: 'Bienvenue chez Tirage',
    layout: 'landing',
    body: 'Nouveau chez Tirage ? Votre première commande est à -10 % avec le code BIENVENUE10 : flyers, cartes de visite, étiquettes, affiches imprimés en France.',
    productId: undefined,
    landing: {
      promotionId: 'promo-bienvenue',
      blocks: [
        {
          kind: 'hero',
          title: 'Bienvenue chez Tirage',
          text: 'Vous configurez votre imprimé, vous voyez son prix pour chaque quantité et chaque délai, vous envoyez votre fichier : nous vérifions tout avant d’imprimer.',
          imageUrl: '/assets/products/business-cards.svg',
          imageAlt: 'Des cartes de visite imprimées',
          link: { label: 'Découvrir l’offre de bienvenue', path: '/bienvenue/offre/' },
        },
        {
          kind: 'text',
          text: '1. Choisissez votre produit et sa configuration : format, papier, finition, quantité.\n\n2. Envoyez votre fichier, créez votre design dans l’éditeur ou confiez-le à un graphiste.\n\n3. Nous vérifions votre fichier, imprimons dans notre atelier et livrons à la date annoncée.',
        },
        { kind: 'promoCode', promotionId: 'promo-bienvenue' },
        {
          kind: 'products',
          title: 'Pour commencer',
          productIds: ['flyers', 'business-cards', 'stickers', 'posters'],
        },
      ],
    },
  },
  {
    id: 'welcome-promo-code',
    path: '/bienvenue/code-promo/',
    title: 'Votre code de bienvenue',
    layout: 'landing',
    body: 'Votre code de bienvenue BIENVENUE10 : -10 % sur votre première commande, sur tout le catalogue.',
    productId: undefined,
    landing: {
      promotionId: 'promo-bienvenue',
      blocks: [
        {
          kind: 'hero',
          title: 'Votre code de bienvenue',
          text: '-10 % sur votre première commande, sur tout le catalogue : utilisez le code ci-dessous, il sera appliqué sur chaque produit que vous ouvrirez.',
          imageUrl: '/assets/products/flyers.svg',
          imageAlt: 'Des flyers imprimés',
        },
        { kind: 'promoCode', promotionId: 'promo-bienvenue' },
        {
          kind: 'faq',
          title: 'Le code de bienvenue',
          items: [
            {
              question: 'Qui peut utiliser ce code ?',
              answer:
                'Tout nouveau client, pour sa première commande. Un client qui a déjà commandé chez nous ne peut pas l’utiliser.',
            },
            {
              question: 'Faut-il créer un compte ?',
              answer:
                'Le code s’applique dès la page du produit ; il est vérifié à nouveau quand vous commandez avec votre compte.',
            },
          ],
        },
      ],
    },
  },
  {
    id: 'welcome-offer',
    path: '/bienvenue/offre/',
    title: 'L’offre de bienvenue',
    layout: 'landing',
    body: 'L’offre de bienvenue : -10 % sur votre première commande avec le code BIENVENUE10, sur tout le catalogue.',
    productId: undefined,
    landing: {
      promotionId: 'promo-bienvenue',
      blocks: [
        {
          kind: 'hero',
          title: '-10 % sur votre première commande',
          text: 'Flyers, cartes de visite, étiquettes, affiches : tout le catalogue, toutes les quantités, tous les délais.',
          imageUrl: '/assets/products/roll-labels.svg',
          imageAlt: 'Un rouleau d’étiquettes adhésives',
          link: { label: 'Voir les flyers', path: '/flyers/' },
        },
        { kind: 'promoCode', promotionId: 'promo-bienvenue' },
        {
          kind: 'products',
          title: 'Tout le catalogue',
          productIds: [
            'flyers',
            'business-cards',
            'roll-labels',
            'posters',
            'stickers',
            'folded-leaflets',
            'envelopes',
          ],
        },
      ],
    },
  },
];

/** French paths of the landing pages: each answers a permanent redirect to its page. */
export const DEMO_LANDING_ALIASES: readonly { readonly path: string; readonly pageId: string }[] = [
  { path: '/noel/', pageId: 'landing-christmas' },
  { path: '/service-graphique/', pageId: 'landing-design-service' },
  { path: '/offre-decouverte/', pageId: 'landing-loss-leader' },
  { path: '/bons-plans/', pageId: 'landing-printing-deals' },
  { path: '/merveilles/', pageId: 'landing-wonders' },
];
