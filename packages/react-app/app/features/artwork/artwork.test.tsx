import type { ShopPorts } from '@tirage/api-client/ports';
import { artworkErrors, MAX_ARTWORKS_PER_LINE, serviceUnavailable } from '@tirage/domain';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { fileSize } from '../../lib/format.js';
import { PortsProvider } from '../../lib/ports-context.js';
import { uploadDetailPath, uploadPath } from './artwork-paths.js';
import { artworkErrorText, artworkRefusalText, maxArtworkSize } from './artwork-text.js';
import { ArtworkUploader } from './artwork-uploader.js';
import { ArtworkFileList, type ArtworkFileView } from './components/artwork-file-list.js';
import { ArtworkUploadForm } from './components/artwork-upload-form.js';
import { OrderLineArtworks } from './components/order-line-artworks.js';

/** Renders inside a memory router, as `<Form>` and `<Link>` need one. */
const inRouter = (element: ReactNode) =>
  renderToStaticMarkup(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/personal-area/'] })}
    />,
  );

const received: ArtworkFileView = {
  id: 'upl-1',
  fileName: 'flyer recto.pdf',
  downloadUrl: '/personal-area/artwork-file/?order_number=TIR-100001&upload_id=upl-1',
  size: '2,4 Mo',
  sentOn: '18-11-2026',
  status: 'received',
  rejectionReason: undefined,
  removable: true,
  check: { status: 'pending', groups: [], previewUrls: [], awaitingReview: false },
  mark: 'checking',
  showsReviewStatus: true,
};
const rejected: ArtworkFileView = {
  ...received,
  id: 'upl-2',
  fileName: 'flyer verso.png',
  status: 'rejected',
  rejectionReason: 'Résolution trop basse',
  removable: false,
  check: { status: 'checked', groups: [], previewUrls: [], awaitingReview: false },
  mark: 'toFix',
};

const form = (props: Partial<Parameters<typeof ArtworkUploadForm>[0]> = {}) =>
  renderToStaticMarkup(
    <ArtworkUploadForm
      phase="idle"
      percent={0}
      fileName={undefined}
      message={undefined}
      maxSize="200 Mo"
      onFileChosen={() => undefined}
      {...props}
    />,
  );

describe('the upload form', () => {
  test('offers a labelled file input for the four artwork types, with the limit said', () => {
    const html = form();
    expect(html).toContain('<label for="artwork-file">Fichier à envoyer</label>');
    expect(html).toContain(
      'accept="application/pdf,image/png,image/jpeg,image/tiff,.pdf,.png,.jpg,.jpeg,.tif,.tiff"',
    );
    expect(html).toContain('aria-describedby="artwork-accepted"');
    expect(html).toContain('Formats acceptés : PDF, PNG, JPEG et TIFF, 200 Mo au plus.');
    expect(html).not.toContain('<progress');
  });

  test('shows a progress bar with its percentage while the file goes out, the input disabled', () => {
    const html = form({ phase: 'uploading', percent: 42, fileName: 'flyer.pdf' });
    expect(html).toContain('<progress id="artwork-progress" max="100" value="42">42 %</progress>');
    expect(html).toContain('Envoi de « flyer.pdf » : 42 %');
    expect(html).toMatch(/<input[^>]*disabled=""/);
  });

  test('says the file was received, or why it was not', () => {
    expect(form({ phase: 'done', percent: 100, fileName: 'flyer.pdf' })).toContain(
      '<p role="status" class="alert alert-success">Le fichier « flyer.pdf » a bien été reçu. Nous allons le vérifier.</p>',
    );
    const failed = form({ phase: 'failed', message: 'Ce fichier est vide.' });
    expect(failed).toContain('<p role="alert" class="alert alert-danger">Ce fichier est vide.</p>');
    expect(failed).not.toContain('<progress');
  });
});

describe('the file list', () => {
  test('lists each file with its size, date and status, and a remove button for received ones only', () => {
    const html = inRouter(<ArtworkFileList files={[received, rejected]} />);
    expect(html).toContain('flyer recto.pdf');
    expect(html).toContain('2,4 Mo · Envoyé le 18-11-2026');
    expect(html).toContain('Reçu, en attente de vérification');
    expect(html).toContain('Refusé');
    expect(html).toContain('Motif : Résolution trop basse');
    expect(html).toContain('aria-label="Supprimer le fichier flyer recto.pdf"');
    expect(html).not.toContain('Supprimer le fichier flyer verso.png');
    expect(html).toContain('name="upload_id" value="upl-1"');
    // The name downloads the file.
    expect(html).toContain(
      '<a href="/personal-area/artwork-file/?order_number=TIR-100001&amp;upload_id=upl-1" download="flyer recto.pdf">flyer recto.pdf</a>',
    );
  });

  test('says when no file was sent', () => {
    expect(inRouter(<ArtworkFileList files={[]} />)).toContain('Aucun fichier envoyé pour ce produit.');
  });
});

