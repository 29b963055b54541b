// What the bell says of each alert and failing check, in the reader's language. A business's or sender's name
// may be in the other script, so it is isolated (FSI … PDI) to keep the sentence's direction.
import type { PlatformAlert, SystemCheck } from '@sumaa/contracts';

export type AlertsBellTranslate = (key: string, values?: Record<string, string>) => string;

const isolated = (text: string) => `\u2068${text}\u2069`;

/** "Payment failed: Bell Bakery (card declined)"; a contact message's status is not worth repeating. */
export function alertText(alert: PlatformAlert, t: AlertsBellTranslate): string {
  const text = t(`alertsBell.kinds.${alert.kind}`, { subject: isolated(alert.subject) });
  if (!alert.detail || alert.kind === 'slaBreached') return text;
  return t('alertsBell.withDetail', { text, detail: isolated(alert.detail) });
}

/** "System check failing: Database", or the micro-frontend by its name. */
export function failingCheckText(check: SystemCheck, t: AlertsBellTranslate): string {
  const name = t(`alertsBell.checkNames.${check.kind}`, { name: isolated(check.name) });
  return t('alertsBell.check', { name });
}
