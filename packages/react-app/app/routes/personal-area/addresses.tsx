import type { Address, AddressBook, AddressType } from '@tirage/domain';
import { data, Form, Link, useNavigation } from 'react-router';
import { guard, required } from '../../auth.server.js';
import {
  addressFieldErrors,
  addressInput,
  readAddressFields,
} from '../../features/checkout/address-form.server.js';
import { addressLine } from '../../features/checkout/components/address-choice.js';
import { type AddressField, AddressFields } from '../../features/checkout/components/address-fields.js';
import { t } from '../../i18n/translate.js';
import { postedForm } from '../../lib/posted-form.server.js';
import type { Route } from './+types/addresses';

export function meta() {
  return [{ title: t('addresses.title') }, { name: 'robots', content: 'noindex' }];
}

const TYPES: readonly AddressType[] = ['shipping', 'billing'];
const isType = (value: unknown): value is AddressType => value === 'shipping' || value === 'billing';

/** The address book; `?edit={id}` opens one of its addresses in the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'loginOnly');
  const profile = await context.ports.customer.getProfile();
  const profileValue = await required(profile, 'profile', { request, context });
  const book: AddressBook = profileValue.addresses;
  const editId = new URL(request.url).searchParams.get('edit');
  const editing = [...book.shippingAddresses, ...book.billingAddresses].find(
    (address) => address.id === editId,
  );
  return {
    book,
    editing,
    locale: context.shop.locale,
    countries: context.shop.countries,
    defaultCountry: context.shop.country,
  };
}

type Outcome = {
  readonly notice?: { readonly text: string; readonly variant: 'success' | 'danger' };
  readonly fieldErrors?: Readonly<Record<string, string>>;
  readonly values?: Readonly<Partial<Record<AddressField, string>>>;
};
const answer = (outcome: Outcome, status = 200) => data(outcome, { status });

/** Adds, changes, removes an address, or chooses the default one of its type. */
export async function action({ request, context }: Route.ActionArgs) {
  await guard(request, context, 'loginOnly');
  const form = await postedForm(request);
  const intent = form.get('intent');
  const type = form.get('type');
  const id = form.get('id');
  const { customer } = context.ports;
  const failed = (status = 400) =>
    answer({ notice: { text: t('addresses.error.failed'), variant: 'danger' } }, status);
  if (!isType(type)) return failed();

  if (intent === 'add' || intent === 'update') {
    const values = readAddressFields(form, 'address');
    const input = addressInput(type, values);
    const prefixed = (errors: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(errors).map(([key, message]) => [key.replace(/^\w+\./, 'address.'), message]),
      );
    if (!input.ok) {
      return answer(
        {
          notice: { text: t('checkout.error.fields'), variant: 'danger' },
          fieldErrors: prefixed(input.error),
          values,
        },
        400,
      );
    }
    if (intent === 'update' && (typeof id !== 'string' || id === '')) return failed();
    const saved =
      intent === 'add'
        ? await customer.addAddress(input.value)
        : await customer.updateAddress({ ...input.value, id: id as string });
    if (!saved.ok) {
      const fieldErrors = addressFieldErrors(type, saved.error);
      return answer(
        {
          notice: {
            text: t(fieldErrors ? 'checkout.error.fields' : 'addresses.error.failed'),
            variant: 'danger',
          },
          fieldErrors: prefixed(fieldErrors ?? {}),
          values,
        },
        saved.error.kind === 'http.status' && saved.error.status === 404 ? 404 : 400,
      );
    }
    return answer({
      notice: { text: t(intent === 'add' ? 'addresses.added' : 'addresses.updated'), variant: 'success' },
    });
  }
  if ((intent === 'delete' || intent === 'setDefault') && typeof id === 'string' && id !== '') {
    const done =
      intent === 'delete'
        ? await customer.deleteAddress(type, id)
        : await customer.setDefaultAddress(type, id);
    if (!done.ok) {
      const missing = done.error.kind === 'http.status' && done.error.status === 404;
      return answer(
        {
          notice: {
            text: t(missing ? 'addresses.error.notFound' : 'addresses.error.failed'),
            variant: 'danger',
          },
        },
        missing ? 404 : 400,
      );
    }
    return answer({
      notice: {
        text: t(intent === 'delete' ? 'addresses.deleted' : 'addresses.defaultSet'),
        variant: 'success',
      },
    });
  }
  return failed();
}

