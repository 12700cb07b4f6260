import {
  type ProductPageEvent,
  type ProductPageInput,
  productPageActors,
  productPageMachine,
} from '@tirage/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import type { Snapshot } from 'xstate';
import { usePorts } from '../../lib/ports-context.js';
import { rememberedPromoCode, rememberPromoCode } from '../../lib/remembered-promo.js';
import { fromTransferJson } from '../../lib/transfer-json.js';
import { ProductPageView } from './product-page-view.js';

/** A persisted product-page snapshot, as the server settled it. */
type PersistedProductPage = Snapshot<unknown> & { readonly context: { readonly input: ProductPageInput } };

/** The add-to-cart action's answer when the line was refused. */
interface AddToCartRefusal {
  readonly error: string;
}

/**
 * The product page in the browser: the flow carries on from the state the server priced it in
 * (`transfer`), on the browser's ports; adding to the cart posts the selection to the page's
 * action, which prices it on the server and puts it in the shopper's cart.
 */
export function ProductPage({
  transfer,
  title,
  locale,
  lineItemId,
}: {
  readonly transfer: string;
  readonly title: string;
  readonly locale: string;
  /** The cart line being edited, if any. */
  readonly lineItemId: string | undefined;
}) {
  const ports = usePorts();
  const logic = useMemo(() => productPageMachine.provide({ actors: productPageActors(ports) }), [ports]);
  // The state the page was rendered in; later loader answers do not reset what the shopper does.
  const persisted = useMemo(() => fromTransferJson<PersistedProductPage>(transfer), [transfer]);
  const actor = useActorRef(logic, { snapshot: persisted, input: persisted.context.input });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const ready = useSelector(actor, (snapshot) => snapshot.matches({ pipeline: 'ready' }));
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ pipeline: 'failed' }));
  const fetcher = useFetcher<AddToCartRefusal>();
  // The promo code typed for this variant earlier in the session; read once in the browser.
  const variant = context.configuration?.configurationGraph.variant;
  const [rememberedPromo, setRememberedPromo] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (variant !== undefined) setRememberedPromo(rememberedPromoCode(sessionStorage, variant));
  }, [variant]);
  const send = (event: ProductPageEvent) => {
    if (event.type === 'user.applyPromoCode' && variant !== undefined) {
      rememberPromoCode(sessionStorage, variant, event.code.trim());
    }
    actor.send(event);
  };
  const refusal = fetcher.state === 'idle' ? fetcher.data?.error : undefined;

  return (
    <ProductPageView
      title={title}
      state={{ context, ready, failed }}
      send={send}
      rememberedPromo={rememberedPromo}
      locale={locale}
      editing={lineItemId !== undefined}
      addToCart={{ busy: fetcher.state !== 'idle', error: refusal }}
      onAddToCart={() => {
        if (context.selection === undefined) return;
        fetcher.submit(
          {
            intent: 'addToCart',
            selection: JSON.stringify(context.selection),
            ...(lineItemId === undefined ? {} : { lineItemId }),
          },
          { method: 'post' },
        );
      }}
    />
  );
}
