import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * In the browser, `temporal-polyfill` resolves to the browser's own `Temporal` when it has one
 * (current Chromium and Firefox do), and the polyfill is downloaded, as a chunk of its own, only
 * by a browser that has none (Safari, older browsers): the shop's pages do not ship it to everyone. The server
 * (Node 20 has no Temporal) and the tests keep the polyfill itself.
 */
function nativeTemporalInTheBrowser(): Plugin {
  const id = '\0tirage:temporal';
  return {
    name: 'tirage:native-temporal-in-the-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      return source === 'temporal-polyfill' && importer !== id ? id : null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return [
        'const native = globalThis.Temporal;',
        "export const Temporal = native ?? (await import('temporal-polyfill')).Temporal;",
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), nativeTemporalInTheBrowser()],
});
