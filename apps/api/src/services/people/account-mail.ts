import { t } from '@innkeep/api-contract';
import type { DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { mailLinkBase, queueMail } from '../messages/mail-outbox';
import type { UserRow } from './users';

type MailDeps = Pick<AppDeps, 'env' | 'now'>;
type Recipient = Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'language'>;

/** Welcome on registration (or on claiming the account the desk made); staff learn they wait for approval. */
export function queueWelcomeMail(tx: DbOrTx, deps: MailDeps, user: Recipient): void {
  const base = mailLinkBase(deps.env);
  queueMail(tx, deps, user, () => ({
    event: `welcome:${user.id}`,
    kind: 'welcome',
    content: {
      subject: t('Welcome'),
      paragraphs: [
        t('Hello {name},', { name: user.name }),
        user.role === 'staff'
          ? t('An administrator still has to approve your staff account; we will write to you when they have.')
          : t('Sign in any time with this email address.'),
      ],
      action: { label: t('Sign in'), url: `${base}/${user.role === 'staff' ? 'staff/login' : 'login'}` },
    },
  }));
}

/** A staff account approved or turned down by an administrator. */
export function queueStaffDecisionMail(tx: DbOrTx, deps: MailDeps, user: Recipient, approved: boolean): void {
  queueMail(tx, deps, user, () => ({
    event: `staff-${approved ? 'approved' : 'rejected'}:${user.id}:${deps.now().toISOString()}`,
    kind: approved ? 'staff-approved' : 'staff-rejected',
    content: approved
      ? {
          subject: t('Your staff account is approved'),
          paragraphs: [],
          action: { label: t('Sign in'), url: `${mailLinkBase(deps.env)}/staff/login` },
        }
      : {
          subject: t('Your staff account request'),
          paragraphs: [t('If you think this is a mistake, please contact the hotel.')],
        },
  }));
}
