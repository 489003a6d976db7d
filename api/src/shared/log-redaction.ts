/**
 * What the request log may say of a URL: its path and query, with the values of parameters that carry
 * secrets (an invitation's or a verification's `token`, anything named like a password or a key) replaced
 * by `[redacted]`. A link followed from a mail must not leave its token in the logs.
 */
const SECRET_PARAMETER = /token|password|secret|key|code/i;

export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const parts = url
    .slice(query + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals === -1 ? part : part.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the name as sent.
      }
      return equals !== -1 && SECRET_PARAMETER.test(name) ? `${rawName}=[redacted]` : part;
    });
  return `${url.slice(0, query)}?${parts.join('&')}`;
}
