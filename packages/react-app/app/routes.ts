import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every path is a content page (home, category, product, policy pages), resolved through the
 * content call; the screens of their own (cart, login, checkout) come before the catch-all.
 */
export default [index('routes/home.tsx'), route('*', 'routes/content-page.tsx')] satisfies RouteConfig;
