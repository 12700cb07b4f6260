import { data } from 'react-router';

/**
 * The form an action was sent. A body that is not one (another content type, a malformed
 * multipart, a body cut short) comes from no page of the shop: it is answered 400, never read as
 * an empty form and never left to fail as a 500.
 */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data('The request body is not a form', { status: 400 });
  }
}
