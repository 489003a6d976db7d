import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { nulError } from './nul.js';

/**
 * The parts of a multipart/form-data request, as `request.parts()` gives them, with the failures a client
 * can cause answered as client errors: a body that is cut off or has no boundary is a 400 (the form parser
 * throws plain errors for those, which would otherwise be a 500), and a text field holding the NUL
 * character is refused as the JSON bodies are (plugins/text-guard.ts). Limits (file size, counts) keep
 * their own coded errors, answered as 413 by the errors plugin.
 */
export async function* formParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts();
  while (true) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw asClientError(error);
    }
    if (next.done) return;
    const part = next.value;
    if (part.fieldname.includes('\u0000')) throw nulError(['non_field_errors']);
    if (part.type === 'field' && typeof part.value === 'string' && part.value.includes('\u0000')) {
      throw nulError([part.fieldname]);
    }
    yield part;
  }
}

/** Reads a file part to the end, answering a body cut off inside the file as a 400. */
export async function fileBytes(part: Extract<Multipart, { type: 'file' }>): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    throw asClientError(error);
  }
}

function asClientError(error: unknown): unknown {
  // Coded errors (limits, unsupported content type) are already mapped to their own answers.
  if (error instanceof AppError || (error as { code?: unknown }).code !== undefined) return error;
  return new AppError(
    400,
    'VALIDATION_ERROR',
    'The form data could not be read: it is incomplete or malformed. Please send it again.',
  );
}
