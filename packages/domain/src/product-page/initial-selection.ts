import { type InitError, initError } from '../errors/errors.js';
import type {
  ProductConfiguration,
  ProductSelection,
  SelectionDraft,
  SelectionSource,
  StoredSelectionSource,
} from '../model/product.js';
import type { LossLeaderInfo } from '../ports/content.port.js';
import type { LineSelection } from '../product/line-change.js';
import { keepValidArtworks } from '../product/multi-artwork.js';
import { validateQuantity } from '../quantity/quantity.js';
import { assertNever, err, ok, type Result } from '../shared/result.js';
import { decodeBase64UrlJson } from '../support/base64url.js';

/** The selection the configuration opens with. */
export function defaultSelection(configuration: ProductConfiguration): ProductSelection {
  const customization = configuration.productCustomization;
  const selectedAttributes: Record<string, string> = {};
  for (const attribute of configuration.attributes) {
    selectedAttributes[attribute.key] =
      customization.selectedAttributes[attribute.key] ?? attribute.selectedValue;
  }
  return {
    selectedAttributes,
    quantity: customization.selectedQuantityModel.defaultValue,
    deliveryOption: customization.selectedPriority,
    productionTime: customization.selectedProductionTime,
    uploadType: customization.selectedProductFileFlow.upload,
    fileCheck: customization.selectedProductFileFlow.fileCheck,
    jobName: '',
    artworks: [],
    promoCode: undefined,
    designId: undefined,
  };
}

/** True when the attribute exists and the value is one of its options. */
export function isOfferedValue(configuration: ProductConfiguration, key: string, value: string): boolean {
  return configuration.attributes.some(
    (attribute) => attribute.key === key && attribute.options.some((option) => option.value === value),
  );
}

/**
 * A draft laid over the default selection. Only offered attribute values, a quantity valid for
 * the quantity rule and a known production time are kept; anything else stays at its default.
 */
export function resolveSelection(
  configuration: ProductConfiguration,
  draft: SelectionDraft,
): ProductSelection {
  const defaults = defaultSelection(configuration);
  const selectedAttributes: Record<string, string> = { ...defaults.selectedAttributes };
  for (const [key, value] of Object.entries(draft.selectedAttributes ?? {})) {
    if (isOfferedValue(configuration, key, value)) selectedAttributes[key] = value;
  }
  const quantity =
    draft.quantity === undefined
      ? undefined
      : validateQuantity(draft.quantity, configuration.priceOptions.quantityRule);
  const productionTime = configuration.productionTimes.some((time) => time.key === draft.productionTime)
    ? draft.productionTime
    : undefined;
  return {
    selectedAttributes,
    quantity: quantity?.ok ? quantity.value : defaults.quantity,
    deliveryOption: draft.deliveryOption ?? defaults.deliveryOption,
    productionTime: productionTime ?? defaults.productionTime,
    uploadType: draft.uploadType ?? defaults.uploadType,
    fileCheck: draft.fileCheck ?? defaults.fileCheck,
    jobName: draft.jobName ?? defaults.jobName,
    artworks: keepValidArtworks(draft.artworks ?? []),
    promoCode: draft.promoCode ?? defaults.promoCode,
    designId: draft.designId,
  };
}

/**
 * The selection a loss leader's offer opens the product page with: its attributes, quantity,
 * production time and delivery speed, and its promotion's code. An offer for another product than
 * the page's is no offer of this page: 'No loss leader key found'.
 */
export function lossLeaderSelection(
  offer: LossLeaderInfo,
  productConfigurationId: string | undefined,
): Result<SelectionDraft, InitError> {
  if (productConfigurationId !== undefined && offer.productConfigurationId !== productConfigurationId) {
    return err(initError.noLossLeaderKey());
  }
  return ok({
    selectedAttributes: offer.selectedAttributes,
    quantity: offer.quantity,
    productionTime: offer.productionTime,
    deliveryOption: offer.selectedPriority,
    ...(offer.promoCode === undefined ? {} : { promoCode: offer.promoCode }),
  });
}

