import {
  checkDesignBrief,
  type DesignBriefInput,
  type DesignBriefProblem,
  designBriefText,
  type PriceDisplay,
  type ProductPageEvent,
  type ProductPageInput,
  productPageActors,
  productPageMachine,
} from '@tirage/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { Snapshot } from 'xstate';
import { usePorts } from '../../lib/ports-context.js';
import { priceDisplayCookie } from '../../lib/price-display.js';
import { chosenShopPromoCode, rememberedPromoCode, rememberPromoCode } from '../../lib/remembered-promo.js';
import { fromTransferJson } from '../../lib/transfer-json.js';
import { briefFieldId, DesignBriefForm } from './components/design-brief-form.js';
import { type OrderEditAnswer, OrderEditConfirmation } from './components/order-edit-confirmation.js';
import { SaveDesign } from './components/save-design.js';
import { ProductPageView } from './product-page-view.js';

/** A persisted product-page snapshot, as the server settled it. */
type PersistedProductPage = Snapshot<unknown> & { readonly context: { readonly input: ProductPageInput } };

/** The add-to-cart action's answer when the line was refused. */
interface AddToCartRefusal {
  readonly error: string;
}

/** The save-design action's answer: the design saved, or why it was not. */
type SaveDesignAnswer =
  | { readonly designSaved: { readonly id: string; readonly name: string } }
  | { readonly designError: string };

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
  design,
  orderEdit,
  designerOffered = false,
  initialBrief = {},
  priceDisplay = 'exclVat',
}: {
  readonly transfer: string;
  readonly title: string;
  readonly locale: string;
  /** The cart line being edited, if any. */
  readonly lineItemId: string | undefined;
  /** Whether the shopper may save the selection as a design, and where a guest logs in to. */
  readonly design: { readonly loggedIn: boolean; readonly loginPath: string };
  /** The order item being edited: where its order's detail is. */
  readonly orderEdit?: { readonly backPath: string } | undefined;
  /** The online designer lays this product out. */
  readonly designerOffered?: boolean;
  /** The brief of the cart line being edited, when it has the design service. */
  readonly initialBrief?: DesignBriefInput;
  /** How prices show first: the shopper's choice for the session, else their kind's default. */
  readonly priceDisplay?: PriceDisplay;
}) {
  // The designer's brief lives here while the page is open: switching artwork choices keeps it.
  const [brief, setBrief] = useState<DesignBriefInput>(initialBrief);
  const [briefProblems, setBriefProblems] = useState<readonly DesignBriefProblem[]>([]);
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
  // A code chosen on an offer's page applies once the page is priced, unless the page has a code
  // of its own (typed for this product earlier, or a loss leader's). Read in the browser only.
  const chosenApplied = useRef(false);
  useEffect(() => {
    // Never on a job being edited: its code is the one it was ordered or put in the cart with.
    if (
      !ready ||
      chosenApplied.current ||
      variant === undefined ||
      lineItemId !== undefined ||
      orderEdit !== undefined
    )
      return;
    chosenApplied.current = true;
    const chosen = chosenShopPromoCode(sessionStorage);
    if (chosen === undefined || context.promo.code !== '') return;
    if (rememberedPromoCode(sessionStorage, variant) !== undefined) return;
    // Applied as if typed: remembered for this product, and shown in its field.
    send({ type: 'user.applyPromoCode', code: chosen });
    setRememberedPromo(chosen);
  });
  const refusal = fetcher.state === 'idle' ? fetcher.data?.error : undefined;
  const designFetcher = useFetcher<SaveDesignAnswer>();
  const editFetcher = useFetcher<OrderEditAnswer>();
  const editAnswer = editFetcher.state === 'idle' ? editFetcher.data : undefined;
  const submitting = orderEdit === undefined ? fetcher.state !== 'idle' : editFetcher.state !== 'idle';
  const refused =
    orderEdit === undefined
      ? refusal
      : editAnswer !== undefined && 'orderEditError' in editAnswer
        ? editAnswer.orderEditError
        : undefined;
  const designAnswer = designFetcher.state === 'idle' ? designFetcher.data : undefined;

  return (
    <ProductPageView
      title={title}
      state={{ context, ready, failed }}
      send={send}
      rememberedPromo={rememberedPromo}
      locale={locale}
      editing={lineItemId !== undefined}
      designerOffered={designerOffered}
      priceDisplay={priceDisplay}
      onPriceDisplayChange={(display) => {
        // biome-ignore lint/suspicious/noDocumentCookie: a session cookie the server reads; no store API is needed for one value.
        document.cookie = priceDisplayCookie(display, window.location.protocol === 'https:');
      }}
      addToCart={{ busy: submitting, error: refused }}
      orderEdit={
        orderEdit === undefined
          ? undefined
          : {
              backPath: orderEdit.backPath,
              confirmation:
                editAnswer !== undefined && 'orderEdit' in editAnswer ? (
                  <OrderEditConfirmation
                    edit={editAnswer.orderEdit}
                    backPath={orderEdit.backPath}
                    busy={false}
                    error={undefined}
                  />
                ) : undefined,
            }
      }
      saveDesign={
        <SaveDesign
          loggedIn={design.loggedIn}
          loginPath={design.loginPath}
          defaultName={context.selection?.jobName.trim() || title}
          selection={JSON.stringify(context.selection ?? null)}
          disabled={!ready || context.selection === undefined}
          state={{
            busy: designFetcher.state !== 'idle',
            error:
              designAnswer !== undefined && 'designError' in designAnswer
                ? designAnswer.designError
                : undefined,
            savedName:
              designAnswer !== undefined && 'designSaved' in designAnswer
                ? designAnswer.designSaved.name
                : undefined,
          }}
          onSave={(name) => {
            if (context.selection === undefined) return;
            designFetcher.submit(
              { intent: 'saveDesign', name, selection: JSON.stringify(context.selection) },
              { method: 'post' },
            );
          }}
        />
      }
      designBrief={<DesignBriefForm value={brief} problems={briefProblems} onChange={setBrief} />}
      onAddToCart={() => {
        if (context.selection === undefined) return;
        // The design service needs its brief: checked here first, so nothing is sent without it.
        let briefText: string | undefined;
        if (context.selection.uploadType === 'hds') {
          const checked = checkDesignBrief(brief);
          setBriefProblems(checked.ok ? [] : checked.error);
          if (!checked.ok) {
            document.getElementById(briefFieldId(checked.error[0]?.field))?.focus();
            return;
          }
          briefText = designBriefText(checked.value);
        }
        if (orderEdit !== undefined) {
          editFetcher.submit(
            {
              intent: 'editOrderItem',
              selection: JSON.stringify(context.selection),
              ...(briefText === undefined ? {} : { designBrief: briefText }),
            },
            { method: 'post' },
          );
          return;
        }
        fetcher.submit(
          {
            intent: 'addToCart',
            selection: JSON.stringify(context.selection),
            ...(briefText === undefined ? {} : { designBrief: briefText }),
            ...(lineItemId === undefined ? {} : { lineItemId }),
          },
          { method: 'post' },
        );
      }}
    />
  );
}
