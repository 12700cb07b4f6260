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
  route('password-reset', 'routes/password-reset/request.tsx'),
  route('password-reset/new', 'routes/password-reset/new-password.tsx'),
  route('password-reset/successful', 'routes/password-reset/successful.tsx'),
  route('newsletter-unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  route('personal-area', 'routes/personal-area/layout.tsx', [
    index('routes/personal-area/main.tsx'),
    route('addresses', 'routes/personal-area/addresses.tsx'),
    route('profile', 'routes/personal-area/profile.tsx'),
    route('company-profile', 'routes/personal-area/company-profile.tsx'),
    route('premium-reseller', 'routes/personal-area/premium-reseller.tsx'),
    route('orders', 'routes/personal-area/orders.tsx'),
    route('order-detail', 'routes/personal-area/order-detail.tsx'),
    route('payment-methods', 'routes/personal-area/payment-methods.tsx'),
    route('upload', 'routes/personal-area/upload.tsx'),
    route('upload-detail', 'routes/personal-area/upload-detail.tsx'),
    // Where the browser sends artwork files; it answers JSON, not a page.
    route('upload-file', 'routes/personal-area/upload-file.ts'),
    // Downloads one artwork file of an order: the file, not a page.
    route('artwork-file', 'routes/personal-area/artwork-file.ts'),
    // The picture of a checked artwork file (recto or verso): an image, not a page.
    route('artwork-preview', 'routes/personal-area/artwork-preview.ts'),
    route('legacy-orders', 'routes/personal-area/legacy-orders.tsx'),
    route('legacy-order-detail', 'routes/personal-area/legacy-order-detail.tsx'),
    route('my-design-area', 'routes/personal-area/my-design-area.tsx'),
  ]),
  // The back office: 404 to anyone not recognised as staff (specification section 6).
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('login', 'routes/admin/login.tsx'),
    route('login-as', 'routes/admin/login-as.tsx'),
    route('base-configs-console', 'routes/admin/base-configs-console.tsx'),
    route('styleguide', 'routes/admin/styleguide.tsx'),
    route('upload-ams', 'routes/admin/upload-ams.tsx'),
    route('order-files', 'routes/admin/order-files.tsx'),
    route('artwork-reviews', 'routes/admin/artwork-reviews.tsx'),
    route('failed-jobs', 'routes/admin/failed-jobs.tsx'),
    route('pages', 'routes/admin/pages.tsx'),
  ]),
  // Downloads one artwork file of an order for staff: the file, not a page.
  route('admin/order-file', 'routes/admin/order-file.ts'),
  // The preview of an artwork file for the review desk: an image, not a page.
  route('admin/artwork-preview', 'routes/admin/artwork-preview.ts'),
  route('admin/logout', 'routes/admin/logout.tsx'),
  route('admin/end-login-as', 'routes/admin/end-login-as.tsx'),
  route('search', 'routes/search.tsx'),
  // The online designer, and where its browser side saves designs and sends images (JSON answers).
  route('designer', 'routes/designer/designer.tsx'),
  route('designer/save', 'routes/designer/save.ts'),
  route('designer/image', 'routes/designer/image.ts'),
  route('designer/pdf', 'routes/designer/pdf.ts'),
  route('designer/thumbnail', 'routes/designer/thumbnail.ts'),
  route('cart', 'routes/cart.tsx'),
  // The header's currency chooser posts here; it answers a redirect back to the page.
  route('currency', 'routes/currency.ts'),
  route('checkout', 'routes/checkout.tsx'),
  route('order-sent', 'routes/order-sent.tsx'),
  // The purchase funnel after checkout (docs/payments.md).
  route('payment', 'routes/payment.tsx'),
  route('payment-result', 'routes/payment-result.tsx'),
  route('recap', 'routes/recap.tsx'),
  route('thank-you', 'routes/thank-you.tsx'),
  // Files for crawlers, served as they are (the server never redirects their paths).
  route('robots.txt', 'routes/crawler/robots-txt.ts'),
  route('sitemap.xml', 'routes/crawler/sitemap-xml.ts'),
  route('sitemap-lp.xml', 'routes/crawler/sitemap-lp-xml.ts'),
  route('old-sitemap.xml', 'routes/crawler/old-sitemap-xml.ts'),
  route('*', 'routes/content-page.tsx'),
] satisfies RouteConfig;
