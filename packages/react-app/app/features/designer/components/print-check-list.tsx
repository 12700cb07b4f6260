import {
  assertNever,
  type DesignObject,
  GOOD_RESOLUTION_PPI,
  MIN_RESOLUTION_PPI,
  MIN_TEXT_SIZE_PT,
  type PrintCheck,
} from '@tirage/domain';
import { quantity } from '../../../lib/format.js';
import { t } from '../designer-text.js';
import { objectLabel } from './object-list.js';

const LOCALE = 'fr-FR';

/**
 * A print check in the shopper's words. `objectLabel` names the object it is about ("Texte
 * « Soirée jazz »"); without it the message says "Image" or "Un objet".
 */
export function printCheckMessage(check: PrintCheck, objectLabel?: string): string {
  const object = objectLabel ?? t('designer.checks.anObject');
  switch (check.kind) {
    case 'lowResolution': {
      const values = {
        object: objectLabel ?? t('designer.objects.image'),
        ppi: quantity(check.ppi, LOCALE),
        good: quantity(GOOD_RESOLUTION_PPI, LOCALE),
        min: quantity(MIN_RESOLUTION_PPI, LOCALE),
      };
      return check.severity === 'blocking'
        ? t('designer.checks.lowResolutionBlocking', values)
        : t('designer.checks.lowResolution', values);
    }
    case 'outsideSafeArea':
      return t('designer.checks.outsideSafeArea', { object });
    case 'shortOfBleed':
      return t('designer.checks.shortOfBleed', { object });
    case 'offPage':
      return t('designer.checks.offPage', { object });
    case 'textTooSmall':
      return t('designer.checks.textTooSmall', {
        size: quantity(check.sizePt, LOCALE),
        min: quantity(MIN_TEXT_SIZE_PT, LOCALE),
      });
    case 'missingImage':
      return t('designer.checks.missingImage');
    case 'emptyDesign':
      return t('designer.checks.emptyDesign');
    default:
      return assertNever(check, 'print check');
  }
}

/** "2 problèmes, dont 1 bloquant". */
function summaryOf(checks: readonly PrintCheck[]): string {
  if (checks.length === 0) return t('designer.checks.allClear');
  const summary =
    checks.length === 1
      ? t('designer.checks.summary.one')
      : t('designer.checks.summary.many', { count: checks.length });
  const blocking = checks.filter((check) => check.severity === 'blocking').length;
  if (blocking === 0) return summary;
  return blocking === 1
    ? t('designer.checks.summary.blocking', { summary, count: blocking })
    : t('designer.checks.summary.blockingMany', { summary, count: blocking });
}

/**
 * The design's print checks, blocking ones first, each with its severity in words and a mark; a
 * check about an object is a button that selects it (on its page). The summary is announced as it
 * changes.
 */
export function PrintCheckList({
  checks,
  objects = [],
  onSelect,
}: {
  readonly checks: readonly PrintCheck[];
  /** The design's objects (of every page), to name the object a check is about. */
  readonly objects?: readonly DesignObject[];
  readonly onSelect: (objectId: string, pageIndex: number) => void;
}) {
  const sorted = [
    ...checks.filter((check) => check.severity === 'blocking'),
    ...checks.filter((check) => check.severity !== 'blocking'),
  ];
  const labelOf = (objectId: string): string | undefined => {
    const object = objects.find((candidate) => candidate.id === objectId);
    return object === undefined ? undefined : objectLabel(object);
  };
  return (
    <section className="print-checks" aria-labelledby="print-checks-title">
      <h2 id="print-checks-title">{t('designer.checks.title')}</h2>
      <p role="status" aria-live="polite" className="print-checks-summary">
        {summaryOf(checks)}
      </p>
      {sorted.length === 0 ? null : (
        <ul className="print-check-list">
          {sorted.map((check, index) => {
            const key =
              check.kind === 'emptyDesign' ? check.kind : `${check.kind}-${check.objectId}-${index}`;
            const content = (
              <>
                <span className="print-check-severity">
                  <span aria-hidden="true">{check.severity === 'blocking' ? '⛔ ' : '⚠️ '}</span>
                  {check.severity === 'blocking'
                    ? t('designer.checks.blocking')
                    : t('designer.checks.warning')}
                </span>{' '}
                <span>
                  {check.kind === 'emptyDesign'
                    ? printCheckMessage(check)
                    : printCheckMessage(check, labelOf(check.objectId))}
                </span>
              </>
            );
            return (
              <li key={key} className={`print-check print-check-${check.severity}`}>
                {check.kind === 'emptyDesign' ? (
                  <p>{content}</p>
                ) : (
                  <button type="button" onClick={() => onSelect(check.objectId, check.pageIndex)}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
