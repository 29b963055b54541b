import { Text, VisuallyHidden } from '@sumaa/ui';
import { useCompetitorTexts } from './competitorTexts';

export interface ChangeFigureProps {
  /** The signed change; null when it is not known (no figure at the start). */
  value: number | null;
  /** Writes the change's size in the reader's digits. */
  format(size: number): string;
}

/** ▲ 0.2 / ▼ 35 / 0: the arrow is for the eye, a screen reader hears "Up 0.2". */
export function ChangeFigure({ value, format }: ChangeFigureProps) {
  const { t } = useCompetitorTexts();
  if (value === null) return <Text as="span">{t('noValue')}</Text>;
  if (value === 0)
    return (
      <Text as="span" tone="muted">
        <VisuallyHidden>{t('change.none')} </VisuallyHidden>
        {format(0)}
      </Text>
    );
  const up = value > 0;
  return (
    <Text as="span" tone={up ? 'success' : 'danger'} weight="semibold">
      <span aria-hidden="true">{up ? '▲' : '▼'} </span>
      <VisuallyHidden>{up ? t('change.up') : t('change.down')} </VisuallyHidden>
      {format(Math.abs(value))}
    </Text>
  );
}
