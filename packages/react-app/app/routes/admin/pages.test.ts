import { type DomainError, err, ok, type StaffPage } from '@tirage/domain';
import { describe, expect, test, vi } from 'vitest';
import { fakeStorefrontContext } from '../../test-support/fake-context.js';
import { action } from './pages.js';

const STORED: StaffPage = {
  id: 'landing-christmas',
  path: '/christmas/',
  title: 'Noël',
  layout: 'landing',
  body: '10 € offerts.',
  landing: { promotionId: 'promo-noel-2026', blocks: [{ kind: 'text', text: 'Joyeux Noël' }] },
  updatedAt: '2026-12-01T10:00:00.000Z',
};

/** The editor's action, posted by a logged-in staff member, on a shop answering with `ports`. */
async function post(fields: Record<string, string>, admin: Record<string, unknown>) {
  const base = fakeStorefrontContext({
    ports: {
      admin: {
        me: async () => ok({ id: 'st-1', email: 'contenu@example.fr', displayName: 'Contenu' }),
        ...admin,
      } as never,
    },
  });
  const context = { ...base, staff: { ...base.staff, recognised: true, agentToken: () => 'staff-token' } };
  const request = new Request('https://shop.test/admin/pages/?id=landing-christmas', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const answer = (await action({ request, context, params: {} } as unknown as Parameters<
    typeof action
  >[0])) as {
    data?: Record<string, unknown>;
    init?: { status?: number };
  } & Record<string, unknown>;
  return { status: answer.init?.status ?? 200, body: (answer.data ?? answer) as Record<string, unknown> };
}

const fields = (landing: string, intent = 'preview') => ({
  intent,
  title: 'Noël 2026',
  body: '10 € offerts.',
  landing,
  updatedAt: STORED.updatedAt,
});

describe('the page editor’s posts', () => {
  test('a JSON that does not read is said at the blocks, nothing is sent, and what was typed stays', async () => {
    const previewPage = vi.fn();
    const { status, body } = await post(fields('{ "blocks": [ '), { previewPage });
    expect(status).toBe(400);
    expect((body.errors as Record<string, string>).landing).toMatch(/^Ce JSON ne se lit pas : /);
    expect((body.values as Record<string, string>).landing).toBe('{ "blocks": [ ');
    expect(previewPage).not.toHaveBeenCalled();
  });

  test('the preview sends the draft as typed and shows the page, nothing published', async () => {
    const previewPage = vi.fn(async () =>
      ok({
        id: STORED.id,
        path: STORED.path,
        title: 'Noël 2026',
        layout: 'landing' as const,
        seo: { title: 'Noël 2026', description: '10 € offerts.', indexable: true },
        banners: [],
        blocks: [{ kind: 'text' as const, id: 'b1', text: 'Joyeux Noël' }],
        productConfigurationId: undefined,
      }),
    );
    const savePage = vi.fn();
    const landing = JSON.stringify(STORED.landing);
    const { status, body } = await post(fields(landing), { previewPage, savePage });
    expect(status).toBe(200);
    expect(previewPage).toHaveBeenCalledWith('staff-token', 'landing-christmas', {
      title: 'Noël 2026',
      body: '10 € offerts.',
      landing: STORED.landing,
      updatedAt: STORED.updatedAt,
    });
    expect(savePage).not.toHaveBeenCalled();
    expect((body.preview as { blocks: unknown[] }).blocks).toEqual([
      { kind: 'text', id: 'b1', text: 'Joyeux Noël' },
    ]);
  });

  test('what the shop refuses comes back at the fields, each block’s problem with its path', async () => {
    const refused: DomainError = {
      kind: 'request.invalid',
      message: 'The page is not valid',
      fieldErrors: [
        { field: 'landing.blocks.0.kind', message: 'unknown block kind "carousel"' },
        { field: 'title', message: 'Too long' },
      ],
    } as DomainError;
    const { status, body } = await post(fields('{"blocks":[{"kind":"carousel"}]}', 'publish'), {
      savePage: async () => err(refused),
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      form: 'La page n’est pas publiée : corrigez les champs signalés.',
      landing: 'blocks.0.kind : unknown block kind "carousel"',
      title: 'Too long',
    });
  });

  test('a page changed meanwhile is said, and the draft stays in the form', async () => {
    const { status, body } = await post(fields(JSON.stringify(STORED.landing), 'publish'), {
      savePage: async () => err({ kind: 'request.conflict', message: 'changed' } as DomainError),
    });
    expect(status).toBe(409);
    expect((body.errors as Record<string, string>).form).toMatch(/modifiée entre-temps/);
    expect((body.values as Record<string, string>).title).toBe('Noël 2026');
  });
});
