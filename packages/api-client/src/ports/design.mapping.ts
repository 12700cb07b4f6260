import type { DesignSelection, SavedDesign } from '@tirage/domain';
import type * as z from 'zod';
import type { savedDesignSchema } from '../contract/design.js';
import type { productCustomConfigSchema } from '../contract/product.js';
import { instantOf, orUndefined } from './answers.js';

type WireConfig = z.output<typeof productCustomConfigSchema>;
type WireDesign = z.output<typeof savedDesignSchema>;

/**
 * A saved selection as the wire writes it (a design's, or a short key's) in the product page's
 * terms: `selectedPriority` is the delivery option; what it leaves out opens on its default.
 */
export function selectionOfConfig(config: WireConfig): DesignSelection {
  return {
    selectedAttributes: config.selectedAttributes,
    ...(config.quantity === undefined ? {} : { quantity: config.quantity }),
    ...(config.productionTime === undefined ? {} : { productionTime: config.productionTime }),
    ...(config.selectedPriority === undefined ? {} : { deliveryOption: config.selectedPriority }),
    ...(config.uploadType === undefined ? {} : { uploadType: config.uploadType }),
    ...(config.fileCheck === undefined ? {} : { fileCheck: config.fileCheck }),
    ...(config.jobName === undefined ? {} : { jobName: config.jobName }),
  };
}

/** The reverse of `selectionOfConfig`. */
export function configOfSelection(selection: DesignSelection): WireConfig {
  return {
    selectedAttributes: selection.selectedAttributes,
    ...(selection.quantity === undefined ? {} : { quantity: selection.quantity }),
    ...(selection.productionTime === undefined ? {} : { productionTime: selection.productionTime }),
    ...(selection.deliveryOption === undefined ? {} : { selectedPriority: selection.deliveryOption }),
    ...(selection.uploadType === undefined ? {} : { uploadType: selection.uploadType }),
    ...(selection.fileCheck === undefined ? {} : { fileCheck: selection.fileCheck }),
    ...(selection.jobName === undefined ? {} : { jobName: selection.jobName }),
  };
}

export function savedDesignOf(wire: WireDesign): SavedDesign {
  return {
    id: wire.id,
    name: wire.name,
    productConfigurationId: wire.productConfigurationId,
    productName: wire.productName,
    productPath: orUndefined(wire.productPath),
    imageUrl: orUndefined(wire.imageUrl),
    selection: selectionOfConfig(wire.config),
    createdAt: instantOf(wire.createdAt),
    updatedAt: instantOf(wire.updatedAt),
  };
}
