import {
  blankDesign,
  DEMO_DESIGN_TEMPLATES,
  type DesignDocument,
  type DesignObject,
  type DesignTemplateSummary,
  type DomainError,
  designerActors,
  designerMachine,
  documentOf,
  hasUnsavedChanges,
  type LayerMove,
  NUDGE_MM,
  newImageObject,
  newShapeObject,
  newTextObject,
  type PrintFormat,
} from '@tirage/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { createBrowserDesignerPort } from './browser-designer-port.js';
import { DesignerToolbar } from './components/designer-toolbar.js';
import { ObjectList, objectLabel } from './components/object-list.js';
import { PrintCheckList } from './components/print-check-list.js';
import { PropertiesPanel } from './components/properties-panel.js';
import { TemplateBrowser } from './components/template-browser.js';
import { CART_PATH } from './designer-paths.js';
import { t } from './designer-text.js';
import { designerPdfPath, designImagePreviewUrl } from './designer-wire.js';

/** The canvas (Konva) is loaded on this screen only, once the page runs in the browser. */
const DesignCanvas = lazy(() => import('./design-canvas.js'));

export interface DesignerScreenProps {
  readonly product: { readonly id: string; readonly name: string };
  /** The product page the designer goes back to with the design. */
  readonly backTo: string;
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly format: PrintFormat;
  /** A saved design reopened, if any. */
  readonly design: { readonly designId: string; readonly document: DesignDocument } | null;
  /** A template to start from, laid out on the format (not yet saved); none opens the template browser. */
  readonly start?: DesignDocument | null;
  /** The product's templates; null when they could not be read. */
  readonly templates: readonly DesignTemplateSummary[] | null;
}

const ZOOM_STEPS = [50, 75, 100, 125, 150, 200, 300] as const;

/** A new object's id: unique in the design, and of the letters an object id may use. */
const newId = (): string => crypto.randomUUID();

/** The French message of an image the shop refused, by the reason it gave. */
function imageErrorText(error: DomainError): string {
  const reason = 'reason' in error ? error.reason : undefined;
  switch (reason) {
    case 'design.assetTooLarge':
      return t('designer.image.tooLarge');
    case 'design.assetUnsupportedType':
      return t('designer.image.unsupported');
    case 'design.assetTooManyPixels':
      return t('designer.image.tooManyPixels');
    case 'design.assetUnreadable':
      return t('designer.image.unreadable');
    case 'design.assetActiveContent':
      return t('designer.image.activeContent');
    case 'design.assetThrottled':
      return t('designer.image.throttled');
    default:
      return error.kind === 'http.network' || error.kind === 'http.timeout'
        ? t('designer.error.network')
        : t('designer.image.failed');
  }
}

/** The French message of a save that failed. */
const saveErrorText = (error: DomainError): string =>
  error.kind === 'http.network' || error.kind === 'http.timeout' || error.kind === 'service.unavailable'
    ? t('designer.error.network')
    : error.kind === 'request.conflict'
      ? t('designer.save.limit')
      : t('designer.save.failed');

/** Whether a key press belongs to a field (the editor's shortcuts leave it alone). */
const typingIn = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The online designer: the template browser first (unless a design is reopened), then the canvas
 * with its toolbar, the page's objects, the selected object's properties and the print checks. The
 * domain's designer flow holds the document, its history and its checks; this screen draws them
 * and sends the shopper's edits to it.
 */
