import { type InitError, initError } from '../errors/errors.js';
import type { FeatureAttribute, ProductConfiguration } from '../model/product.js';
import { quantityOptions, withFreeQuantity } from '../quantity/quantity.js';
import { err, ok, type Result } from '../shared/result.js';

/**
 * A loaded configuration the page can work with. No data at all is
 * 'No data retrieved from product configuration.' (the page goes into maintenance), one without
 * attributes is 'Product configuration is empty!', one without production times is
 * 'validProductionTimes configuration is empty!'.
 */
export function checkConfiguration(
  configuration: ProductConfiguration | undefined,
): Result<ProductConfiguration, InitError> {
  if (configuration === undefined) return err(initError.noConfigurationData());
  if (configuration.attributes.length === 0) return err(initError.emptyConfiguration());
  if (configuration.productionTimes.length === 0) return err(initError.emptyProductionTimes());
  return ok(configuration);
}

/**
 * The quantities to quote: the configured list (or, when empty, the options of the quantity
 * rule), plus the shopper's own quantity in free quantity mode.
 */
export function quantitiesToQuote(
  configuration: ProductConfiguration,
  selectedQuantity: number,
): readonly number[] {
  const model = configuration.productCustomization.selectedQuantityModel;
  const offered =
    model.list.length > 0 ? model.list : quantityOptions(configuration.priceOptions.quantityRule);
  return model.mode === 'free' ? withFreeQuantity(offered, selectedQuantity) : offered;
}

/** The attributes a shopper chooses and sees: hidden ones left out, in the catalogue's sort order. */
export function visibleAttributes(attributes: readonly FeatureAttribute[]): readonly FeatureAttribute[] {
  return attributes.filter((attribute) => !attribute.hidden).toSorted((a, b) => a.sortIndex - b.sortIndex);
}
