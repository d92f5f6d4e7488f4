import type { AppDeps } from '../../deps';
import type { BackupEntry, Backups } from '../../engine/backups';
import { recordAudit, type Actor } from './audit';

/** "Back up now" in Settings: the schedule's own job, audited. A failed backup answers its entry (ok false, the reason). */
export async function backUpNow(deps: AppDeps & { backups: Backups }, actor: Actor): Promise<BackupEntry> {
  const entry = await deps.backups.runNow();
  recordAudit(deps.db, actor, 'settings.backup-now', 'settings', 'database', { file: entry.file, ok: entry.ok }, deps.now());
  return entry;
}
