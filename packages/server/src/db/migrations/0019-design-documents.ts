import type { Migration } from '../migration.js';

/**
 * What the online designer makes (docs/designer.md).
 *
 * - `design_documents`: a designer's document, laid out for a product and its chosen attributes.
 *   Its owner is a customer, or a guest by anonymous id until the guest logs in and the document
 *   joins the account. `document` is the JSON the contract's `designDocumentSchema` accepted, with
 *   its format and its images' measures put there by the server; `revision` counts the saves.
 * - `design_assets`: the images shoppers upload to place in their designs, with the measures the
 *   server read from the bytes. A document may only use images of its own owner.
 */
export const DESIGN_DOCUMENTS: Migration = {
  id: '0019-design-documents',
  sql: `
    create table design_documents (
      id uuid primary key default gen_random_uuid(),
      tenant_code text not null references tenants (code) on update cascade on delete cascade,
      customer_id uuid references customers (id) on delete cascade,
      anonymous_id uuid,
      product_id text not null,
      selected_attributes jsonb not null check (jsonb_typeof(selected_attributes) = 'object'),
      document jsonb not null check (jsonb_typeof(document) = 'object'),
      revision integer not null default 1 check (revision > 0),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check (customer_id is not null or anonymous_id is not null)
    );
    create index design_documents_customer on design_documents (customer_id, tenant_code, updated_at desc)
      where customer_id is not null;
    create index design_documents_guest on design_documents (tenant_code, anonymous_id)
      where customer_id is null;

    create table design_assets (
      id uuid primary key default gen_random_uuid(),
      tenant_code text not null references tenants (code) on update cascade on delete cascade,
      customer_id uuid references customers (id) on delete cascade,
      anonymous_id uuid,
      media_type text not null check (media_type in ('image/png', 'image/jpeg', 'image/svg+xml')),
      width_px integer not null check (width_px > 0),
      height_px integer not null check (height_px > 0),
      byte_size integer not null check (byte_size > 0),
      storage_key text not null,
      created_at timestamptz not null,
      check (customer_id is not null or anonymous_id is not null)
    );
    create index design_assets_customer on design_assets (customer_id, tenant_code)
      where customer_id is not null;
    create index design_assets_guest on design_assets (tenant_code, anonymous_id)
      where customer_id is null;
  `,
};
