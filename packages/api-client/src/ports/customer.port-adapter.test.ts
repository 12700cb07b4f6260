import { address } from '@tirage/domain/testing';
import { describe, expect, it } from 'vitest';
import { failure } from '../client/test-support/fake-fetch.js';
import { portsOn, sentTo } from './test-support/port-fixtures.js';

const eur = (cents: number) => ({ cents, currency: 'EUR' });

/** Camille Durand's shipping address, as the profile of the route examples holds it. */
const shippingAddress = address({
  id: 'addr-1',
  type: 'shipping',
  firstName: 'Camille',
  lastName: 'Durand',
  company: 'Atelier Durand',
  phone: '+33 1 23 45 67 89',
});

describe('the customer port', () => {
  it('registers with the server code of the category, and answers nothing', async () => {
    const { ports, requests } = portsOn();
    const registered = await ports.customer.register({
      email: 'camille@atelier-durand.fr',
      password: 'correct horse',
      newsletter: true,
      category: 'company',
    });
    expect(registered).toEqual({ ok: true, value: undefined });
    expect(sentTo(requests, 'customer.create')[0]?.body).toEqual({
      email: 'camille@atelier-durand.fr',
      password: 'correct horse',
      newsletter: true,
      user_category: 1,
    });
  });

  it('reads the profile in the domain words: category, subscription, premium, wallet in hundredths', async () => {
    const { ports } = portsOn();
    expect(await ports.customer.getProfile()).toEqual({
      ok: true,
      value: {
        id: 'cus-1',
        email: 'camille@atelier-durand.fr',
        firstName: 'Camille',
        lastName: 'Durand',
        externalId: 'ERP-4411',
        company: 'Atelier Durand',
        vatNumber: 'FR12345678901',
        premium: { premium: false },
        metadata: { userCategory: 'company', subscribed: true, newClient: true },
        addresses: {
          shippingAddresses: [{ ...shippingAddress }],
          billingAddresses: [{ ...shippingAddress, id: 'addr-2', type: 'billing' }],
          defaultShippingAddressId: 'addr-1',
          defaultBillingAddressId: 'addr-2',
        },
        hasWallet: true,
        walletCredit: eur(5_000),
      },
    });
  });

  it('sends only the profile fields that change; an empty change reads the profile', async () => {
    const { ports, requests } = portsOn();
    await ports.customer.updateProfile({ lastName: 'Martin', category: 'private', subscribed: false });
    await ports.customer.updateProfile({ company: 'Atelier Martin', vatNumber: null });
    const unchanged = await ports.customer.updateProfile({});
    expect(sentTo(requests, 'customer.update').map((request) => request.body)).toEqual([
      { lastName: 'Martin', user_category: 2, newsletter: false },
      { company: 'Atelier Martin', vatNumber: null },
    ]);
    expect(sentTo(requests, 'customer.get')).toHaveLength(1);
    expect(unchanged.ok && unchanged.value.id).toBe('cus-1');
  });

  it('sends addresses without the fields left empty, with the cart they also go to', async () => {
    const { ports, requests } = portsOn();
    const { id: _id, ...typed } = shippingAddress;
    await ports.customer.addAddress(typed, { cartId: 'cart-1' });
    await ports.customer.updateAddress({ ...shippingAddress, city: 'Lyon' });
    await ports.customer.setDefaultAddress('billing', 'addr-2', { cartId: 'cart-1' });
    await ports.customer.deleteAddress('shipping', 'addr-1');
    const fields = {
      country: 'FR',
      postalCode: '75011',
      firstName: 'Camille',
      lastName: 'Durand',
      company: 'Atelier Durand',
      street: '12 rue Oberkampf',
      city: 'Paris',
      phone: '+33 1 23 45 67 89',
    };
    expect(sentTo(requests, 'customer.addAddress')[0]?.body).toEqual({
      type: 'shipping',
      cartId: 'cart-1',
      ...fields,
    });
    expect(sentTo(requests, 'customer.updateAddress')[0]?.body).toEqual({
      id: 'addr-1',
      type: 'shipping',
      ...fields,
      city: 'Lyon',
    });
    expect(sentTo(requests, 'customer.setDefaultAddress')[0]?.body).toEqual({
      type: 'billing',
      id: 'addr-2',
      cartId: 'cart-1',
    });
    const [deleted] = sentTo(requests, 'customer.deleteAddress');
    expect(Object.fromEntries(new URL(deleted?.url ?? '').searchParams)).toEqual({
      type: 'shipping',
      id: 'addr-1',
    });
  });

  it('asks for a password-reset mail, sets the new password with the token, unsubscribes, as guests', async () => {
    const { ports, requests } = portsOn({}, { initialTokens: null });
    expect(await ports.customer.requestPasswordReset('camille@atelier-durand.fr')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await ports.customer.resetPassword({ token: 'tok-123', password: 'a new long password' })).toEqual(
      {
        ok: true,
        value: undefined,
      },
    );
    expect(await ports.customer.unsubscribeNewsletter('eyJ.abc.def')).toEqual({ ok: true, value: undefined });
    expect(sentTo(requests, 'customer.requestPasswordReset')[0]?.body).toEqual({
      email: 'camille@atelier-durand.fr',
    });
    expect(sentTo(requests, 'customer.confirmPasswordReset')[0]?.body).toEqual({
      token: 'tok-123',
      password: 'a new long password',
    });
    expect(sentTo(requests, 'customer.unsubscribeNewsletter')[0]?.body).toEqual({ token: 'eyJ.abc.def' });
    expect(requests.every((request) => request.headers.get('authorization') === null)).toBe(true);
  });

  it('says that a reset link is no longer good with the server kind, and a throttled request as too many attempts', async () => {
    const { ports } = portsOn({
      'customer.confirmPasswordReset': failure(400, 'This password-reset link is not valid', {
        kind: 'passwordReset.invalidToken',
      }),
      'customer.requestPasswordReset': failure(429, 'Too many password-reset requests, try again later', {
        kind: 'passwordReset.throttled',
      }),
    });
    expect(await ports.customer.resetPassword({ token: 'used', password: 'a new long password' })).toEqual({
      ok: false,
      error: {
        kind: 'request.invalid',
        message: 'This password-reset link is not valid',
        reason: 'passwordReset.invalidToken',
        fieldErrors: [],
      },
    });
    expect(await ports.customer.requestPasswordReset('camille@atelier-durand.fr')).toEqual({
      ok: false,
      error: {
        kind: 'request.tooManyAttempts',
        message: 'Too many password-reset requests, try again later',
        reason: 'passwordReset.throttled',
      },
    });
  });

  it('keeps refusals the domain has no word for as the kind of their status, with the server kind', async () => {
    const { ports } = portsOn({
      'customer.create': failure(409, 'This email is already registered', { kind: 'customer.email_taken' }),
    });
    expect(
      await ports.customer.register({
        email: 'a@b.fr',
        password: 'correct horse',
        newsletter: false,
        category: 'private',
      }),
    ).toEqual({
      ok: false,
      error: {
        kind: 'request.conflict',
        message: 'This email is already registered',
        reason: 'customer.email_taken',
      },
    });
  });
});
