import type { FastifyReply } from 'fastify';

/**
 * Adds `field` to the answer's Vary header, keeping what is there: CORS has already said the answer varies
 * with Origin, and a cache between the API and its browsers must keep both.
 */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  // Nearly always, on the hook that runs first (CORS): nothing to keep.
  if (current === undefined) {
    reply.header('vary', field);
    return;
  }
  const names = (Array.isArray(current) ? current.join(',') : String(current))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...names, field].join(', '));
}
