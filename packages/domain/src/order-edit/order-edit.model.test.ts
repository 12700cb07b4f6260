/**
 * Model-based test of the order edit: random sequences of saves, confirmations, retries and
 * cancellations, with the server failing at random, are run against the machine and against a
 * step counter (0 nothing saved, 1 draft, 2 finalized, 3 payment method reset). Orders in every
 * status are edited: one that can no longer change is refused without a call to the server.
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { type Actor, createActor, waitFor } from 'xstate';
import { editedLineItem } from '../model/order.arb.js';
import { ORDER_STATUSES, type Order, type OrderStatus } from '../model/order.js';
import { type OrderEditMachine, orderNotEditable } from './order-edit.machine.js';
import {
  anOrder,
  draftTaxedCents,
  fakeOrderServer,
  gatewayTimeout,
  orderEditMachineWith,
  WAITING_STATES,
} from './test-support/fake-orders.js';

type Step = 0 | 1 | 2 | 3;
type FailedStep = 'save' | 'finalize' | 'reset';

/** The statuses that can be edited, written out (docs/domain-decisions.md): the model's own rule. */
const EDITABLE: readonly OrderStatus[] = ['pendingPayment', 'paid', 'fileReview'];

interface EditModel {
  /** Whether the order's status lets it be edited at all. */
  editable: boolean;
  /** A save of a non-editable order was refused: the edit is over. */
  refused: boolean;
  step: Step;
  failed: FailedStep | null;
  cancelled: boolean;
  /** Drafts the server made so far. */
  drafts: number;
  /** How the server will answer the next payment method reset. */
  resetWillSucceed: boolean;
}

interface RealEdit {
  readonly actor: Actor<OrderEditMachine>;
  readonly fakes: ReturnType<typeof fakeOrderServer>;
  readonly original: Order;
}

type EditCommand = fc.AsyncCommand<EditModel, RealEdit>;

const FAILED_STATE = { save: 'saveFailed', finalize: 'finalizeFailed', reset: 'resetFailed' } as const;
const STEP_STATE = ['ready', 'draftReady', 'resettingPaymentMethod', 'done'] as const;

function expectedState(model: EditModel): string {
  if (model.refused) return 'notEditable';
  if (model.cancelled) return 'cancelled';
  if (model.failed !== null) return FAILED_STATE[model.failed];
  return STEP_STATE[model.step];
}

const isOver = (model: Readonly<EditModel>) => model.refused || model.cancelled || model.step === 3;

async function settle(real: RealEdit) {
  await waitFor(real.actor, (snapshot) => !WAITING_STATES.some((state) => snapshot.matches(state)));
}

/** After a successful finalize the machine resets the payment method by itself. */
function afterFinalize(model: EditModel) {
  model.step = 2;
  if (model.resetWillSucceed) model.step = 3;
  else model.failed = 'reset';
}

function agree(model: EditModel, real: RealEdit) {
  const { context, value } = real.actor.getSnapshot();
  expect(value).toBe(expectedState(model));
  expect(context.error).toEqual(
    model.refused ? orderNotEditable(real.original) : model.failed === null ? null : gatewayTimeout,
  );
  if (!model.editable) expect(real.fakes.server.calls.editItem).toHaveLength(0);
  if (model.refused) expect(real.actor.getSnapshot().output?.outcome).toBe('notEditable');
  expect(context.finalized).toBe(model.step >= 2);
  expect(context.draft?.orderEditId ?? null).toBe(model.drafts === 0 ? null : `edit-${model.drafts}`);
  expect(context.priceDifference?.cents ?? null).toBe(
    model.drafts === 0 ? null : draftTaxedCents(real.original, model.drafts) - real.original.taxedPrice.cents,
  );
  expect(real.fakes.server.calls.reset > 0).toBe(model.step >= 2);
}

