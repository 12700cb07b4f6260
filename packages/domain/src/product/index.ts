export { hasLineChanged, type LineSelection } from './line-change.js';
export {
  artworkLabels,
  artworksCoverQuantity,
  DEFAULT_LABELS_PER_ROLL,
  DEFAULT_ROLLS,
  keepValidArtworks,
  type MultiArtworkEntry,
  newArtworkEntry,
  totalArtworkLabels,
} from './multi-artwork.js';
export { type Inventory, type Restock, type StockStatus, stockStatus } from './stock.js';
export { fileCheckApplies, UPLOAD_TYPES, type UploadType } from './upload-type.js';
