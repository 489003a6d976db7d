import { FIELD_FORMATS } from '../util/field-formats';
import { FORM_RULES } from './form-rules';

/**
 * Forms check typed text before sending by the rules the API declares for the same body (form-rules.ts,
 * generated from the document), so that a form and the API cannot disagree on what is required, how long
 * a text may be, or what the message says.
 */

export type FormOperation = keyof typeof FORM_RULES;
export type FormField<Op extends FormOperation> = keyof (typeof FORM_RULES)[Op] & string;

interface FieldRule {
  readonly required: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly values?: readonly unknown[];
  /** A regular expression the text must match (JSON Schema's, ECMAScript with Unicode). */
  readonly pattern?: string;
  /** A format the API declares (form-schemas.ts FORM_FORMATS); judged here by ../util/field-formats.ts. */
  readonly format?: string;
  readonly messages: Readonly<Record<string, string>>;
}

/** The rule a non-blank text breaks by its shape, pattern or format; undefined when none. */
function shapeProblem(rule: FieldRule, text: string): string | undefined {
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(text)) return rule.messages.pattern;
  const judge = rule.format === undefined ? undefined : FIELD_FORMATS[rule.format];
  if (judge && !judge(text)) return rule.messages.format;
  return undefined;
}

const ruleOf = <Op extends FormOperation>(operation: Op, field: FormField<Op>): FieldRule =>
  (FORM_RULES[operation] as unknown as Record<string, FieldRule>)[field]!;

/** The API's message for one rule of a field ('required', 'maxLength', 'format', 'enum', …). */
export function formMessage<Op extends FormOperation>(
  operation: Op,
  field: FormField<Op>,
  rule: string,
): string {
  const message = ruleOf(operation, field).messages[rule];
  if (message === undefined) throw new Error(`${operation}.${field} declares no "${rule}" message.`);
  return message;
}

/** The problem the API would find in one typed text by its rule; undefined when the rule holds. */
function textProblem(rule: FieldRule, raw: string | undefined): string | undefined {
  const text = (raw ?? '').trim();
  if (text === '') return rule.required ? (rule.messages.required ?? rule.messages.minLength) : undefined;
  if (rule.minLength !== undefined && text.length < rule.minLength) return rule.messages.minLength;
  if (rule.maxLength !== undefined && text.length > rule.maxLength) return rule.messages.maxLength;
  if (rule.values && !rule.values.includes(text.toLowerCase())) return rule.messages.enum;
  return shapeProblem(rule, text);
}

/**
 * The problems the API would find in typed text, trimmed as the API trims it: a required field left blank,
 * a text too short or too long, a value outside the list (compared in lower case), a text that does not
 * match the field's pattern or format (links, email addresses, calendar dates). One message per field,
 * keyed by field; empty when these rules hold.
 */
export function checkFormText<Op extends FormOperation>(
  operation: Op,
  values: Partial<Record<FormField<Op>, string>>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, raw] of Object.entries(values) as [FormField<Op>, string | undefined][]) {
    const problem = textProblem(ruleOf(operation, field), raw);
    if (problem) errors[field] = [problem];
  }
  return errors;
}

/** The lists of a body whose items have rules: `data.values` for the rules `data.values[].title` …. */
export type FormList<Op extends FormOperation> =
  FormField<Op> extends infer Field ? (Field extends `${infer List}[].${string}` ? List : never) : never;
/** The fields of one item of a list: `title` for `data.values[].title`. */
export type FormItemField<Op extends FormOperation, List extends string> =
  FormField<Op> extends infer Field ? (Field extends `${List}[].${infer Name}` ? Name : never) : never;

/**
 * The problems the API would find in the typed texts of a list's items, by the rules the API declares for
 * each item's fields, keyed as the API keys them (`data.values[2].title`).
 */
export function checkFormItems<Op extends FormOperation, List extends FormList<Op>>(
  operation: Op,
  list: List,
  items: readonly Partial<Record<FormItemField<Op, List>, string>>[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const rules = FORM_RULES[operation] as unknown as Readonly<Record<string, FieldRule>>;
  const path: string = list;
  items.forEach((item, index) => {
    for (const [field, raw] of Object.entries<string | undefined>(item)) {
      const rule = rules[`${path}[].${field}`];
      if (!rule) throw new Error(`${operation} declares no rules for ${path}[].${field}.`);
      const problem = textProblem(rule, raw);
      if (problem) errors[`${path}[${index}].${field}`] = [problem];
    }
  });
  return errors;
}
