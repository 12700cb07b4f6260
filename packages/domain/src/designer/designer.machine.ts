import { assertEvent, assign, setup } from 'xstate';
import type { DomainError } from '../errors/errors.js';
import type { DesignDocumentDraft, DesignerPort } from '../ports/designer.port.js';
import { fromPort, notProvided, toDomainError } from '../shared/port-actor.js';
import type { DesignAsset, DesignDocument, DesignObject } from './document.js';
import {
  addObject,
  type DesignObjectPatch,
  duplicateObject,
  type LayerMove,
  moveObject,
  removeObject,
  reorderObject,
  replaceImage,
  resizeObject,
  rotateObject,
  setBackground,
  updateObject,
} from './edit.js';
import { commitChange, type History, historyOf, redoChange, undoChange } from './history.js';
import { isPrintable, type PrintCheck, printChecks } from './print-checks.js';

/**
 * The designer's flow: the shopper picks a template or a blank page (idle), edits (every change
 * an undoable step, checked at once), saves, and orders the design once nothing blocks its print.
 * The React adapter drives it with the events below and draws its context.
 */

export interface DesignerInput {
  readonly productId: string;
  readonly selectedAttributes: Readonly<Record<string, string>>;
  /** The design reopened from the cart, an order or the design area, if any. */
  readonly designId?: string;
  readonly document?: DesignDocument;
}

export interface DesignerContext {
  readonly productId: string;
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly designId: string | null;
  /** Undefined until a template or a blank page was chosen. */
  readonly history: History<DesignDocument> | null;
  /** The page shown, by its index in the document. */
  readonly pageIndex: number;
  readonly selectedId: string | null;
  readonly checks: readonly PrintCheck[];
  /** The document as last stored, to tell unsaved changes; null before the first save. */
  readonly saved: DesignDocument | null;
  /** The document being stored, while a save is under way. */
  readonly sending: DesignDocument | null;
  /** The shopper asked to order: the save that follows ends the designer. */
  readonly ordering: boolean;
  /** The order was refused by a blocking print check: the list says which. */
  readonly orderBlocked: boolean;
  readonly error: DomainError | null;
}

/** The changes the shopper makes to the document, on the page shown. */
export type DesignerEditEvent =
  | { readonly type: 'designer.add'; readonly object: DesignObject }
  | { readonly type: 'designer.addImage'; readonly asset: DesignAsset; readonly object: DesignObject }
  | {
      readonly type: 'designer.update';
      readonly objectId: string;
      readonly patch: DesignObjectPatch;
    }
  | {
      readonly type: 'designer.move';
      readonly objectId: string;
      readonly dx: number;
      readonly dy: number;
      readonly snap: boolean;
    }
  | {
      readonly type: 'designer.resize';
      readonly objectId: string;
      readonly box: {
        readonly x: number;
        readonly y: number;
        readonly width: number;
        readonly height: number;
      };
    }
  | { readonly type: 'designer.rotate'; readonly objectId: string; readonly degrees: number }
  | { readonly type: 'designer.replaceImage'; readonly objectId: string; readonly asset: DesignAsset }
  | { readonly type: 'designer.remove'; readonly objectId: string }
  | { readonly type: 'designer.duplicate'; readonly objectId: string; readonly newId: string }
  | { readonly type: 'designer.reorder'; readonly objectId: string; readonly move: LayerMove }
  | { readonly type: 'designer.background'; readonly colour: string | null };

export type DesignerEvent =
  | { readonly type: 'designer.start'; readonly document: DesignDocument }
  | DesignerEditEvent
  | { readonly type: 'designer.undo' }
  | { readonly type: 'designer.redo' }
  | { readonly type: 'designer.select'; readonly objectId: string | null }
  | { readonly type: 'designer.showPage'; readonly pageIndex: number }
  | { readonly type: 'designer.save' }
  | { readonly type: 'designer.order' }
  | { readonly type: 'designer.retry' }
  | { readonly type: 'designer.dismiss' };

export interface DesignerOutput {
  readonly designId: string | null;
}

