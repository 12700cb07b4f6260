import type { MailMessage } from '@tirage/domain';
import { linkIn, type MemoryMail } from '../../test-support/memory-mail.js';
import { dataOf } from './cart-fixtures.js';
import type { ShopClient } from './shop-client.js';

/** The page an email-verification link opens, its token in `?verify=`. */
export const VERIFICATION_PAGE = '/personal-area/legacy-orders/';

/** The token of the verification link of a mail. */
function verificationTokenIn(message: MailMessage): string {
  const token = linkIn(message.text, VERIFICATION_PAGE).searchParams.get('verify');
  if (token === null) throw new Error(`The link to ${VERIFICATION_PAGE} has no verify token`);
  return token;
}

/** The token of the newest verification mail to `email`. */
export function newestVerificationToken(mail: MemoryMail, email: string): string {
  const newest = mail
    .to(email)
    .filter((message) => message.text.includes(VERIFICATION_PAGE))
    .at(-1);
  if (newest === undefined) throw new Error(`No verification mail to ${email}`);
  return verificationTokenIn(newest);
}

/** Proves the customer of `auth` owns `email` (their account's): asks for the mail, confirms its link. */
export async function verifyEmail(
  shop: ShopClient,
  mail: MemoryMail,
  auth: Readonly<Record<string, string>>,
  email: string,
): Promise<void> {
  dataOf(
    'legacyOrder.requestEmailVerification',
    await shop.call('legacyOrder.requestEmailVerification', { headers: auth }),
  );
  const token = newestVerificationToken(mail, email);
  dataOf(
    'legacyOrder.confirmEmail',
    await shop.call('legacyOrder.confirmEmail', { headers: auth, body: { token } }),
  );
}
