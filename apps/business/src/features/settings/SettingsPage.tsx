// The settings page (spec §2 "settings"): being built in issue 9.
export function SettingsPage() {
  return null;
}
