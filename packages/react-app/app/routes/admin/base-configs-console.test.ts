import { DEFAULT_SHOP_RULES, type DomainError, err, ok } from '@tirage/domain';
import { describe, expect, test, vi } from 'vitest';
import { fakeStorefrontContext } from '../../test-support/fake-context.js';
import { action } from './base-configs-console.js';

/** The console's action, posted by a logged-in staff member, on a shop answering with `admin`. */
async function post(fields: Record<string, string | readonly string[]>, admin: Record<string, unknown>) {
  const base = fakeStorefrontContext({
    ports: {
      admin: {
        me: async () => ok({ id: 'st-1', email: 'regles@example.fr', displayName: 'Règles' }),
        ...admin,
      } as never,
    },
  });
  const context = { ...base, staff: { ...base.staff, recognised: true, agentToken: () => 'staff-token' } };
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of typeof value === 'string' ? [value] : value) body.append(name, one);
  const request = new Request('https://shop.test/admin/base-configs-console', { method: 'POST', body });
  const answer = (await action({ request, context, params: {} } as unknown as Parameters<
    typeof action
  >[0])) as unknown as { data?: Record<string, unknown>; init?: { status?: number } | null };
  return { status: answer.init?.status ?? 200, body: (answer.data ?? answer) as Record<string, unknown> };
}

const typed = {
  tenant: 'fr',
  version: '3',
  defaultCountry: 'FR',
  maxLines: '10',
  maxTaxed: '50 000,00',
  maxFileMb: '100',
  acceptedTypes: ['application/pdf', 'image/png'],
  fileCheckPrice: '5,50',
  countries: 'fr, BE',
};

describe('the shop rules form’s posts', () => {
  test('sends the rules in the shop’s units, from the version read, and shows them saved', async () => {
    const saved = {
      tenant: 'fr',
      rules: {
        cart: { maxLines: 10, maxTaxedCents: 5_000_000 },
        uploads: { maxFileBytes: 104_857_600, acceptedTypes: ['application/pdf', 'image/png'] as const },
        fileCheckPriceCents: 550,
        countries: ['FR', 'BE'],
      },
      version: 4,
    };
    const saveShopRules = vi.fn(async () => ok(saved));
    const { status, body } = await post(typed, { saveShopRules });
    expect(status).toBe(200);
    expect(saveShopRules).toHaveBeenCalledWith('staff-token', 'fr', { rules: saved.rules, version: 3 });
    expect(body.notice).toBe('Les règles de la boutique fr sont enregistrées.');
    expect(body.values).toMatchObject({
      version: 4,
      maxLines: '10',
      maxTaxed: '50000.00',
      countries: 'FR, BE',
    });
  });

  test('wrong values are said at their fields in French, nothing is sent, and what was typed stays', async () => {
    const saveShopRules = vi.fn();
    const wrong = {
      ...typed,
      maxLines: '40',
      maxTaxed: 'beaucoup',
      acceptedTypes: [],
      countries: 'BE, XX',
    };
    const { status, body } = await post(wrong, { saveShopRules });
    expect(status).toBe(400);
    expect(saveShopRules).not.toHaveBeenCalled();
    expect(body.errors).toEqual({
      form: 'Certaines valeurs ne conviennent pas : rien n’a été enregistré.',
      maxLines: 'Saisissez une valeur entre 1 et 15.',
      maxTaxed: 'Saisissez un nombre.',
      acceptedTypes: 'Cochez au moins un type de fichier.',
      countries: 'La boutique ne peut pas livrer ce pays : XX.',
    });
    expect(body.values).toMatchObject({ maxLines: '40', maxTaxed: 'beaucoup', countries: 'BE, XX' });
  });

  test('the default country must stay served', async () => {
    const saveShopRules = vi.fn();
    const { status, body } = await post({ ...typed, countries: 'BE' }, { saveShopRules });
    expect(status).toBe(400);
    expect((body.errors as Record<string, string>).countries).toBe(
      'Le pays par défaut de la boutique (FR) doit rester livré.',
    );
    expect(saveShopRules).not.toHaveBeenCalled();
  });

  test('rules changed since they were read: 409, said above the form, what was typed kept', async () => {
    const conflict: DomainError = {
      kind: 'request.conflict',
      message: "The shop's rules changed since they were read: read them again",
    } as DomainError;
    const { status, body } = await post(typed, { saveShopRules: async () => err(conflict) });
    expect(status).toBe(409);
    expect((body.errors as Record<string, string>).form).toMatch(/^Ces règles ont été modifiées entre-temps/);
    expect(body.values).toMatchObject({ maxLines: '10', fileCheckPrice: '5,50', version: 3 });
  });

  test('a value the shop refuses comes back at its field', async () => {
    const invalid = {
      kind: 'request.invalid',
      message: 'The request is not valid',
      fieldErrors: [{ field: 'rules.uploads.maxFileBytes', message: 'Must be between 1024 and 209715200' }],
    } as unknown as DomainError;
    const { status, body } = await post(typed, { saveShopRules: async () => err(invalid) });
    expect(status).toBe(400);
    expect((body.errors as Record<string, string>).maxFileMb).toBe('Must be between 1024 and 209715200');
  });

  test('the defaults shown are the specification’s, in the units staff type', async () => {
    const { formValuesOf } = await import('../../features/admin/shop-rules-form.js');
    expect(formValuesOf('fr', 1, DEFAULT_SHOP_RULES)).toEqual({
      tenant: 'fr',
      version: 1,
      maxLines: '15',
      maxTaxed: '100000.00',
      maxFileMb: '200',
      acceptedTypes: ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'],
      fileCheckPrice: '4.90',
      countries: 'FR, BE, LU, MC, CH',
    });
  });
});
