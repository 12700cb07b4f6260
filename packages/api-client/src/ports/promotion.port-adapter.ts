import {
  checkPromoInput,
  ok,
  type PromoCodeCheck,
  type PromoDiscount,
  type PromotionPort,
  promoInputStatus,
} from '@tirage/domain';
import type * as z from 'zod';
import type { ApiClient } from '../client/api-client.js';
import { promocodeCheckInputRequestSchema, type promocodeDiscountSchema } from '../contract/promocode.js';
import { fromAnswer, moneyOf } from './answers.js';

const codeSchema = promocodeCheckInputRequestSchema.shape.code;

function discountOf(wire: z.output<typeof promocodeDiscountSchema>): PromoDiscount {
  return wire.kind === 'percent'
    ? { kind: 'percent', percent: wire.percent }
    : { kind: 'amount', amount: moneyOf(wire.amount) };
}

const unchecked = (code: string, status: PromoCodeCheck['status']) =>
  ok<PromoCodeCheck>({ code, status, discount: undefined });

export function createPromotionPort(client: ApiClient): PromotionPort {
  return {
    async checkPromoCode({ code: typed, mcpSku, variant, market }) {
      // Blank input is empty_value before any call; a code with characters no code has (the
      // contract's rule) is refused like any unknown code, without asking either.
      const normalised = checkPromoInput(typed);
      if (!normalised.ok) return unchecked('', 'empty_value');
      const code = normalised.value;
      if (!codeSchema.safeParse(code).success) return unchecked(code, 'generic_error');
      const answer = await client.call('promocode.checkInput', {
        body: {
          code,
          mcpSku,
          variant,
          currency: market.currency,
          country: market.country,
          zip: market.zipCode,
        },
      });
      return fromAnswer('promocode.checkInput', answer, (check) => {
        const status = promoInputStatus({
          isValid: check.isValid,
          ...(check.promocodeStatus === undefined ? {} : { promocodeStatus: check.promocodeStatus }),
        });
        return {
          code: check.code ?? code,
          status,
          // Only a valid code takes something off.
          discount: status === 'valid' && check.discount !== null ? discountOf(check.discount) : undefined,
          reason: status === 'valid' ? undefined : (check.refusalReason ?? undefined),
        };
      });
    },
  };
}
