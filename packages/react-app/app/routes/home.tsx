// The home page is the content page at `/` (a splat route does not match the root itself).
export { clientLoader, default, loader, meta } from './content-page.js';
