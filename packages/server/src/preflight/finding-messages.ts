import type { PreflightFinding } from '@tirage/domain';

/** " en page 2", or nothing for a finding about the whole file. */
const onPage = (finding: PreflightFinding) => (finding.page === null ? '' : ` en page ${finding.page}`);

/**
 * A finding of the automatic check as the shopper reads it, in French: what is wrong, with the
 * value measured, and what to do about it. The API sends it with the finding (`message`).
 */
export function findingMessage(finding: PreflightFinding): string {
  const { measured, expected } = finding;
  switch (finding.code) {
    case 'pages.count':
      return `Nombre de pages incorrect : ${measured} au lieu de ${expected} (une page par face imprimée). Envoyez un fichier de ${expected}.`;
    case 'size.mismatch':
      return finding.severity === 'blocking'
        ? `Format incorrect${onPage(finding)} : ${measured} au lieu de ${expected}. Exportez votre document au format fini du produit, avec son fond perdu.`
        : `Proportions différentes du format : l’image (${measured}) sera recadrée pour remplir ${expected}, fond perdu compris. Recadrez-la vous-même pour choisir ce qui est imprimé.`;
    case 'bleed.missing':
      return `Fond perdu manquant${onPage(finding)} : ${measured} au lieu de ${expected}. Ajoutez ${expected} de fond perdu de chaque côté en prolongeant le fond au-delà du format fini, sans texte ni élément important dans cette bande.`;
    case 'fonts.notEmbedded':
      return `Police non incorporée${onPage(finding)} : ${measured}. Incorporez les polices à l’export du PDF (ou vectorisez les textes), sinon une autre police sera imprimée.`;
    case 'resolution.low':
      return finding.severity === 'blocking'
        ? `Image en basse résolution${onPage(finding)} : ${measured} (${expected} recommandés). Elle sera floue à l’impression : remplacez-la par une image plus grande ou réduisez sa taille.`
        : `Image en résolution limitée${onPage(finding)} : ${measured} (${expected} recommandés). Elle peut paraître légèrement floue à l’impression.`;
    case 'color.rgb':
      return 'Couleurs en RVB : elles seront converties en CMJN pour l’impression, et les teintes les plus vives peuvent changer. Pour les maîtriser, exportez en CMJN.';
    case 'color.spot':
      return `Couleur d’accompagnement « ${measured} » : elle sera imprimée en quadrichromie (CMJN), sa teinte peut légèrement varier.`;
    case 'image.alpha':
      return 'Image avec transparence : les zones transparentes seront imprimées sans encre, de la couleur du papier.';
    case 'file.encrypted':
      return 'Fichier protégé par un mot de passe : nous ne pouvons pas l’ouvrir. Exportez-le à nouveau sans protection, puis envoyez-le.';
    case 'file.unreadable':
      return 'Fichier illisible ou endommagé : nous ne pouvons pas l’ouvrir. Exportez-le à nouveau en PDF, PNG, JPEG ou TIFF, puis envoyez-le.';
  }
}
