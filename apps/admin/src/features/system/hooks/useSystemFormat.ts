// The system page's figures in the reader's language and digits (Arabic-Indic in Arabic), through the shared
// formatting (libs/app-kit useFormat, libs/i18n's pinned locale), never a bare Intl call with `ar`.
import { useFormat } from '@sumaa/app-kit';
import { formatDate, formatNumber, useLanguage } from '@sumaa/i18n';
import { useMemo } from 'react';

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

export interface SystemFormat {
  number(value: number): string;
  /** A code such as an HTTP status or a port: the reader's digits, never grouped (٨٠٨٠, not ٨٬٠٨٠). */
  code(value: number): string;
  /** 12582912 → 12 MB / ١٢ م.بايت: Intl's units, so no Latin "MB" sits reversed inside Arabic text. */
  bytes(value: number): string;
  /** 3700 → 1 hr 1 min. */
  uptime(seconds: number): string;
  dateTime(value: string | null | undefined): string;
  time(value: string): string;
}

export function useSystemFormat(): SystemFormat {
  const { language } = useLanguage();
  const format = useFormat();
  return useMemo(() => {
    const unit = (value: number, name: string, maximumFractionDigits = 0) =>
      formatNumber(value, language, {
        style: 'unit',
        unit: name,
        unitDisplay: 'short',
        maximumFractionDigits,
      });
    return {
      number: format.count,
      code: (value) => formatNumber(value, language, { useGrouping: false }),
      bytes: (bytes) => {
        let value = bytes;
        let index = 0;
        while (value >= 1024 && index < BYTE_UNITS.length - 1) {
          value /= 1024;
          index += 1;
        }
        return unit(value, BYTE_UNITS[index], 1);
      },
      uptime: (seconds) => {
        const days = Math.floor(seconds / 86400);
        const hours = Math.floor((seconds % 86400) / 3600);
        const minutes = Math.floor((seconds % 3600) / 60);
        return [days ? unit(days, 'day') : null, hours ? unit(hours, 'hour') : null, unit(minutes, 'minute')]
          .filter(Boolean)
          .join(' ');
      },
      dateTime: format.dateTime,
      time: (value) => formatDate(value, language, { hour: 'numeric', minute: '2-digit', second: '2-digit' }),
    };
  }, [language, format]);
}
