import type { FastifyRequest } from 'fastify';
import { validationReport } from '../../plugins/errors.js';
import { FieldErrorList } from '../../shared/fields.js';

/**
 * Some forms have rules of two kinds: each field's own, declared in the route schema, and rules the schema
 * cannot state (one field against another, which spelling was sent, what an update keeps, the database).
 * Such a form still reports every problem at once: its route takes `attachValidation: true` and hands the
 * schema's findings to the service, which adds its own and throws them together (`formErrors`).
 *
 * Returns the form-field problems the schema found in the body (none when it accepted it). A request the
 * schema refused for anything else (a path or query parameter, a value no field's message covers) is
 * refused here as it would have been without `attachValidation`.
 */
export function schemaProblems(request: FastifyRequest): FieldErrorList {
  const problems = new FieldErrorList();
  const error = request.validationError;
  if (!error) return problems;
  const issues: unknown = error.validation;
  const report = validationReport(
    Array.isArray(issues) ? (issues as Parameters<typeof validationReport>[0]) : [],
  );
  if (error.validationContext !== 'body' || !report.formFields) throw error;
  for (const [field, messages] of Object.entries(report.errors)) {
    for (const message of messages) problems.add(field, message);
  }
  return problems;
}
