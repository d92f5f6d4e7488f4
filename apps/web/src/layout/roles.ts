import type { Role } from '@innkeep/api-contract';

/** Role badge colours from the spec: admin red, staff teal, customer blue. */
export function roleColor(role: Role): string {
  return role === 'admin' ? 'red' : role === 'staff' ? 'teal' : 'blue';
}