export function DesignerScreen({
  product,
  backTo,
  selectedAttributes,
  format,
  design,
  start = null,
  templates,
}: DesignerScreenProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const backToCart = backTo === CART_PATH && design !== null;
  const port = useMemo(() => createBrowserDesignerPort(), []);
  const actor = useActorRef(designerMachine.provide({ actors: designerActors(port) }), {
    input: {
      productId: product.id,
      selectedAttributes,
      ...(design !== null
        ? { designId: design.designId, document: design.document }
        : start !== null
          ? { document: start }
          : {}),
    },
  });
  const snapshot = useSelector(actor, (state) => state);
  const { context } = snapshot;
  const [inBrowser, setInBrowser] = useState(false);
  const [zoom, setZoom] = useState(100);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<{
    readonly text: string;
    readonly variant: 'danger' | 'success';
  } | null>(null);
  useEffect(() => setInBrowser(true), []);

  const started = context.history !== null;
  const document = started ? documentOf(context) : null;
  const page = document?.pages[context.pageIndex];
  const selected = page?.objects.find((object) => object.id === context.selectedId) ?? null;
  const saving = snapshot.matches({ open: 'saving' });
  const saveFailed = snapshot.matches({ open: 'saveFailed' });
  const send = actor.send;

  // A design saved for the first time: the address names it, so a reload reopens it.
  useEffect(() => {
    if (context.designId === null || typeof window === 'undefined') return;
    const url = new URL(window.location.href);
    if (url.searchParams.get('design') === context.designId) return;
    url.searchParams.set('design', context.designId);
    window.history.replaceState(window.history.state, '', url);
  }, [context.designId]);

  // Ordered: back to the product page, which prices the configuration with the design; or back to
  // the cart, whose line names the design just saved.
  useEffect(() => {
    if (snapshot.status !== 'done' || context.designId === null) return;
    navigate(backToCart ? backTo : `${backTo}?design_id=${encodeURIComponent(context.designId)}`);
  }, [snapshot.status, context.designId, backTo, backToCart, navigate]);

  // Unsaved changes are not lost without a word when the tab closes.
  useEffect(() => {
    if (!hasUnsavedChanges(context)) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [context]);

  const removeSelected = useCallback(() => {
    if (context.selectedId !== null) send({ type: 'designer.remove', objectId: context.selectedId });
  }, [context.selectedId, send]);

  // Delete, the arrows (Shift: ten times further), Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y).
  useEffect(() => {
    if (!started) return;
    const onKey = (event: KeyboardEvent) => {
      if (typingIn(event.target)) return;
      const command = event.ctrlKey || event.metaKey;
      if (command && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        send({ type: event.shiftKey ? 'designer.redo' : 'designer.undo' });
        return;
      }
      if (command && event.key.toLowerCase() === 'y') {
        event.preventDefault();
        send({ type: 'designer.redo' });
        return;
      }
      if (context.selectedId === null) return;
      if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        removeSelected();
        return;
      }
      const step = event.shiftKey ? NUDGE_MM * 10 : NUDGE_MM;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
      };
      const move = moves[event.key];
      if (move === undefined) return;
      event.preventDefault();
      send({ type: 'designer.move', objectId: context.selectedId, dx: move[0], dy: move[1], snap: false });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [started, context.selectedId, send, removeSelected]);

  const pickTemplate = (id: string) => {
    const template = DEMO_DESIGN_TEMPLATES.find((candidate) => candidate.id === id);
    if (template === undefined) setNotice({ text: t('designer.templates.unknown'), variant: 'danger' });
    send({
      type: 'designer.start',
      document: template === undefined ? blankDesign(format) : template.documentFor(format),
    });
  };

  const addImage = async (file: File) => {
    setUploading(true);
    setNotice(null);
    const uploaded = await port.uploadImage({ content: file, mediaType: file.type });
    setUploading(false);
    if (!uploaded.ok) {
      setNotice({ text: imageErrorText(uploaded.error), variant: 'danger' });
      return;
    }
    const { byteSize: _size, ...asset } = uploaded.value;
    // A selected image is replaced in place; otherwise the image is added.
    if (selected?.kind === 'image') send({ type: 'designer.replaceImage', objectId: selected.id, asset });
    else send({ type: 'designer.addImage', asset, object: newImageObject(format, newId(), asset) });
  };

  if (!started || document === null || page === undefined) {
    return (
      <main className="designer">
        <h1>{t('designer.heading', { product: product.name })}</h1>
        <TemplateBrowser
          status={templates === null ? 'error' : 'ready'}
          templates={templates ?? []}
          onPick={pickTemplate}
          onBlank={() => send({ type: 'designer.start', document: blankDesign(format) })}
          onRetry={() => revalidator.revalidate()}
        />
      </main>
    );
  }

  const allObjects: DesignObject[] = document.pages.flatMap((each) => [...each.objects]);
  const zoomIndex = ZOOM_STEPS.indexOf(zoom as (typeof ZOOM_STEPS)[number]);
  return (
    <main className="designer">
      <h1>{t('designer.heading', { product: product.name })}</h1>
      <DesignerToolbar
        canUndo={(context.history?.past.length ?? 0) > 0}
        canRedo={(context.history?.future.length ?? 0) > 0}
        hasSelection={selected !== null}
        saving={saving}
        twoSided={document.pages.length > 1}
        pageIndex={context.pageIndex}
        background={page.background}
        zoomPercent={zoom}
        onAddText={() =>
          send({ type: 'designer.add', object: newTextObject(format, newId(), t('designer.newText')) })
        }
        onImageFile={(file) => void addImage(file)}
        onAddShape={(kind) => send({ type: 'designer.add', object: newShapeObject(format, newId(), kind) })}
        onBackground={(colour) => send({ type: 'designer.background', colour })}
        onUndo={() => send({ type: 'designer.undo' })}
        onRedo={() => send({ type: 'designer.redo' })}
        onDuplicate={() => {
          if (selected !== null) send({ type: 'designer.duplicate', objectId: selected.id, newId: newId() });
        }}
        onRemove={removeSelected}
        onReorder={(move: LayerMove) => {
          if (selected !== null) send({ type: 'designer.reorder', objectId: selected.id, move });
        }}
        onZoomIn={() => setZoom(ZOOM_STEPS[Math.min(zoomIndex + 1, ZOOM_STEPS.length - 1)] ?? zoom)}
        onZoomOut={() => setZoom(ZOOM_STEPS[Math.max(zoomIndex - 1, 0)] ?? zoom)}
        onPage={(pageIndex) => send({ type: 'designer.showPage', pageIndex })}
        onSave={() => send({ type: 'designer.save' })}
        onOrder={() => send({ type: 'designer.order' })}
        backToCart={backToCart}
        onPdfPreview={
          context.designId === null || hasUnsavedChanges(context)
            ? undefined
            : () => window.open(designerPdfPath(context.designId ?? ''), '_blank', 'noopener')
        }
      />
      <div className="designer-status" role="status" aria-live="polite">
        {uploading ? t('designer.image.uploading') : ''}
        {saving ? t('designer.toolbar.saving') : ''}
        {!saving && context.designId !== null && !hasUnsavedChanges(context) ? t('designer.save.done') : ''}
      </div>
      {notice === null ? null : (
        <p
          role={notice.variant === 'danger' ? 'alert' : 'status'}
          className={`alert alert-${notice.variant}`}
        >
          {notice.text}
        </p>
      )}
      {context.orderBlocked ? (
        <p role="alert" className="alert alert-danger">
          {t('designer.order.blocked')}
        </p>
      ) : null}
      {saveFailed && context.error !== null ? (
        <div role="alert" className="alert alert-danger">
          <p>{saveErrorText(context.error)}</p>
          <button type="button" onClick={() => send({ type: 'designer.retry' })}>
            {t('designer.save.retry')}
          </button>{' '}
          <button type="button" onClick={() => send({ type: 'designer.dismiss' })}>
            {t('designer.save.dismiss')}
          </button>
        </div>
      ) : null}
      <div className="designer-workspace">
        <section className="designer-canvas" aria-label={t('designer.canvas.label')}>
          {inBrowser ? (
            <Suspense fallback={<p aria-busy="true">{t('designer.canvas.loading')}</p>}>
              <DesignCanvas
                document={document}
                pageIndex={context.pageIndex}
                selectedId={context.selectedId}
                checks={context.checks}
                zoomPercent={zoom}
                imageUrl={designImagePreviewUrl}
                onSelect={(objectId) => send({ type: 'designer.select', objectId })}
                onMove={(objectId, dx, dy) => send({ type: 'designer.move', objectId, dx, dy, snap: true })}
                onTransform={(objectId, box, rotation) => {
                  send({ type: 'designer.resize', objectId, box });
                  if (rotation !== undefined) send({ type: 'designer.rotate', objectId, degrees: rotation });
                }}
              />
            </Suspense>
          ) : (
            <p aria-busy="true">{t('designer.canvas.loading')}</p>
          )}
          <ul className="designer-legend" aria-label={t('designer.legend.label')}>
            <li className="designer-legend-bleed">
              {t('designer.legend.bleed', { mm: String(format.bleedMm) })}
            </li>
            <li className="designer-legend-trim">{t('designer.legend.trim')}</li>
            <li className="designer-legend-safe">
              {t('designer.legend.safe', { mm: String(format.safeMarginMm) })}
            </li>
          </ul>
          {/* What the canvas shows, for those who cannot see it. */}
          <div className="visually-hidden">
            <p>{t('designer.canvas.alternative', { count: String(page.objects.length) })}</p>
            <ul>
              {[...page.objects].reverse().map((object) => (
                <li key={object.id}>{objectLabel(object)}</li>
              ))}
            </ul>
          </div>
        </section>
        <aside className="designer-panels">
          <section aria-labelledby="designer-objects-title">
            <h2 id="designer-objects-title">{t('designer.objects.title')}</h2>
            <ObjectList
              objects={page.objects}
              selectedId={context.selectedId}
              onSelect={(objectId) => send({ type: 'designer.select', objectId })}
              onRemove={(objectId) => send({ type: 'designer.remove', objectId })}
            />
          </section>
          <PropertiesPanel
            object={selected}
            onChange={(patch) => {
              if (selected !== null) send({ type: 'designer.update', objectId: selected.id, patch });
            }}
          />
          <PrintCheckList
            checks={context.checks}
            objects={allObjects}
            onSelect={(objectId, pageIndex) => {
              send({ type: 'designer.showPage', pageIndex });
              send({ type: 'designer.select', objectId });
            }}
          />
        </aside>
      </div>
    </main>
  );
}
