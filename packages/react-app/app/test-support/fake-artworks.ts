import type { Artwork, ArtworkPreflight } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';

type Finding = ArtworkPreflight['findings'][number];

/** Findings as the API sends them, each with the server's French sentence. */
export const findings = {
  lowResolution: {
    code: 'resolution.low',
    severity: 'blocking',
    page: 1,
    measured: '72 ppi',
    expected: '300 ppi',
    message:
      'Image en basse résolution en page 1 : 72 ppi (300 ppi recommandés). Elle sera floue à l’impression : remplacez-la par une image plus grande ou réduisez sa taille.',
  },
  missingBleed: {
    code: 'bleed.missing',
    severity: 'blocking',
    page: 2,
    measured: '0 mm',
    expected: '2 mm',
    message:
      'Fond perdu manquant en page 2 : 0 mm au lieu de 2 mm. Ajoutez 2 mm de fond perdu de chaque côté en prolongeant le fond au-delà du format fini, sans texte ni élément important dans cette bande.',
  },
  rgb: {
    code: 'color.rgb',
    severity: 'warning',
    page: null,
    measured: null,
    expected: null,
    message:
      'Couleurs en RVB : elles seront converties en CMJN pour l’impression, et les teintes les plus vives peuvent changer. Pour les maîtriser, exportez en CMJN.',
  },
  transparency: {
    code: 'image.alpha',
    severity: 'notice',
    page: null,
    measured: null,
    expected: null,
    message:
      'Image avec transparence : les zones transparentes seront imprimées sans encre, de la couleur du papier.',
  },
  unreadable: {
    code: 'file.unreadable',
    severity: 'blocking',
    page: null,
    measured: null,
    expected: null,
    message:
      'Fichier illisible ou endommagé : nous ne pouvons pas l’ouvrir. Exportez-le à nouveau en PDF, PNG, JPEG ou TIFF, puis envoyez-le.',
  },
} as const satisfies Record<string, Finding>;

/** A check that found these findings (none: the file is print-ready). */
export const checked = (...found: readonly Finding[]): ArtworkPreflight => ({
  status: 'checked',
  findings: found,
  previewUrls: [],
});

export const pendingCheck: ArtworkPreflight = { status: 'pending', findings: [], previewUrls: [] };

export const unreadableCheck: ArtworkPreflight = {
  status: 'unreadable',
  findings: [findings.unreadable],
  previewUrls: [],
};

/** A PDF sent for the business cards line of `placedOrder()`, waiting for its automatic check. */
export function anArtwork(overrides: Partial<Artwork> = {}): Artwork {
  return {
    id: 'upl-1',
    orderId: 'ord-1',
    lineItemId: 'line-cards',
    fileName: 'carte-recto.pdf',
    mediaType: 'application/pdf',
    sizeBytes: 2_516_582,
    status: 'received',
    rejectionReason: undefined,
    createdAt: Temporal.Instant.from('2026-03-02T10:00:00Z'),
    preflight: pendingCheck,
    ...overrides,
  };
}
