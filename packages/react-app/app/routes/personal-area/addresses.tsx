import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { addressTypeSchema } from '@tirage/api-client/contract';
import type { Address, AddressBook, AddressType } from '@tirage/domain';
import { data, Form, Link, useNavigation } from 'react-router';
import { z } from 'zod';
import { required } from '../../auth.server.js';
import { addressFormSchema, addressMessages } from '../../features/checkout/address-form.js';
import { addressFieldErrors, addressLookupKey } from '../../features/checkout/address-form.server.js';
import { addressLine } from '../../features/checkout/components/address-choice.js';
import { ADDRESS_FIELDS, AddressFields } from '../../features/checkout/components/address-fields.js';
import { t } from '../../i18n/translate.js';
import { parseForm } from '../../lib/form-schema.js';
import { postedForm } from '../../lib/posted-form.server.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/addresses';

const middlewares = routeMiddlewares('routes/personal-area/addresses.tsx', 'auth');

export function meta() {
  return [{ title: t('addresses.title') }, { name: 'robots', content: 'noindex' }];
}

const TYPES: readonly AddressType[] = ['shipping', 'billing'];

const addressId = z.string().min(1);

/**
 * What the address book posts: an address added or changed (its fields under `address.`, read
 * with the contract's address rules), or one removed or made the default.
 */
const addressBookSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), type: addressTypeSchema, address: addressFormSchema }),
  z.object({
    intent: z.literal('update'),
    type: addressTypeSchema,
    id: addressId,
    address: addressFormSchema,
  }),
  z.object({ intent: z.literal('delete'), type: addressTypeSchema, id: addressId }),
  z.object({ intent: z.literal('setDefault'), type: addressTypeSchema, id: addressId }),
]);

const parseAddressBook = (formData: FormData) =>
  parseForm(formData, addressBookSchema, addressMessages('address'));

/** The address book; `?edit={id}` opens one of its addresses in the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const [profile, lookupKey] = await Promise.all([
    context.ports.customer.getProfile(),
    addressLookupKey(context),
  ]);
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
    addressLookupKey: lookupKey,
  };
}

type Outcome = {
  readonly notice?: { readonly text: string; readonly variant: 'success' | 'danger' };
  /** The address form's answer: its refused fields with what was typed, or a fresh form. */
  readonly result?: SubmissionResult<string[]>;
};
const answer = (outcome: Outcome, status = 200) => data(outcome, { status });

/** Adds, changes, removes an address, or chooses the default one of its type. */
export async function action({ request, context }: Route.ActionArgs) {
  await middlewares.run({ request, context });
  const submission = parseAddressBook(await postedForm(request));
  const { customer } = context.ports;
  const failed = (status = 400) =>
    answer({ notice: { text: t('addresses.error.failed'), variant: 'danger' } }, status);
  if (submission.status !== 'success') {
    const refused = Object.keys(submission.error ?? {});
    // Only the address's own fields are the shopper's to correct.
    if (refused.length === 0 || !refused.every((name) => name.startsWith('address.'))) return failed();
    return answer(
      { notice: { text: t('checkout.error.fields'), variant: 'danger' }, result: submission.reply() },
      400,
    );
  }
  const posted = submission.value;
  const { intent, type } = posted;

  if (posted.intent === 'add' || posted.intent === 'update') {
    const { address } = posted;
    const input = {
      ...address,
      type,
      company: address.company,
      streetComplement: address.streetComplement,
      phone: address.phone,
      email: undefined,
      vatNumber: undefined,
    };
    const prefixed = (errors: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(errors).map(([key, message]) => [key.replace(/^\w+\./, 'address.'), [message]]),
      );
    const saved =
      posted.intent === 'add'
        ? await customer.addAddress(input)
        : await customer.updateAddress({ ...input, id: posted.id });
    if (!saved.ok) {
      const fieldErrors = addressFieldErrors(type, saved.error);
      return answer(
        {
          notice: {
            text: t(fieldErrors ? 'checkout.error.fields' : 'addresses.error.failed'),
            variant: 'danger',
          },
          result: submission.reply({ fieldErrors: prefixed(fieldErrors ?? {}) }),
        },
        saved.error.kind === 'request.notFound' ? 404 : 400,
      );
    }
    return answer({
      notice: { text: t(intent === 'add' ? 'addresses.added' : 'addresses.updated'), variant: 'success' },
      result: submission.reply({ resetForm: true }),
    });
  }
  const { id } = posted;
  const done =
    intent === 'delete' ? await customer.deleteAddress(type, id) : await customer.setDefaultAddress(type, id);
  if (!done.ok) {
    const missing = done.error.kind === 'request.notFound';
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

/** The form of a new address, or of the address being changed. */
function AddressForm({
  editing,
  lastResult,
  countries,
  defaultCountry,
  locale,
  busy,
  addressLookupKey,
}: {
  readonly editing: Address | undefined;
  readonly lastResult: SubmissionResult<string[]> | undefined;
  readonly countries: readonly string[];
  readonly defaultCountry: string;
  readonly locale: string;
  readonly busy: boolean;
  readonly addressLookupKey: string | null;
}) {
  const [form, fields] = useForm<z.input<typeof addressBookSchema>>({
    id: 'address-book',
    lastResult,
    defaultValue:
      editing === undefined
        ? { intent: 'add', type: 'shipping' }
        : { intent: 'update', type: editing.type, id: editing.id, address: editing },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseAddressBook(formData),
  });
  const address = fields.address.getFieldset();
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const values = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, text(address[field].initialValue)]),
  );
  const errors = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field].errors?.[0]]));
  return (
    <Form {...getFormProps(form)} method="post" replace>
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
        addressLookupKey={addressLookupKey}
      />
      <button type="submit" className="button-primary" disabled={busy}>
        {t('addresses.save')}
      </button>{' '}
      {editing === undefined ? null : <Link to=".">{t('addresses.cancel')}</Link>}
    </Form>
  );
}

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { book, editing, locale, countries, defaultCountry, addressLookupKey } = loaderData;
  const notice = actionData?.notice;
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
        <AddressForm
          key={editing?.id ?? `new-${book.shippingAddresses.length + book.billingAddresses.length}`}
          editing={editing}
          lastResult={actionData?.result}
          countries={countries}
          defaultCountry={defaultCountry}
          locale={locale}
          busy={busy}
          addressLookupKey={addressLookupKey}
        />
      </section>
    </main>
  );
}
