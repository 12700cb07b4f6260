import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The screens of their own come first; every other path is a content page (home, category,
 * product, policy pages), resolved through the content call.
 */
export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('registration', 'routes/registration.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('personal-area', 'routes/personal-area/layout.tsx', [
    index('routes/personal-area/main.tsx'),
    route('addresses', 'routes/personal-area/addresses.tsx'),
    route('profile', 'routes/personal-area/profile.tsx'),
    route('orders', 'routes/personal-area/orders.tsx'),
    route('order-detail', 'routes/personal-area/order-detail.tsx'),
  ]),
  route('search', 'routes/search.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('order-sent', 'routes/order-sent.tsx'),
  route('*', 'routes/content-page.tsx'),
] satisfies RouteConfig;
