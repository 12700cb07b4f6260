import { data } from 'react-router';
import type { StorefrontContext } from '../load-context.js';
import type { NotFoundData } from './not-found.js';

/**
 * What a loader or an action throws for a page that is not there (status 404): the 404 screen,
 * with the catalogue's categories to go on from. Categories that cannot be read are none: the
 * screen shows all the same.
 */
export async function notFound(context: StorefrontContext, path?: string) {
  const categories = await context.ports.content.categories();
  const answer: NotFoundData = {
    ...(path === undefined ? {} : { path }),
    categories: categories.ok ? categories.value : [],
  };
  return data(answer, { status: 404, statusText: 'Not Found' });
}
