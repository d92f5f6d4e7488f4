import { m, type Role } from '@innkeep/api-contract';

/** Role badge colours from the spec: admin red, staff teal, customer blue. */
export function roleColor(role: Role): string {
  return role === 'admin' ? 'red' : role === 'staff' ? 'teal' : 'blue';
}

/** A role as shown on a badge (translated where shown with t(label)); the API's value stays English. */
export const ROLE_LABELS: Record<Role, string> = { admin: m('Admin'), staff: m('Staff'), customer: m('Customer') };
