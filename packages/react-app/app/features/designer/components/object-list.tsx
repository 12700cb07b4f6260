import { assertNever, type DesignObject } from '@tirage/domain';
import type { KeyboardEvent } from 'react';
import { t } from '../designer-text.js';

/** A text's words shown in its label, at most. */
const TEXT_LABEL_LENGTH = 30;

/** An object as the shopper names it: "Texte « Soirée jazz »", "Image", "Rectangle"… */
export function objectLabel(object: DesignObject): string {
  switch (object.kind) {
    case 'text': {
      const words = object.text.replace(/\s+/g, ' ').trim();
      const shown =
        words.length > TEXT_LABEL_LENGTH ? `${words.slice(0, TEXT_LABEL_LENGTH - 1).trimEnd()}…` : words;
      return t('designer.objects.text', { text: shown });
    }
    case 'image':
      return t('designer.objects.image');
    case 'rectangle':
      return t('designer.objects.rectangle');
    case 'ellipse':
      return t('designer.objects.ellipse');
    case 'line':
      return t('designer.objects.line');
    default:
      return assertNever(object, 'design object');
  }
}

const optionId = (id: string) => `design-object-${id}`;

/**
 * The page's objects, top-most first, as a list box with one tab stop (the selected object, else
 * the top-most): the arrow keys move the selection and the focus, Home and End go to the first and
 * last, Enter or Space selects the focused object, Delete (or Backspace) removes it.
 */
export function ObjectList({
  objects,
  selectedId,
  onSelect,
  onRemove,
}: {
  /** In drawing order, as the page holds them: the last is on top. */
  readonly objects: readonly DesignObject[];
  readonly selectedId: string | null;
  readonly onSelect: (id: string) => void;
  readonly onRemove: (id: string) => void;
}) {
  if (objects.length === 0) return <p className="empty-state">{t('designer.objects.none')}</p>;
  const shown = [...objects].reverse();
  const selectedIndex = shown.findIndex((object) => object.id === selectedId);

  const focusIndex = selectedIndex < 0 ? 0 : selectedIndex;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const last = shown.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? Math.min(last, index + 1)
        : event.key === 'ArrowUp'
          ? Math.max(0, index - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const object = shown[index];
    if (target !== undefined) {
      event.preventDefault();
      const next = shown[target];
      if (next === undefined) return;
      if (next.id !== selectedId) onSelect(next.id);
      document.getElementById(optionId(next.id))?.focus();
      return;
    }
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (object !== undefined && object.id !== selectedId) onSelect(object.id);
      return;
    }
    if ((event.key === 'Delete' || event.key === 'Backspace') && object !== undefined) {
      event.preventDefault();
      onRemove(object.id);
    }
  };

  return (
    <div className="object-list" role="listbox" aria-label={t('designer.objects.label')}>
      {shown.map((object, index) => (
        <div
          key={object.id}
          id={optionId(object.id)}
          role="option"
          tabIndex={index === focusIndex ? 0 : -1}
          aria-selected={object.id === selectedId}
          onClick={() => onSelect(object.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {objectLabel(object)}
        </div>
      ))}
    </div>
  );
}
