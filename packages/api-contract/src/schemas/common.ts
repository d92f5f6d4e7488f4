import { z } from 'zod';
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

export const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional().default('');

/** An opaque record id as the API hands it out. */
export const idField = z.string().trim().min(1, 'Id is required').max(64, 'Invalid id');
export const idInput = z.object({ id: idField });

/** First human-readable problem of a failed parse, for toasts and `{ message }` bodies. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issue.message : 'Invalid input';
}