class Save implements EditCommand {
  constructor(readonly succeeds: boolean) {}
  check = (model: Readonly<EditModel>) => !isOver(model);
  async run(model: EditModel, real: RealEdit) {
    real.fakes.server.editItemOk = this.succeeds;
    real.actor.send({ type: 'orderEdit.save', lineItem: editedLineItem('EUR'), refererUrl: '/' });
    await settle(real);
    // An order that can no longer change is refused at its first save, the server never asked.
    if (!model.editable) model.refused = true;
    // Saving is possible before anything was finalized, and after a failed save.
    else if (model.step <= 1 && (model.failed === null || model.failed === 'save')) {
      if (this.succeeds) Object.assign(model, { step: 1, failed: null, drafts: model.drafts + 1 });
      else model.failed = 'save';
    }
    agree(model, real);
  }
  toString = () => `Save(${this.succeeds ? 'ok' : 'fail'})`;
}

class Finalize implements EditCommand {
  constructor(readonly succeeds: boolean) {}
  check = (model: Readonly<EditModel>) => !isOver(model);
  async run(model: EditModel, real: RealEdit) {
    real.fakes.server.finalizeOk = this.succeeds;
    real.actor.send({ type: 'orderEdit.confirm' });
    await settle(real);
    if (model.step === 1 && model.failed === null) {
      if (this.succeeds) afterFinalize(model);
      else model.failed = 'finalize';
    }
    agree(model, real);
  }
  toString = () => `Finalize(${this.succeeds ? 'ok' : 'fail'})`;
}

/** Decides how the server answers the next payment method reset (it follows a finalize). */
class ResetWill implements EditCommand {
  constructor(readonly succeed: boolean) {}
  check = (model: Readonly<EditModel>) => !isOver(model);
  async run(model: EditModel, real: RealEdit) {
    real.fakes.server.resetOk = this.succeed;
    model.resetWillSucceed = this.succeed;
    agree(model, real);
  }
  toString = () => `ResetWill(${this.succeed ? 'ok' : 'fail'})`;
}

class Retry implements EditCommand {
  constructor(readonly succeeds: boolean) {}
  check = (model: Readonly<EditModel>) => !isOver(model);
  async run(model: EditModel, real: RealEdit) {
    const { server } = real.fakes;
    if (model.failed === 'save') server.editItemOk = this.succeeds;
    if (model.failed === 'finalize') server.finalizeOk = this.succeeds;
    if (model.failed === 'reset') {
      server.resetOk = this.succeeds;
      model.resetWillSucceed = this.succeeds;
    }
    real.actor.send({ type: 'orderEdit.retry' });
    await settle(real);
    if (this.succeeds && model.failed !== null) {
      const failed = model.failed;
      model.failed = null;
      if (failed === 'save') Object.assign(model, { step: 1, drafts: model.drafts + 1 });
      if (failed === 'finalize') afterFinalize(model);
      if (failed === 'reset') model.step = 3;
    }
    agree(model, real);
  }
  toString = () => `Retry(${this.succeeds ? 'ok' : 'fail'})`;
}

class Cancel implements EditCommand {
  check = (model: Readonly<EditModel>) => !isOver(model);
  async run(model: EditModel, real: RealEdit) {
    real.actor.send({ type: 'orderEdit.cancel' });
    // Once the order is replaced there is nothing left to cancel.
    if (model.step <= 1) model.cancelled = true;
    agree(model, real);
    if (model.cancelled) expect(real.actor.getSnapshot().output?.outcome).toBe('cancelled');
  }
  toString = () => 'Cancel';
}

const commands = fc.commands(
  [
    fc.boolean().map((ok) => new Save(ok)),
    fc.boolean().map((ok) => new Finalize(ok)),
    fc.boolean().map((ok) => new ResetWill(ok)),
    fc.boolean().map((ok) => new Retry(ok)),
    fc.constant(new Cancel()),
  ],
  { maxCommands: 30, size: 'large' },
);

test.prop([fc.constantFrom(...ORDER_STATUSES), commands], { numRuns: 200 })(
  'the order edit machine behaves like a step counter, and refuses orders that cannot change',
  async (status, cmds) => {
    await fc.asyncModelRun(() => {
      const original = anOrder(status);
      const fakes = fakeOrderServer(original);
      const actor = createActor(orderEditMachineWith(fakes), { input: { order: original } }).start();
      const model: EditModel = {
        editable: EDITABLE.includes(status),
        refused: false,
        step: 0,
        failed: null,
        cancelled: false,
        drafts: 0,
        resetWillSucceed: true,
      };
      return { model, real: { actor, fakes, original } };
    }, cmds);
  },
);