const EDIT_EVENTS = [
  'designer.add',
  'designer.addImage',
  'designer.update',
  'designer.move',
  'designer.resize',
  'designer.rotate',
  'designer.replaceImage',
  'designer.remove',
  'designer.duplicate',
  'designer.reorder',
  'designer.background',
] as const;

/** Every edit is handled alike: an undoable step of the document, checked at once. */
const EDIT_TRANSITIONS = Object.fromEntries(
  EDIT_EVENTS.map((type) => [type, { actions: 'edit' as const }]),
) as {
  readonly [Type in (typeof EDIT_EVENTS)[number]]: { readonly actions: 'edit' };
};

/** The document after `event`, on page `pageIndex`; the same value when the event changes nothing. */
export function applyEdit(
  document: DesignDocument,
  pageIndex: number,
  event: DesignerEditEvent,
): DesignDocument {
  switch (event.type) {
    case 'designer.add':
      return addObject(document, pageIndex, event.object);
    case 'designer.addImage': {
      const known = document.assets.some((asset) => asset.id === event.asset.id);
      const withAsset = known ? document : { ...document, assets: [...document.assets, event.asset] };
      const added = addObject(withAsset, pageIndex, event.object);
      return added === withAsset ? document : added;
    }
    case 'designer.update':
      return updateObject(document, pageIndex, event.objectId, event.patch);
    case 'designer.move':
      return moveObject(document, pageIndex, event.objectId, event.dx, event.dy, event.snap);
    case 'designer.resize':
      return resizeObject(document, pageIndex, event.objectId, event.box);
    case 'designer.rotate':
      return rotateObject(document, pageIndex, event.objectId, event.degrees);
    case 'designer.replaceImage':
      return replaceImage(document, pageIndex, event.objectId, event.asset);
    case 'designer.remove':
      return removeObject(document, pageIndex, event.objectId);
    case 'designer.duplicate':
      return duplicateObject(document, pageIndex, event.objectId, event.newId);
    case 'designer.reorder':
      return reorderObject(document, pageIndex, event.objectId, event.move);
    case 'designer.background':
      return setBackground(document, pageIndex, event.colour);
  }
}

/** The document shown; only called once a template or a blank page was chosen. */
export function documentOf(context: Pick<DesignerContext, 'history'>): DesignDocument {
  if (context.history === null) throw new Error('Bug: the designer has no document before it starts.');
  return context.history.present;
}

/** True when the document differs from what was last stored. */
export const hasUnsavedChanges = (context: Pick<DesignerContext, 'history' | 'saved'>): boolean =>
  context.history !== null && context.history.present !== context.saved;

/** The selection is dropped when its object is no longer on the page shown. */
function keptSelection(
  document: DesignDocument,
  pageIndex: number,
  selectedId: string | null,
): string | null {
  const page = document.pages[pageIndex];
  return selectedId !== null && page?.objects.some((object) => object.id === selectedId) ? selectedId : null;
}

/** The context once `history` is the document's new history: checks and selection follow it. */
function withHistory(context: DesignerContext, history: History<DesignDocument>) {
  const document = history.present;
  const pageIndex = Math.min(context.pageIndex, document.pages.length - 1);
  return {
    history,
    pageIndex,
    selectedId: keptSelection(document, pageIndex, context.selectedId),
    checks: printChecks(document),
    orderBlocked: false,
  };
}

export function designerActors(port: Pick<DesignerPort, 'saveDocument'>) {
  return {
    saveDocument: fromPort<{ readonly designId: string }, DesignDocumentDraft>((draft) =>
      port.saveDocument(draft),
    ),
  };
}

