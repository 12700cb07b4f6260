import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../shared/result.js';
import { fakeQuote } from './test-support/fixtures.js';
import { ready, settled, start } from './test-support/harness.js';

// The checks of the page, counted: each answer must be checked once, not once per guard and action.
vi.mock('./quote-selection.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./quote-selection.js')>();
  return {
    ...original,
    checkQuote: vi.fn(original.checkQuote),
    checkArrivalDates: vi.fn(original.checkArrivalDates),
  };
});
vi.mock('./initial-selection.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./initial-selection.js')>();
  return { ...original, initialSelection: vi.fn(original.initialSelection) };
});
vi.mock('./configuration.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./configuration.js')>();
  return { ...original, checkConfiguration: vi.fn(original.checkConfiguration) };
});

const { checkArrivalDates, checkQuote } = await import('./quote-selection.js');
const { initialSelection } = await import('./initial-selection.js');
const { checkConfiguration } = await import('./configuration.js');

describe('product page: each answer is checked once', () => {
  beforeEach(() => {
    vi.mocked(checkQuote).mockClear();
    vi.mocked(checkArrivalDates).mockClear();
    vi.mocked(initialSelection).mockClear();
    vi.mocked(checkConfiguration).mockClear();
  });

  it('from the default selection to ready', async () => {
    const { page } = start();
    await ready(page);
    expect(checkConfiguration).toHaveBeenCalledTimes(1);
    expect(initialSelection).toHaveBeenCalledTimes(1);
    expect(checkQuote).toHaveBeenCalledTimes(1);
    expect(checkArrivalDates).toHaveBeenCalledTimes(1);
  });

  it('for an edited line, and for answers the page refuses', async () => {
    const edited = start({}, { kind: 'cartLine', lineId: 'l1' });
    await ready(edited.page);
    expect(initialSelection).toHaveBeenCalledTimes(1);

    vi.mocked(checkQuote).mockClear();
    const refused = start({ quotePrices: async (request) => ok({ ...fakeQuote(request), priceSets: [] }) });
    expect((await settled(refused.page)).context.errors['price-quote']?.kind).toBe('quote.emptyPrices');
    expect(checkQuote).toHaveBeenCalledTimes(1);

    vi.mocked(checkArrivalDates).mockClear();
    const undated = start({ loadDeliveries: async () => ok([]) });
    expect((await settled(undated.page)).context.errors.deliveries?.kind).toBe('quote.noArrivalDates');
    expect(checkArrivalDates).toHaveBeenCalledTimes(1);
  });
});