describe('the lines of an order', () => {
  const line = {
    id: 'line-1',
    productName: 'Flyers',
    jobName: 'Salon 2027',
    quantity: '500',
    files: [received],
    mark: 'checking' as const,
    refusal: undefined,
    detailPath: uploadDetailPath('TIR-100001', 'line-1'),
  };

  test('each line shows its files and links to sending files for it', () => {
    const html = inRouter(<OrderLineArtworks lines={[line]} />);
    expect(html).toContain('<h2 id="artwork-line-line-1">Flyers</h2>');
    expect(html).toContain('1 fichier(s) envoyé(s)');
    expect(html).toContain(
      'href="/personal-area/upload-detail/?order_number=TIR-100001&amp;line_item_id=line-1"',
    );
    expect(html).toContain('aria-label="Envoyer mes fichiers : Flyers (Salon 2027)"');
    expect(html).toContain('>Envoyer mes fichiers</a>');
    // The upload screen shows files; removing one is on the line's own screen.
    expect(html).not.toContain('Supprimer');
  });

  test('a line whose artwork the designers make, or of a closed order, offers no upload', () => {
    const html = inRouter(
      <OrderLineArtworks
        lines={[
          { ...line, id: 'line-2', files: [], refusal: 'designService' },
          { ...line, id: 'line-3', files: [], refusal: 'orderClosed' },
        ]}
      />,
    );
    expect(html).not.toContain('Envoyer mes fichiers</a>');
    expect(html).toContain(artworkRefusalText('designService'));
    expect(html).toContain(artworkRefusalText('orderClosed'));
  });
});

describe('the uploader', () => {
  test('starts with the empty form, on the page’s ports', () => {
    const html = renderToStaticMarkup(
      <PortsProvider shop={{ tenant: 'fr', currency: 'EUR' }} ports={{} as ShopPorts}>
        {inRouterElement(
          <ArtworkUploader orderId="ord-1" lineItemId="line-1" locale="fr-FR" maxSize="200 Mo" />,
        )}
      </PortsProvider>,
    );
    expect(html).toContain('Fichier à envoyer');
    expect(html).not.toContain('<progress');
  });
});

function inRouterElement(element: ReactNode) {
  return <RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] })} />;
}

describe('the texts', () => {
  test('every refusal has its French text, with the shop’s limits', () => {
    expect(maxArtworkSize('fr-FR')).toBe('200\u202fMo');
    expect(artworkErrorText(artworkErrors.tooLarge(1), 'fr-FR')).toBe(
      'Ce fichier dépasse 200\u202fMo : réduisez-le puis réessayez.',
    );
    expect(artworkErrorText(artworkErrors.notAccepted('tooManyFiles'), 'fr-FR')).toContain(
      String(MAX_ARTWORKS_PER_LINE),
    );
    const texts = [
      artworkErrors.unsupportedType(),
      artworkErrors.empty(),
      artworkErrors.invalidName('x'),
      artworkErrors.notAccepted('orderClosed'),
      artworkErrors.notAccepted('designService'),
      artworkErrors.notRemovable('approved'),
      { kind: 'session.unauthorized', message: 'no' } as const,
      { kind: 'request.notFound', message: 'no' } as const,
      { kind: 'request.invalid', message: 'no', fieldErrors: [] } as const,
      { kind: 'request.failed', message: 'no' } as const,
      serviceUnavailable(),
      { kind: 'http.network', message: 'cut' } as const,
    ].map((error) => artworkErrorText(error, 'fr-FR'));
    expect(texts.every((text) => text !== '')).toBe(true);
    expect(new Set(texts).size).toBeGreaterThan(8);
    expect(artworkRefusalText('tooManyFiles')).toContain(String(MAX_ARTWORKS_PER_LINE));
    // A shop that cannot store files asks to come back later, not to check the connection.
    expect(artworkErrorText(artworkErrors.storageUnavailable(), 'fr-FR')).toBe(
      'Nous ne pouvons pas recevoir de fichier pour le moment : réessayez dans quelques minutes. Les fichiers déjà envoyés sont bien enregistrés.',
    );
  });

  test('sizes are in ko below a megabyte, in Mo from there', () => {
    expect(fileSize(850 * 1024, 'fr-FR')).toBe('850\u202fko');
    expect(fileSize(10, 'fr-FR')).toBe('0,1\u202fko');
    expect(fileSize(2.4 * 1024 * 1024, 'fr-FR')).toBe('2,4\u202fMo');
  });

  test('the screens’ paths carry the order number and the line', () => {
    expect(uploadPath('TIR-100001')).toBe('/personal-area/upload/?order_number=TIR-100001');
    expect(uploadDetailPath('TIR 1', 'l&1')).toBe(
      '/personal-area/upload-detail/?order_number=TIR+1&line_item_id=l%261',
    );
  });
});
