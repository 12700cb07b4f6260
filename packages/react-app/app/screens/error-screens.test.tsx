import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { NotFoundScreen } from './not-found-screen.js';
import { ServerErrorScreen } from './server-error-screen.js';

describe('error screens (specification section 8)', () => {
  test('the 404 screen names the path: Page Not Found: {path}', () => {
    const html = renderToStaticMarkup(<NotFoundScreen path="/nulle-part/" />);
    expect(html).toContain('<title>Page Not Found</title>');
    expect(html).toContain('<p>Page Not Found: /nulle-part/</p>');
    expect(html).toContain('href="/"');
  });

  test('the 500 screen says Internal Server Error and shows no details', () => {
    const html = renderToStaticMarkup(<ServerErrorScreen />);
    expect(html).toContain('<h1>Internal Server Error</h1>');
    expect(html).not.toMatch(/Error:|at \w+ \(/);
  });
});
