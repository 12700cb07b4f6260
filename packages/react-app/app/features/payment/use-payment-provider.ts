import type { PaymentClientToken } from '@tirage/domain';
import { useEffect, useState } from 'react';
import type { PaymentProviderClient, PaymentProviderFactory } from './provider/payment-provider.js';

/** The card provider's client as the payment screen sees it: loading (and before hydration), ready, or not to be had. */
export type ProviderState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly client: PaymentProviderClient }
  | { readonly status: 'unavailable' };

/**
 * Loads the provider's client once the page runs in the browser (never on the server): card
 * fields and PayPal need it; nothing is loaded when neither is offered.
 */
export function usePaymentProvider(
  token: PaymentClientToken | undefined,
  load: PaymentProviderFactory,
  wanted: boolean,
): ProviderState {
  const [state, setState] = useState<ProviderState>({ status: 'loading' });
  // The page's first token serves it throughout: the screen's data is read again after a refused
  // attempt, and the card fields must not be drawn again for a new token then.
  const [first] = useState(token);
  const provider = first?.provider;
  const clientToken = first?.clientToken;
  useEffect(() => {
    if (!wanted) return;
    if (provider === undefined || clientToken === undefined) {
      setState({ status: 'unavailable' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    load({ provider, clientToken }).then(
      (client) => {
        if (live) setState({ status: 'ready', client });
      },
      () => {
        if (live) setState({ status: 'unavailable' });
      },
    );
    return () => {
      live = false;
    };
  }, [provider, clientToken, load, wanted]);
  return state;
}