/** The part of a selection that decides whether an edited line item changed. */
export function toLineSelection(selection: ProductSelection): LineSelection {
  return {
    selectedAttributes: selection.selectedAttributes,
    quantity: selection.quantity,
    uploadType: selection.uploadType,
    deliveryOption: selection.deliveryOption,
    fileCheck: selection.fileCheck,
  };
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the JSON of a preconfigured-product link: `selectedAttributes` (string values) is
 * required; `quantity`, `selectedPriority` and `selectedProductionTime` are optional.
 */
export function parsePreconfiguredSelection(value: unknown): SelectionDraft | undefined {
  if (!isRecord(value) || !isRecord(value.selectedAttributes)) return undefined;
  const selectedAttributes: Record<string, string> = {};
  for (const [key, attribute] of Object.entries(value.selectedAttributes)) {
    if (typeof attribute !== 'string') return undefined;
    selectedAttributes[key] = attribute;
  }
  const { quantity, selectedPriority, selectedProductionTime } = value;
  return {
    selectedAttributes,
    ...(typeof quantity === 'number' ? { quantity } : {}),
    ...(typeof selectedPriority === 'string' ? { deliveryOption: selectedPriority } : {}),
    ...(typeof selectedProductionTime === 'string' ? { productionTime: selectedProductionTime } : {}),
  };
}

/** Decodes the base64url JSON of a preconfigured-product link. */
export function decodePreconfigured(encoded: string | undefined): Result<SelectionDraft, InitError> {
  if (encoded === undefined || encoded === '') return err(initError.missingPreconfiguredUrl());
  const decoded = decodeBase64UrlJson(encoded);
  const draft = decoded.ok ? parsePreconfiguredSelection(decoded.value) : undefined;
  return draft === undefined ? err(initError.noCustomSelection()) : ok(draft);
}

/** True for the sources whose selection must be loaded through the selection-source port. */
export function isStoredSource(source: SelectionSource): source is StoredSelectionSource {
  switch (source.kind) {
    case 'default':
    case 'preconfigured':
      return false;
    case 'cartLine':
    case 'orderItem':
    case 'shortKey':
    case 'design':
    case 'lossLeader':
      return true;
    default:
      return assertNever(source, 'selection source');
  }
}

/** The first selection of the page, and the stored line when a line or an order item is edited. */
export interface InitialSelection {
  readonly selection: ProductSelection;
  readonly storedLine: LineSelection | undefined;
}

/**
 * Builds the first selection from its source. `loaded` is what the selection-source port gave
 * for a stored source (ignored otherwise). The stored line keeps the stored quantity as it was,
 * so a quantity that no longer fits the rule counts as a change.
 */
export function initialSelection(
  configuration: ProductConfiguration,
  source: SelectionSource,
  loaded: SelectionDraft | undefined,
): Result<InitialSelection, InitError> {
  switch (source.kind) {
    case 'default':
      return ok({ selection: defaultSelection(configuration), storedLine: undefined });
    case 'preconfigured': {
      const draft = decodePreconfigured(source.encoded);
      if (!draft.ok) return draft;
      return ok({ selection: resolveSelection(configuration, draft.value), storedLine: undefined });
    }
    case 'shortKey':
    case 'design':
      if (loaded === undefined) return err(initError.noCustomSelection());
      return ok({ selection: resolveSelection(configuration, loaded), storedLine: undefined });
    case 'lossLeader':
      if (loaded === undefined) return err(initError.noLossLeaderKey());
      return ok({ selection: resolveSelection(configuration, loaded), storedLine: undefined });
    case 'cartLine':
    case 'orderItem': {
      if (loaded === undefined) return err(initError.noCustomSelection());
      const selection = resolveSelection(configuration, loaded);
      const storedLine = toLineSelection({ ...selection, quantity: loaded.quantity ?? selection.quantity });
      return ok({ selection, storedLine });
    }
    default:
      return assertNever(source, 'selection source');
  }
}
