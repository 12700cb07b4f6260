import { t } from '../../../i18n/translate.js';
import type { BankTransferView } from '../payment-views.js';

/** Where to send a bank transfer: the account, the reference that ties it to the order, the amount. */
export function BankTransferInstructions({ instructions }: { readonly instructions: BankTransferView }) {
  return (
    <section className="bank-transfer-instructions" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title">{t('bankTransfer.title')}</h2>
      <dl>
        <div>
          <dt>{t('bankTransfer.holder')}</dt>
          <dd>{instructions.accountHolder}</dd>
        </div>
        <div>
          <dt>{t('bankTransfer.iban')}</dt>
          <dd className="bank-transfer-code">{instructions.iban}</dd>
        </div>
        <div>
          <dt>{t('bankTransfer.bic')}</dt>
          <dd className="bank-transfer-code">{instructions.bic}</dd>
        </div>
        <div>
          <dt>{t('bankTransfer.reference')}</dt>
          <dd className="bank-transfer-code">{instructions.reference}</dd>
        </div>
        <div>
          <dt>{t('bankTransfer.amount')}</dt>
          <dd>{instructions.amount}</dd>
        </div>
      </dl>
    </section>
  );
}