export const designerMachine = setup({
  types: {
    context: {} as DesignerContext,
    events: {} as DesignerEvent,
    input: {} as DesignerInput,
    output: {} as DesignerOutput,
  },
  actors: {
    saveDocument: notProvided<{ readonly designId: string }, DesignDocumentDraft>('saveDocument'),
  },
  guards: {
    printable: ({ context }) => isPrintable(context.checks),
    ordering: ({ context }) => context.ordering,
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, EDIT_EVENTS);
      const history = context.history as History<DesignDocument>;
      const next = applyEdit(history.present, context.pageIndex, event);
      const selectedId =
        event.type === 'designer.add' || event.type === 'designer.addImage'
          ? event.object.id
          : event.type === 'designer.duplicate'
            ? event.newId
            : context.selectedId;
      return withHistory({ ...context, selectedId }, commitChange(history, next));
    }),
    undo: assign(({ context }) =>
      withHistory(context, undoChange(context.history as History<DesignDocument>)),
    ),
    redo: assign(({ context }) =>
      withHistory(context, redoChange(context.history as History<DesignDocument>)),
    ),
    select: assign(({ context, event }) => {
      assertEvent(event, 'designer.select');
      return { selectedId: keptSelection(documentOf(context), context.pageIndex, event.objectId) };
    }),
    showPage: assign(({ context, event }) => {
      assertEvent(event, 'designer.showPage');
      const pages = documentOf(context).pages.length;
      return event.pageIndex >= 0 && event.pageIndex < pages
        ? { pageIndex: event.pageIndex, selectedId: null }
        : {};
    }),
  },
}).createMachine({
  id: 'designer',
  context: ({ input }) => {
    const history = input.document === undefined ? null : historyOf(input.document);
    return {
      productId: input.productId,
      selectedAttributes: input.selectedAttributes,
      designId: input.designId ?? null,
      history,
      pageIndex: 0,
      selectedId: null,
      checks: input.document === undefined ? [] : printChecks(input.document),
      // A reopened design is stored as it is.
      saved: input.designId !== undefined && input.document !== undefined ? input.document : null,
      sending: null,
      ordering: false,
      orderBlocked: false,
      error: null,
    };
  },
  initial: 'idle',
  output: ({ context }) => ({ designId: context.designId }),
  states: {
    idle: {
      always: { guard: ({ context }) => context.history !== null, target: 'open' },
      on: {
        'designer.start': {
          target: 'open',
          actions: assign(({ event }) => ({
            history: historyOf(event.document),
            checks: printChecks(event.document),
            pageIndex: 0,
            selectedId: null,
          })),
        },
      },
    },
    open: {
      initial: 'editing',
      on: {
        ...EDIT_TRANSITIONS,
        'designer.undo': { actions: 'undo' },
        'designer.redo': { actions: 'redo' },
        'designer.select': { actions: 'select' },
        'designer.showPage': { actions: 'showPage' },
      },
      states: {
        editing: {
          on: {
            'designer.save': { target: 'saving' },
            'designer.order': { target: 'checking' },
          },
        },
        /** The print checks decide whether the design may be ordered as it is. */
        checking: {
          always: [
            { guard: 'printable', target: 'saving', actions: assign({ ordering: true }) },
            { target: 'editing', actions: assign({ orderBlocked: true }) },
          ],
        },
        saving: {
          entry: assign(({ context }) => ({ sending: documentOf(context), error: null })),
          invoke: {
            src: 'saveDocument',
            input: ({ context }) => ({
              designId: context.designId ?? undefined,
              productId: context.productId,
              selectedAttributes: context.selectedAttributes,
              document: context.sending as DesignDocument,
            }),
            onDone: [
              {
                guard: 'ordering',
                target: '#designer.ordered',
                actions: assign(({ context, event }) => ({
                  designId: event.output.designId,
                  saved: context.sending,
                  sending: null,
                })),
              },
              {
                target: 'editing',
                actions: assign(({ context, event }) => ({
                  designId: event.output.designId,
                  saved: context.sending,
                  sending: null,
                })),
              },
            ],
            onError: {
              target: 'saveFailed',
              // An order whose save failed is ordered again by a retry.
              actions: assign(({ event }) => ({ error: toDomainError(event.error), sending: null })),
            },
          },
        },
        saveFailed: {
          on: {
            'designer.retry': { target: 'saving' },
            'designer.dismiss': { target: 'editing', actions: assign({ error: null, ordering: false }) },
            'designer.save': { target: 'saving', actions: assign({ ordering: false }) },
            'designer.order': { target: 'checking' },
          },
        },
      },
    },
    ordered: { type: 'final' },
  },
});
