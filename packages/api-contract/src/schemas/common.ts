import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';

// Deliberately simple: one "@", a dot in the domain, no spaces. Deliverability is the mail server's job.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required, trimmed text field whose absence reads as the given message. */
export const requiredText = (max: number, message: string = MSG.requiredFields) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const emailField = z
  .string({ error: MSG.requiredFields })
  .trim()
  .toLowerCase()
  .min(1, MSG.requiredFields)
  .max(254, 'Email must be at most 254 characters')
  .regex(EMAIL_PATTERN, MSG.invalidEmail);

export const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).optional().default('');

/** A number as HTML forms and query strings write it: optional minus, digits, optional fraction. */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A number field that also takes its decimal text ("2", "199.50"), because HTML forms send numbers as
 * text. Any other text ("abc", "", "1e3") reaches the number schema unchanged and is refused there
 * with the field's own message; the parsed value is always a number.
 */
export function formNumber<T extends z.ZodType<number, number>>(schema: T) {
  return z.preprocess((value: number | string) => (typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value), schema);
}

/** `page` and `limit` of every paged list, from a query string or a tRPC call. */
export function pagingFields(maxLimit: number) {
  const pageMessage = 'Page must be a whole number of 1 or more';
  const limitMessage = `Limit must be a whole number from 1 to ${maxLimit}`;
  return {
    page: formNumber(z.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage)).default(1),
    limit: formNumber(z.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(maxLimit, limitMessage)).default(
      LIMITS.adminPageSize,
    ),
  };
}

/** An opaque record id as the API hands it out. */
export const idField = z.string().trim().min(1, 'Id is required').max(64, 'Invalid id');
export const idInput = z.object({ id: idField });

/** First human-readable problem of a failed parse, for toasts and `{ message }` bodies. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issue.message : 'Invalid input';
}

/** A schema's shape for the web's forms, which use these schemas without depending on zod themselves. */
export type FormSchema = z.ZodType<unknown, Record<string, unknown>>;
export type SchemaInput<S extends FormSchema> = z.input<S>;
export type SchemaOutput<S extends FormSchema> = z.output<S>;
