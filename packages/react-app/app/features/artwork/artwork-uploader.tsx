import { artworkUploadActors, artworkUploadMachine, uploadPercent } from '@tirage/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useRevalidator } from 'react-router';
import { usePorts } from '../../lib/ports-context.js';
import { artworkErrorText } from './artwork-text.js';
import { ArtworkUploadForm, type ArtworkUploadPhase } from './components/artwork-upload-form.js';

/**
 * Sends a file for one order line from the browser: the domain's upload machine on the browser's
 * ports (an XMLHttpRequest, so the progress is real). Once the file is stored, the page's data is
 * read again and the new file appears in the list with its status.
 */
export function ArtworkUploader({
  orderId,
  lineItemId,
  locale,
  maxSize,
}: {
  readonly orderId: string;
  readonly lineItemId: string;
  readonly locale: string;
  /** The largest file taken, as the shopper reads it. */
  readonly maxSize: string;
}) {
  const ports = usePorts();
  const logic = useMemo(
    () => artworkUploadMachine.provide({ actors: artworkUploadActors(ports.artwork) }),
    [ports],
  );
  const actor = useActorRef(logic, { input: { orderId, lineItemId } });
  const phase = useSelector(actor, (snapshot) => snapshot.value as ArtworkUploadPhase);
  const percent = useSelector(actor, (snapshot) => uploadPercent(snapshot.context.progress));
  const fileName = useSelector(actor, (snapshot) => snapshot.context.file?.name);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const uploadedId = useSelector(actor, (snapshot) => snapshot.context.uploaded?.id);
  const revalidator = useRevalidator();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again once per stored file, not when the revalidator changes.
  useEffect(() => {
    if (uploadedId !== undefined) revalidator.revalidate();
  }, [uploadedId]);

  return (
    <ArtworkUploadForm
      phase={phase}
      percent={percent}
      fileName={fileName}
      message={error === null ? undefined : artworkErrorText(error, locale)}
      maxSize={maxSize}
      onFileChosen={(file) =>
        actor.send({
          type: 'artwork.send',
          file: { name: file.name, mediaType: file.type, sizeBytes: file.size, content: file },
        })
      }
    />
  );
}
