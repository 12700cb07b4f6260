import type { StockSeed } from './stock-store.js';

/**
 * The demo shop's stock of blank envelopes, by format and paper (`{}`: any other configuration
 * of the product, here the premium paper), with the deliveries expected, in days from the seed.
 */
export const DEMO_STOCK: readonly StockSeed[] = [
  { mcpSku: 'TIR-ENV', attributes: { format: 'dl', paper: 'blanc-90' }, onHand: 12_000, restocks: [] },
  {
    mcpSku: 'TIR-ENV',
    attributes: { format: 'dl', paper: 'kraft-90' },
    onHand: 800,
    restocks: [{ inDays: 9, quantity: 5_000 }],
  },
  { mcpSku: 'TIR-ENV', attributes: { format: 'c5', paper: 'blanc-90' }, onHand: 4_000, restocks: [] },
  {
    mcpSku: 'TIR-ENV',
    attributes: { format: 'c5', paper: 'kraft-90' },
    onHand: 0,
    restocks: [{ inDays: 15, quantity: 3_000 }],
  },
  { mcpSku: 'TIR-ENV', attributes: { format: 'c4', paper: 'blanc-90' }, onHand: 1_500, restocks: [] },
  { mcpSku: 'TIR-ENV', attributes: { format: 'c4', paper: 'kraft-90' }, onHand: 0, restocks: [] },
  { mcpSku: 'TIR-ENV', attributes: {}, onHand: 2_000, restocks: [] },
];
