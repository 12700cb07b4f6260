/**
 * Query parameters whose values are secrets (a link's token, a code, a key, a signature): never
 * written to the logs. Matched on the parameter's name, case-insensitively: `token`,
 * `access_token`, `verify` (the email-verification link's), `code`, `api_key`, `signature`…
 */
const SECRET_PARAMETER = /token|secret|passw|signature|^sig$|nonce|(^|[_-])code$|key$|^verify$|^auth/i;

export const REDACTED = '[REDACTED]';

/** A parameter's name or value as written in a query (`+` for a space); the text itself if malformed. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * `url` (absolute, or a path with its query) with the value of every secret query parameter
 * replaced by `[REDACTED]`, also inside a parameter that holds an address (`returnTo=/page/?token=…`,
 * two levels deep). The rest is left as written.
 */
export function redactUrl(url: string, depth = 0): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const hash = hashStart < 0 ? '' : url.slice(hashStart);
  const parameters = query.split('&').map((parameter) => {
    const equals = parameter.indexOf('=');
    if (equals < 0) return parameter;
    const name = parameter.slice(0, equals);
    const value = parameter.slice(equals + 1);
    if (SECRET_PARAMETER.test(decoded(name))) return `${name}=${REDACTED}`;
    if (depth >= 2) return parameter;
    const inner = decoded(value);
    const redacted = redactUrl(inner, depth + 1);
    return redacted === inner ? parameter : `${name}=${encodeURIComponent(redacted)}`;
  });
  return `${url.slice(0, queryStart)}?${parameters.join('&')}${hash}`;
}

/** Whether the address carries a secret in its query (see `redactUrl`). */
export function carriesSecret(url: string): boolean {
  return redactUrl(url) !== url;
}
