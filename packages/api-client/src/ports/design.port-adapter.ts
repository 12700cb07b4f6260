import { type DesignPort, type DomainError, err } from '@tirage/domain';
import type { ApiClient } from '../client/api-client.js';
import { designIdParamsSchema } from '../contract/design.js';
import { fromAnswer } from './answers.js';
import { configOfSelection, savedDesignOf } from './design.mapping.js';

/** What the server answers for an id that names none of the customer's designs. */
const designNotFound = (): DomainError => ({
  kind: 'request.notFound',
  message: 'Design not found',
  reason: 'design.notFound',
});

/** An id no design can have (empty, absurdly long) is known missing without asking. */
const impossibleId = (id: string) => !designIdParamsSchema.safeParse({ id }).success;

export function createDesignPort(client: ApiClient): DesignPort {
  return {
    async list() {
      return fromAnswer('design.list', await client.call('design.list'), ({ designs }) =>
        designs.map(savedDesignOf),
      );
    },

    async get(designId) {
      if (impossibleId(designId)) return err(designNotFound());
      const answer = await client.call('design.get', { params: { id: designId } });
      return fromAnswer('design.get', answer, savedDesignOf);
    },

    async save({ name, productConfigurationId, selection }) {
      const answer = await client.call('design.save', {
        body: { name, productConfigurationId, config: configOfSelection(selection) },
      });
      return fromAnswer('design.save', answer, savedDesignOf);
    },

    async rename(designId, name) {
      if (impossibleId(designId)) return err(designNotFound());
      const answer = await client.call('design.rename', { params: { id: designId }, body: { name } });
      return fromAnswer('design.rename', answer, savedDesignOf);
    },

    async remove(designId) {
      if (impossibleId(designId)) return err(designNotFound());
      const answer = await client.call('design.delete', { params: { id: designId } });
      return fromAnswer('design.delete', answer, () => undefined);
    },
  };
}
