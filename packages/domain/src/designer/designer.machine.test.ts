import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { serviceUnavailable } from '../errors/errors.js';
import type { DesignDocumentDraft, DesignerPort } from '../ports/designer.port.js';
import { err, ok } from '../shared/result.js';
import { a5, sampleTitle as title } from './design.arb.js';
import { designerActors, designerMachine, hasUnsavedChanges } from './designer.machine.js';
import { blankDesign } from './document.js';

/** A designer port that stores what it is given, failing the first `failures` saves. */
function fakePort(failures = 0) {
  const saved: DesignDocumentDraft[] = [];
  let left = failures;
  const port: Pick<DesignerPort, 'saveDocument'> = {
    async saveDocument(draft) {
      if (left > 0) {
        left -= 1;
        return err(serviceUnavailable(30));
      }
      saved.push(draft);
      return ok({ designId: draft.designId ?? 'dsn-1' });
    },
  };
  return { port, saved };
}

function designer(port: Pick<DesignerPort, 'saveDocument'>) {
  const actor = createActor(designerMachine.provide({ actors: designerActors(port) }), {
    input: { productId: 'flyers', selectedAttributes: { format: 'a5', sides: 'recto-verso' } },
  });
  actor.start();
  return actor;
}

describe('the designer', () => {
  it('waits for a template or a blank page, then edits it with every change checked at once', () => {
    const actor = designer(fakePort().port);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'designer.start', document: blankDesign(a5) });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.checks).toEqual([{ kind: 'emptyDesign', severity: 'blocking' }]);
    actor.send({ type: 'designer.add', object: title });
    const { context } = actor.getSnapshot();
    expect(context.selectedId).toBe('title');
    expect(context.checks).toEqual([]);
    expect(hasUnsavedChanges(context)).toBe(true);
  });

  it('undoes and redoes, and a change after an undo drops what was undone', () => {
    const actor = designer(fakePort().port);
    actor.send({ type: 'designer.start', document: blankDesign(a5) });
    actor.send({ type: 'designer.add', object: title });
    actor.send({ type: 'designer.move', objectId: 'title', dx: 10, dy: 0, snap: false });
    actor.send({ type: 'designer.undo' });
    expect(actor.getSnapshot().context.history?.present.pages[0]?.objects[0]?.x).toBe(20);
    actor.send({ type: 'designer.redo' });
    expect(actor.getSnapshot().context.history?.present.pages[0]?.objects[0]?.x).toBe(30);
    actor.send({ type: 'designer.undo' });
    actor.send({ type: 'designer.undo' });
    expect(actor.getSnapshot().context.selectedId).toBeNull();
    actor.send({ type: 'designer.background', colour: '#ffcc00' });
    expect(actor.getSnapshot().context.history?.future).toEqual([]);
  });

  it('edits the page shown: the verso is a page of its own', () => {
    const actor = designer(fakePort().port);
    actor.send({ type: 'designer.start', document: blankDesign(a5) });
    actor.send({ type: 'designer.showPage', pageIndex: 1 });
    actor.send({ type: 'designer.add', object: title });
    const pages = actor.getSnapshot().context.history?.present.pages;
    expect(pages?.map((page) => page.objects.length)).toEqual([0, 1]);
    actor.send({ type: 'designer.showPage', pageIndex: 5 });
    expect(actor.getSnapshot().context.pageIndex).toBe(1);
  });

  it('saves the document with its product, and keeps the id for the next save', async () => {
    const { port, saved } = fakePort();
    const actor = designer(port);
    actor.send({ type: 'designer.start', document: blankDesign(a5) });
    actor.send({ type: 'designer.add', object: title });
    actor.send({ type: 'designer.save' });
    expect(actor.getSnapshot().matches({ open: 'saving' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'editing' }));
    expect(saved[0]).toMatchObject({
      designId: undefined,
      productId: 'flyers',
      selectedAttributes: { format: 'a5' },
    });
    expect(actor.getSnapshot().context.designId).toBe('dsn-1');
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'designer.rotate', objectId: 'title', degrees: 90 });
    actor.send({ type: 'designer.save' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'editing' }));
    expect(saved[1]?.designId).toBe('dsn-1');
  });

  it('says a failed save, keeps every change, and saves again on retry', async () => {
    const { port, saved } = fakePort(1);
    const actor = designer(port);
    actor.send({ type: 'designer.start', document: blankDesign(a5) });
    actor.send({ type: 'designer.add', object: title });
    actor.send({ type: 'designer.save' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'saveFailed' }));
    expect(actor.getSnapshot().context.error?.kind).toBe('service.unavailable');
    expect(actor.getSnapshot().context.history?.present.pages[0]?.objects).toEqual([title]);
    actor.send({ type: 'designer.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'editing' }));
    expect(saved).toHaveLength(1);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('refuses to order a design a print check blocks, and orders one nothing blocks', async () => {
    const { port, saved } = fakePort();
    const actor = designer(port);
    actor.send({ type: 'designer.start', document: blankDesign(a5) });
    actor.send({ type: 'designer.order' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.orderBlocked).toBe(true);
    expect(saved).toEqual([]);
    actor.send({ type: 'designer.add', object: title });
    expect(actor.getSnapshot().context.orderBlocked).toBe(false);
    actor.send({ type: 'designer.order' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ designId: 'dsn-1' });
  });

  it('opens a reopened design on its document, stored as it is', () => {
    const document = {
      ...blankDesign(a5),
      pages: [
        { side: 'recto', background: null, objects: [title] },
        { side: 'verso', background: null, objects: [] },
      ],
    } as const;
    const actor = createActor(designerMachine.provide({ actors: designerActors(fakePort().port) }), {
      input: { productId: 'flyers', selectedAttributes: { format: 'a5' }, designId: 'dsn-9', document },
    });
    actor.start();
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().context.designId).toBe('dsn-9');
  });
});
