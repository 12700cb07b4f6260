import { type CustomerPort, userCategoryToCode } from '@tirage/domain';
import type { ApiClient } from '../client/api-client.js';
import { fromAnswer } from './answers.js';
import { addressFieldsToWire, customerOf } from './customer.mapping.js';

/** The open cart an address change is also applied to, when the caller names one. */
const cartLink = (link: { readonly cartId?: string } | undefined) =>
  link?.cartId === undefined ? {} : { cartId: link.cartId };

export function createCustomerPort(client: ApiClient): CustomerPort {
  const getProfile = async () => fromAnswer('customer.get', await client.call('customer.get'), customerOf);
  return {
    async register(registration) {
      const answer = await client.call('customer.create', {
        body: {
          email: registration.email,
          password: registration.password,
          newsletter: registration.newsletter,
          user_category: userCategoryToCode(registration.category),
        },
      });
      return fromAnswer('customer.create', answer, () => undefined);
    },

    getProfile,

    async updateProfile(update) {
      const body = {
        ...(update.firstName === undefined ? {} : { firstName: update.firstName }),
        ...(update.lastName === undefined ? {} : { lastName: update.lastName }),
        ...(update.email === undefined ? {} : { email: update.email }),
        ...(update.category === undefined ? {} : { user_category: userCategoryToCode(update.category) }),
        ...(update.subscribed === undefined ? {} : { newsletter: update.subscribed }),
        ...(update.company === undefined ? {} : { company: update.company }),
        ...(update.vatNumber === undefined ? {} : { vatNumber: update.vatNumber }),
      };
      // The contract refuses an update that changes nothing; the profile as it is answers it.
      if (Object.keys(body).length === 0) return getProfile();
      return fromAnswer('customer.update', await client.call('customer.update', { body }), customerOf);
    },

    async addAddress(address, link) {
      const answer = await client.call('customer.addAddress', {
        body: { type: address.type, ...cartLink(link), ...addressFieldsToWire(address) },
      });
      return fromAnswer('customer.addAddress', answer, customerOf);
    },

    async updateAddress(address, link) {
      // Every field is sent; an optional field the shopper emptied cannot be cleared (the wire has
      // no null for it), it keeps its value.
      const answer = await client.call('customer.updateAddress', {
        body: { id: address.id, type: address.type, ...cartLink(link), ...addressFieldsToWire(address) },
      });
      return fromAnswer('customer.updateAddress', answer, customerOf);
    },

    async deleteAddress(type, addressId) {
      const answer = await client.call('customer.deleteAddress', { query: { type, id: addressId } });
      return fromAnswer('customer.deleteAddress', answer, customerOf);
    },

    async setDefaultAddress(type, addressId, link) {
      const answer = await client.call('customer.setDefaultAddress', {
        body: { type, id: addressId, ...cartLink(link) },
      });
      return fromAnswer('customer.setDefaultAddress', answer, customerOf);
    },

    async requestPasswordReset(email) {
      const answer = await client.call('customer.requestPasswordReset', { body: { email } });
      return fromAnswer('customer.requestPasswordReset', answer, () => undefined);
    },

    async resetPassword(reset) {
      const answer = await client.call('customer.confirmPasswordReset', {
        body: { token: reset.token, password: reset.password },
      });
      return fromAnswer('customer.confirmPasswordReset', answer, () => undefined);
    },

    async unsubscribeNewsletter(token) {
      const answer = await client.call('customer.unsubscribeNewsletter', { body: { token } });
      return fromAnswer('customer.unsubscribeNewsletter', answer, () => undefined);
    },
  };
}
