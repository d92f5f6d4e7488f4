import { MAIL_KINDS, MAIL_SETTINGS_SAVED, type MailKind, type MailSettings, type MailSettingsData } from '@innkeep/api-contract';
import { settings, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { recordAudit, type Actor } from '../operations/audit';
import { DAILY_SUMMARY_HOUR_KEY, DAILY_SUMMARY_KEY, dailySummarySettings } from '../operations/daily-summary';
import { storedSetting } from '../operations/settings';
import { PRE_ARRIVAL_DAYS_KEY, preArrivalDays } from '../stays/pre-arrival';
import { REGISTRATION_KEEP_DAYS_KEY, registrationKeepDays } from '../stays/registration';
import { MAIL_OPENINGS_KEY } from './mail-outbox';
import { DEFAULT_OPENINGS } from './mail-templates';

/** The admins' own opening paragraphs, by mail kind (only the ones they wrote). */
function storedOpenings(db: DbOrTx): Partial<Record<MailKind, string>> {
  const stored = storedSetting(db, MAIL_OPENINGS_KEY);
  if (!stored || typeof stored !== 'object') return {};
  return Object.fromEntries(
    MAIL_KINDS.flatMap((kind) => {
      const text = (stored as Record<string, unknown>)[kind];
      return typeof text === 'string' && text.trim() ? [[kind, text]] : [];
    }),
  );
}

export function getMailSettings(db: DbOrTx): MailSettings {
  return {
    preArrivalDays: preArrivalDays(db),
    registrationKeepDays: registrationKeepDays(db),
    openings: storedOpenings(db),
    defaultOpenings: DEFAULT_OPENINGS,
    ...dailySummarySettings(db),
  };
}

/** Saves the mail settings in one transaction, audited with what changed (never the texts' history). */
export function saveMailSettings(deps: Pick<AppDeps, 'db' | 'now'>, actor: Actor, input: MailSettingsData) {
  const updatedAt = deps.now().toISOString();
  const openings = Object.fromEntries(Object.entries(input.openings).filter(([, text]) => text && text.trim()));
  const values: [string, unknown][] = [
    [PRE_ARRIVAL_DAYS_KEY, input.preArrivalDays],
    [REGISTRATION_KEEP_DAYS_KEY, input.registrationKeepDays],
    [MAIL_OPENINGS_KEY, openings],
    // The daily summary's two keys, each only when sent (older clients leave them out).
    ...Object.entries({ [DAILY_SUMMARY_KEY]: input.dailySummary, [DAILY_SUMMARY_HOUR_KEY]: input.dailySummaryHour }).filter(
      ([, value]) => value !== undefined,
    ),
  ];
  deps.db.transaction((tx) => {
    for (const [key, value] of values) {
      tx.insert(settings)
        .values({ key, value, updatedAt, updatedBy: actor.id })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt, updatedBy: actor.id } })
        .run();
    }
    recordAudit(tx, actor, 'settings.mail', 'settings', null, {
      preArrivalDays: input.preArrivalDays,
      registrationKeepDays: input.registrationKeepDays,
      openings: Object.keys(openings),
      dailySummary: input.dailySummary,
      dailySummaryHour: input.dailySummaryHour,
    });
  });
  return { success: true as const, message: MAIL_SETTINGS_SAVED, settings: getMailSettings(deps.db) };
}
