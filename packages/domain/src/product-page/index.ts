export { checkConfiguration, quantitiesToQuote, visibleAttributes } from './configuration.js';
export {
  checkDesignBrief,
  DESIGN_BRIEF_LIMITS,
  DESIGN_STYLE_LABELS,
  DESIGN_STYLES,
  type DesignBrief,
  type DesignBriefField,
  type DesignBriefInput,
  type DesignBriefProblem,
  type DesignStyle,
  designBriefText,
  parseDesignBrief,
} from './design-brief.js';
export {
  decodePreconfigured,
  defaultSelection,
  type InitialSelection,
  initialSelection,
  isOfferedValue,
  isStoredSource,
  lossLeaderSelection,
  parsePreconfiguredSelection,
  resolveSelection,
  toLineSelection,
} from './initial-selection.js';
export { type LineItemDraftInput, lineItemDraftFor } from './line-item-draft.js';
export { type ProductPagePorts, productPageActors } from './product-page.actors.js';
export {
  type LoadingFlags,
  type ProductPageContext,
  type ProductPageEvent,
  type ProductPageInput,
  type PromoState,
  productPageMachine,
} from './product-page.machine.js';
export {
  checkArrivalDates,
  checkQuote,
  deliveriesFor,
  promisedArrivalDate,
  type QuoteChoice,
  type QuotedSelection,
  reselectDeliveryOption,
  reselectQuantity,
} from './quote-selection.js';
export {
  type CartContext,
  type ChargedService,
  chargedServices,
  computeRecap,
  type Recap,
  type RecapInput,
  type RecapLine,
} from './recap.js';
export {
  editsStoredJob,
  type QueryValues,
  SELECTION_QUERY,
  selectionQueryOf,
  selectionSourceFromQuery,
} from './selection-query.js';
