import { assertEvent, assign, setup } from 'xstate';
import type { DomainError, OrderEditError } from '../errors/errors.js';
import { type EditedLineItem, isOrderEditable, type Order, type OrderEditDraft } from '../model/order.js';
import type { Money } from '../money/money.js';
import type { EditOrderItemRequest, FinalizeOrderEditRequest, OrderPort } from '../ports/order.port.js';
import { fromPort, notProvided, toDomainError } from '../shared/port-actor.js';
import { priceDifference } from './price-difference.js';

export interface OrderEditInput {
  /** The order as it is before the edit. */
  readonly order: Order;
}

export interface OrderEditContext {
  readonly original: Order;
  /** The latest version of the order the server answered (the original until finalized). */
  readonly order: Order;
  readonly lineItem: EditedLineItem | null;
  readonly refererUrl: string | null;
  readonly draft: OrderEditDraft | null;
  /** Draft minus original, including VAT; set with the draft. */
  readonly priceDifference: Money | null;
  readonly error: DomainError | null;
  /** True once the server replaced the order by its draft. */
  readonly finalized: boolean;
}

export type OrderEditEvent =
  | { readonly type: 'orderEdit.save'; readonly lineItem: EditedLineItem; readonly refererUrl: string }
  | { readonly type: 'orderEdit.confirm' }
  | { readonly type: 'orderEdit.retry' }
  | { readonly type: 'orderEdit.cancel' };

export interface ResetPaymentMethodInput {
  readonly orderId: string;
}

export type OrderEditOutcome = 'edited' | 'cancelled' | 'notEditable';

export interface OrderEditOutput {
  readonly outcome: OrderEditOutcome;
  readonly order: Order;
}

export function orderNotEditable(order: Pick<Order, 'orderNumber' | 'status'>): OrderEditError {
  return {
    kind: 'orderEdit.notEditable',
    message: `Order ${order.orderNumber} can no longer be edited (status ${order.status}).`,
  };
}

/** The request of the `editItem` step; only entered after `orderEdit.save` stored the line. */
function editRequest(context: OrderEditContext): EditOrderItemRequest {
  if (context.lineItem === null) throw new Error('Bug: saving an order edit without an edited line item.');
  return { orderId: context.original.id, lineItem: context.lineItem, refererUrl: context.refererUrl ?? '' };
}

/** The machine's actors, each calling the order port method of the same name. */
export function orderEditActors(port: OrderPort) {
  return {
    editItem: fromPort<OrderEditDraft, EditOrderItemRequest>((request) => port.editItem(request)),
    finalizeEdit: fromPort<Order, FinalizeOrderEditRequest>((request) => port.finalizeEdit(request)),
    resetPaymentMethod: fromPort<Order, ResetPaymentMethodInput>((input) =>
      port.resetPaymentMethod(input.orderId),
    ),
  };
}

export const orderEditMachine = setup({
  types: {
    context: {} as OrderEditContext,
    events: {} as OrderEditEvent,
    input: {} as OrderEditInput,
    output: {} as OrderEditOutput,
  },
  actors: {
    editItem: notProvided<OrderEditDraft, EditOrderItemRequest>('editItem'),
    finalizeEdit: notProvided<Order, FinalizeOrderEditRequest>('finalizeEdit'),
    resetPaymentMethod: notProvided<Order, ResetPaymentMethodInput>('resetPaymentMethod'),
  },
  guards: {
    orderIsEditable: ({ context }) => isOrderEditable(context.original.status),
    draftAccepted: ({ context }) => context.error === null,
  },
  actions: {
    rememberEdit: assign(({ event }) => {
      assertEvent(event, 'orderEdit.save');
      return { lineItem: event.lineItem, refererUrl: event.refererUrl, error: null };
    }),
    clearError: assign({ error: null }),
    recordFailure: assign((_, params: { readonly error: unknown }) => ({
      error: toDomainError(params.error),
    })),
  },
}).createMachine({
  id: 'orderEdit',
  context: ({ input }) => ({
    original: input.order,
    order: input.order,
    lineItem: null,
    refererUrl: null,
    draft: null,
    priceDifference: null,
    error: null,
    finalized: false,
  }),
  initial: 'ready',
  output: ({ context }) => ({
    outcome:
      context.error?.kind === 'orderEdit.notEditable'
        ? 'notEditable'
        : context.finalized
          ? 'edited'
          : 'cancelled',
    order: context.order,
  }),
  states: {
    ready: {
      on: {
        'orderEdit.save': [
          { guard: 'orderIsEditable', target: 'savingItem', actions: 'rememberEdit' },
          {
            target: 'notEditable',
            actions: assign(({ context }) => ({ error: orderNotEditable(context.original) })),
          },
        ],
        'orderEdit.cancel': { target: 'cancelled' },
      },
    },
    notEditable: { type: 'final' },
    savingItem: {
      invoke: {
        src: 'editItem',
        input: ({ context }) => editRequest(context),
        // The price difference is computed once: a draft in another currency is a failed save.
        onDone: {
          target: 'checkingDraft',
          actions: assign(({ context, event }) => {
            const difference = priceDifference(context.original, event.output.order);
            return difference.ok
              ? { draft: event.output, priceDifference: difference.value }
              : { error: difference.error };
          }),
        },
        onError: {
          target: 'saveFailed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    checkingDraft: {
      always: [{ guard: 'draftAccepted', target: 'draftReady' }, { target: 'saveFailed' }],
    },
    saveFailed: {
      on: {
        'orderEdit.retry': { target: 'savingItem', actions: 'clearError' },
        'orderEdit.save': { target: 'savingItem', actions: 'rememberEdit' },
        'orderEdit.cancel': { target: 'cancelled' },
      },
    },
    draftReady: {
      on: {
        'orderEdit.confirm': { target: 'finalizing' },
        // The shopper changes the job again before confirming: a new draft replaces this one.
        'orderEdit.save': { target: 'savingItem', actions: 'rememberEdit' },
        'orderEdit.cancel': { target: 'cancelled' },
      },
    },
    finalizing: {
      invoke: {
        src: 'finalizeEdit',
        input: ({ context }) => ({
          orderId: context.original.id,
          orderEditId: context.draft?.orderEditId ?? '',
        }),
        onDone: {
          target: 'resettingPaymentMethod',
          actions: assign(({ event }) => ({ order: event.output, finalized: true })),
        },
        onError: {
          target: 'finalizeFailed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    finalizeFailed: {
      on: {
        'orderEdit.retry': { target: 'finalizing', actions: 'clearError' },
        'orderEdit.cancel': { target: 'cancelled' },
      },
    },
    resettingPaymentMethod: {
      invoke: {
        src: 'resetPaymentMethod',
        input: ({ context }) => ({ orderId: context.original.id }),
        onDone: { target: 'done', actions: assign(({ event }) => ({ order: event.output })) },
        onError: {
          target: 'resetFailed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The order is already replaced: the only way on is to retry the payment method reset.
    resetFailed: {
      on: { 'orderEdit.retry': { target: 'resettingPaymentMethod', actions: 'clearError' } },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type OrderEditMachine = typeof orderEditMachine;