function BookSection({
  type,
  addresses,
  defaultId,
  locale,
  busy,
}: {
  readonly type: AddressType;
  readonly addresses: readonly Address[];
  readonly defaultId: string | undefined;
  readonly locale: string;
  readonly busy: boolean;
}) {
  return (
    <section aria-labelledby={`book-${type}`}>
      <h2 id={`book-${type}`}>{t(type === 'shipping' ? 'addresses.shipping' : 'addresses.billing')}</h2>
      {addresses.length === 0 ? (
        <p>{t('addresses.none')}</p>
      ) : (
        <ul className="address-book">
          {addresses.map((address) => (
            <li key={address.id}>
              <p>
                {addressLine(address, locale)}
                {address.id === defaultId ? (
                  <strong className="badge"> {t('addresses.default')}</strong>
                ) : null}
              </p>
              <div className="address-actions">
                <Link to={`?edit=${encodeURIComponent(address.id)}#address-form`}>{t('addresses.edit')}</Link>
                {address.id === defaultId ? null : (
                  <Form method="post">
                    <input type="hidden" name="type" value={type} />
                    <input type="hidden" name="id" value={address.id} />
                    <button type="submit" name="intent" value="setDefault" disabled={busy}>
                      {t('addresses.setDefault')}
                    </button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="type" value={type} />
                  <input type="hidden" name="id" value={address.id} />
                  <button type="submit" name="intent" value="delete" disabled={busy}>
                    {t('addresses.delete')}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { book, editing, locale, countries, defaultCountry } = loaderData;
  const notice = actionData?.notice;
  const errors = Object.fromEntries(
    Object.entries(actionData?.fieldErrors ?? {}).map(([key, message]) => [
      key.replace(/^address\./, ''),
      message,
    ]),
  );
  const values =
    actionData?.values ??
    (editing === undefined
      ? undefined
      : {
          ...editing,
          company: editing.company ?? '',
          streetComplement: editing.streetComplement ?? '',
          phone: editing.phone ?? '',
        });
  return (
    <main>
      <h1>{t('addresses.title')}</h1>
      {notice === undefined ? null : (
        <p
          className={`alert alert-${notice.variant}`}
          role={notice.variant === 'danger' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {TYPES.map((type) => (
        <BookSection
          key={type}
          type={type}
          addresses={type === 'shipping' ? book.shippingAddresses : book.billingAddresses}
          defaultId={type === 'shipping' ? book.defaultShippingAddressId : book.defaultBillingAddressId}
          locale={locale}
          busy={busy}
        />
      ))}
      <section aria-labelledby="address-form-title" id="address-form">
        <h2 id="address-form-title">
          {editing === undefined ? t('addresses.add') : t('addresses.editTitle')}
        </h2>
        {/* A new key per edited address, and after each address added: the fields start afresh. */}
        <Form
          method="post"
          replace
          key={editing?.id ?? `new-${book.shippingAddresses.length + book.billingAddresses.length}`}
          noValidate
        >
          <input type="hidden" name="intent" value={editing === undefined ? 'add' : 'update'} />
          {editing === undefined ? (
            <div className="field">
              <label htmlFor="address-type">{t('addresses.type')}</label>
              <select id="address-type" name="type" defaultValue="shipping">
                {TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(type === 'shipping' ? 'addresses.shipping' : 'addresses.billing')}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <>
              <input type="hidden" name="type" value={editing.type} />
              <input type="hidden" name="id" value={editing.id} />
            </>
          )}
          <AddressFields
            prefix="address"
            countries={countries}
            defaultCountry={defaultCountry}
            locale={locale}
            values={values}
            errors={errors}
          />
          <button type="submit" className="button-primary" disabled={busy}>
            {t('addresses.save')}
          </button>{' '}
          {editing === undefined ? null : <Link to=".">{t('addresses.cancel')}</Link>}
        </Form>
      </section>
    </main>
  );
}
