import type { FieldError, LineItemInput } from '@tirage/api-client/contract';
import { type CatalogProduct, designLayoutOf, samePrintFormat } from '@tirage/domain';
import type { Queryable } from '../db/database.js';
import { type DesignOwner, findDesignDocument } from './design-document-store.js';

const PATH = 'merchantInfo.designId';

/**
 * Why a line may not name the design it names, or nothing when it may: the design must be the
 * artwork of a job made online (`dex`), belong to whoever owns the cart (the guest by anonymous
 * id, or the customer), be made on the line's product, and be laid out on the format the line's
 * priced attributes make (an A5 design is not an A4 flyer's artwork).
 */
export async function lineDesignProblem(
  q: Queryable,
  input: LineItemInput,
  product: CatalogProduct,
  owner: DesignOwner | undefined,
): Promise<FieldError | undefined> {
  const designId = input.merchantInfo.designId;
  if (designId === undefined) return undefined;
  if (input.merchantInfo.selectedUploadType !== 'dex') {
    return { path: PATH, message: 'Only a job whose artwork is made online (dex) names a design' };
  }
  const design =
    owner === undefined
      ? undefined
      : await findDesignDocument(q, { tenantCode: owner.tenantCode, customerId: owner.customerId }, designId);
  if (
    design === undefined ||
    (owner?.anonymousId !== undefined && design.anonymousId !== owner.anonymousId)
  ) {
    return { path: PATH, message: 'Not one of your designs' };
  }
  if (design.productId !== product.id) {
    return { path: PATH, message: `The design is made for another product (${design.productId})` };
  }
  const layout = designLayoutOf(product, input.productConfig.selectedAttributes);
  if (!layout.ok || !samePrintFormat(layout.value.format, design.document.format)) {
    return { path: PATH, message: 'The design is made for another format: open it in the designer again' };
  }
  return undefined;
}

/** Whose designs a cart's lines may name: its customer's, or its guest's. */
export function cartDesignOwner(cart: {
  readonly tenantCode: string;
  readonly customerId: string | null;
  readonly anonymousId: string | null;
}): DesignOwner | undefined {
  if (cart.customerId !== null) return { tenantCode: cart.tenantCode, customerId: cart.customerId };
  if (cart.anonymousId !== null) return { tenantCode: cart.tenantCode, anonymousId: cart.anonymousId };
  return undefined;
}
