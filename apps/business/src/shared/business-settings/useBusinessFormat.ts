// Every number and date the business sees, through the dashboards' one format hook (@sumaa/app-kit), with dates
// in the business's timezone, date format and calendar (settings → preferences).
import { type Format, useFormat } from '@sumaa/app-kit';
import { useBusinessSettings } from './useBusinessSettings';

export function useBusinessFormat(): Format {
  return useFormat(useBusinessSettings().preferences);
}
