// Business-settings switches whose feature is delivered by a higher domain: smsNotifications (the WhatsApp alerts
// of new negative reviews, issue 23) is sent by the notifications domain, and can be turned on only where WhatsApp
// is set up. The businesses domain cannot look up (ADR 0013), so the delivering domain registers its check here
// (app.businessSettingChecks.provide) and the settings' PUT asks it before saving a switch turned on.
import type { MessageCode } from '@sumaa/contracts';

export type CheckedSwitch = 'smsNotifications';

/** null: the switch may be turned on; otherwise the code of why not. */
export type SwitchCheck = () => MessageCode | null;

export class BusinessSettingChecks {
  private readonly checks = new Map<CheckedSwitch, SwitchCheck>();

  /** The delivering domain's check (its plugin calls this at boot). */
  provide(name: CheckedSwitch, check: SwitchCheck): void {
    this.checks.set(name, check);
  }

  /** Why the switch may not be turned on now; a switch nobody delivers is refused as not available yet. */
  refusalOf(name: CheckedSwitch): MessageCode | null {
    const check = this.checks.get(name);
    return check ? check() : 'settingNotAvailableYet';
  }
}
