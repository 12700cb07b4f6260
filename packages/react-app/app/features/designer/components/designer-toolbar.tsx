import type { LayerMove } from '@tirage/domain';
import { type KeyboardEvent, useRef } from 'react';
import { percent } from '../../../lib/format.js';
import { t } from '../designer-text.js';

/** The image files the designer takes (the server checks them again, from their bytes). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/svg+xml';

/** The shapes a tool adds. */
type ShapeKind = 'rectangle' | 'ellipse' | 'line';

/** A colour input's value as the document holds colours: `#rrggbb`, lower-case. */
const colourOf = (value: string): string => value.toLowerCase();

/**
 * Moves the focus between the toolbar's controls with the arrow keys, Home and End (every control
 * also stays a tab stop).
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  // A colour input reads no arrow key; leave every other key to the control.
  const controls = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled), input[type="color"]'),
  ];
  const current = controls.indexOf(document.activeElement as HTMLElement);
  if (current < 0) return;
  const last = controls.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowRight'
          ? (current + 1) % controls.length
          : (current - 1 + controls.length) % controls.length;
  event.preventDefault();
  controls[next]?.focus();
}

/**
 * The designer's tools, each a labelled button: add text, an image, shapes; the page's background;
 * undo and redo; the selected object's duplicate, removal and layer; zoom; the side shown (when
 * the format prints two); save, order and the PDF preview.
 */
export function DesignerToolbar({
  canUndo,
  canRedo,
  hasSelection,
  saving,
  twoSided,
  pageIndex,
  background,
  zoomPercent,
  onAddText,
  onImageFile,
  onAddShape,
  onBackground,
  onUndo,
  onRedo,
  onDuplicate,
  onRemove,
  onReorder,
  onZoomIn,
  onZoomOut,
  onPage,
  onSave,
  onOrder,
  onPdfPreview,
  backToCart = false,
}: {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly hasSelection: boolean;
  /** A save is under way. */
  readonly saving: boolean;
  /** The format prints a recto and a verso. */
  readonly twoSided: boolean;
  /** The side shown: 0 the recto, 1 the verso. */
  readonly pageIndex: number;
  /** The page's background colour, `#rrggbb`; none is the paper's (white). */
  readonly background: string | null;
  /** The canvas's zoom, 100 for the page at its fitted size. */
  readonly zoomPercent: number;
  readonly onAddText: () => void;
  readonly onImageFile: (file: File) => void;
  readonly onAddShape: (kind: ShapeKind) => void;
  readonly onBackground: (colour: string) => void;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly onDuplicate: () => void;
  readonly onRemove: () => void;
  readonly onReorder: (move: LayerMove) => void;
  readonly onZoomIn: () => void;
  readonly onZoomOut: () => void;
  readonly onPage: (pageIndex: number) => void;
  readonly onSave: () => void;
  readonly onOrder: () => void;
  /** Opens the print-ready PDF of the design; without it the button is not offered. */
  readonly onPdfPreview?: (() => void) | undefined;
  /** The design is a cart line's: ordering it saves it and goes back to the cart. */
  readonly backToCart?: boolean;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div
      className="designer-toolbar"
      role="toolbar"
      aria-label={t('designer.toolbar.label')}
      onKeyDown={moveFocus}
    >
      <div className="designer-toolbar-group">
        <button type="button" onClick={onAddText}>
          {t('designer.toolbar.addText')}
        </button>
        <button type="button" onClick={() => fileInput.current?.click()}>
          {t('designer.toolbar.addImage')}
        </button>
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          accept={IMAGE_TYPES}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Emptied so that the same file can be chosen again.
            event.currentTarget.value = '';
            if (file !== undefined) onImageFile(file);
          }}
        />
        <button type="button" onClick={() => onAddShape('rectangle')}>
          {t('designer.toolbar.rectangle')}
        </button>
        <button type="button" onClick={() => onAddShape('ellipse')}>
          {t('designer.toolbar.ellipse')}
        </button>
        <button type="button" onClick={() => onAddShape('line')}>
          {t('designer.toolbar.line')}
        </button>
        <label className="designer-colour">
          {t('designer.toolbar.background')}
          <input
            type="color"
            value={background ?? '#ffffff'}
            onChange={(event) => onBackground(colourOf(event.currentTarget.value))}
          />
        </label>
      </div>
      <div className="designer-toolbar-group">
        <button type="button" disabled={!canUndo} onClick={onUndo}>
          {t('designer.toolbar.undo')}
        </button>
        <button type="button" disabled={!canRedo} onClick={onRedo}>
          {t('designer.toolbar.redo')}
        </button>
      </div>
      <div className="designer-toolbar-group">
        <button type="button" disabled={!hasSelection} onClick={onDuplicate}>
          {t('designer.toolbar.duplicate')}
        </button>
        <button type="button" disabled={!hasSelection} onClick={onRemove}>
          {t('designer.toolbar.remove')}
        </button>
        <button type="button" disabled={!hasSelection} onClick={() => onReorder('toFront')}>
          {t('designer.toolbar.toFront')}
        </button>
        <button type="button" disabled={!hasSelection} onClick={() => onReorder('forward')}>
          {t('designer.toolbar.forward')}
        </button>
        <button type="button" disabled={!hasSelection} onClick={() => onReorder('backward')}>
          {t('designer.toolbar.backward')}
        </button>
        <button type="button" disabled={!hasSelection} onClick={() => onReorder('toBack')}>
          {t('designer.toolbar.toBack')}
        </button>
      </div>
      <div className="designer-toolbar-group">
        <button type="button" onClick={onZoomOut}>
          {t('designer.toolbar.zoomOut')}
        </button>
        <output aria-live="polite">
          {t('designer.toolbar.zoom', { zoom: percent(zoomPercent, 'fr-FR') })}
        </output>
        <button type="button" onClick={onZoomIn}>
          {t('designer.toolbar.zoomIn')}
        </button>
      </div>
      {twoSided ? (
        // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs.
        <div className="designer-toolbar-group" role="group" aria-label={t('designer.toolbar.pages')}>
          <button type="button" aria-pressed={pageIndex === 0} onClick={() => onPage(0)}>
            {t('designer.toolbar.recto')}
          </button>
          <button type="button" aria-pressed={pageIndex === 1} onClick={() => onPage(1)}>
            {t('designer.toolbar.verso')}
          </button>
        </div>
      ) : null}
      <div className="designer-toolbar-group">
        <button type="button" disabled={saving} onClick={onSave}>
          {t('designer.toolbar.save')}
        </button>
        <span role="status" className="designer-saving">
          {saving ? t('designer.toolbar.saving') : ''}
        </span>
        {onPdfPreview === undefined ? null : (
          <button type="button" onClick={onPdfPreview}>
            {t('designer.toolbar.pdfPreview')}
          </button>
        )}
        <button type="button" className="button-primary" disabled={saving} onClick={onOrder}>
          {t(backToCart ? 'designer.toolbar.backToCart' : 'designer.toolbar.order')}
        </button>
      </div>
    </div>
  );
}
