import { Switch } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { type Path, useController, useFormContext } from 'react-hook-form';
import type { SettingsFormValues } from '../settingsForm';

export interface SettingSwitchProps {
  name: Path<SettingsFormValues>;
  label: string;
  hint?: ReactNode;
  /** A switch whose feature has not arrived: shown off and not operable, its hint saying so. */
  disabled?: boolean;
}

/** An on/off setting of the form; like every field here, it is saved with the page's save button. */
export function SettingSwitch({ name, label, hint, disabled }: SettingSwitchProps) {
  const { control } = useFormContext<SettingsFormValues>();
  const { field } = useController({ control, name });
  return (
    <Switch
      ref={field.ref}
      name={field.name}
      label={label}
      hint={hint}
      disabled={disabled}
      checked={field.value === true}
      onCheckedChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
