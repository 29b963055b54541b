import { Badge, Button, DataTable, type DataTableColumn, Inline, Stack, Text } from '@sumaa/ui';
import { ChangeFigure } from './ChangeFigure';
import type { ComparisonRow } from './competitorFigures';
import { useCompetitorTexts } from './competitorTexts';
import { RatingTrendBars } from './RatingTrendBars';
import { useBusinessFormat } from '../../../../shared/business-settings/useBusinessFormat';

type ColumnId = 'name' | 'rating' | 'ratingChange' | 'reviews' | 'reviewsChange' | 'trend';

export interface CompetitorTableProps {
  /** The business's own row first, then its competitors. */
  rows: readonly ComparisonRow[];
  /** Asks to remove a competitor; without it (a viewer) there is no remove button. */
  onRemove?(row: ComparisonRow): void;
  /** Filled with each competitor's remove button by its id, for the page to move focus to. */
  removeButtons?: Map<string, HTMLButtonElement>;
}

/** The side by side: today's rating and review count, their change since each row's start, the rating's trend. */
export function CompetitorTable({ rows, onRemove, removeButtons }: CompetitorTableProps) {
  const { t } = useCompetitorTexts();
  const format = useBusinessFormat();
  const figure = (value: number | null, write: (value: number) => string) =>
    value === null ? t('noValue') : write(value);

  const columns: DataTableColumn<ComparisonRow, ColumnId>[] = [
    {
      id: 'name',
      header: t('table.name'),
      cell: (row) => (
        <Stack gap={1}>
          <Inline gap={2} wrap>
            <Text as="span" weight="semibold">
              <bdi>{row.name}</bdi>
            </Text>
            {row.id === null && <Badge tone="brand">{t('table.you')}</Badge>}
          </Inline>
          {row.since && (
            <Text as="span" size="xs" tone="muted">
              {row.id === null
                ? t('table.ownSince', { date: format.date(row.since) })
                : t('table.addedOn', { date: format.date(row.since) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'rating',
      header: t('table.rating'),
      align: 'end',
      cell: (row) => figure(row.rating, format.rating),
    },
    {
      id: 'ratingChange',
      header: t('table.ratingChange'),
      align: 'end',
      cell: (row) => <ChangeFigure value={row.ratingChange} format={format.rating} />,
    },
    {
      id: 'reviews',
      header: t('table.reviews'),
      align: 'end',
      cell: (row) => figure(row.userRatingCount, format.count),
    },
    {
      id: 'reviewsChange',
      header: t('table.reviewsChange'),
      align: 'end',
      cell: (row) => <ChangeFigure value={row.countChange} format={format.count} />,
    },
    {
      id: 'trend',
      header: t('table.trend'),
      cell: (row) => (row.id === null ? t('noValue') : <RatingTrendBars history={row.ratingHistory} />),
    },
  ];

  return (
    <DataTable
      caption={t('table.caption')}
      captionVisuallyHidden
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id ?? 'own'}
      rowActionsLabel={t('table.actions')}
      rowActions={
        onRemove
          ? (row) =>
              row.id !== null && (
                <Button
                  ref={(button) => {
                    if (!removeButtons || row.id === null) return;
                    if (button) removeButtons.set(row.id, button);
                    else removeButtons.delete(row.id);
                  }}
                  size="sm"
                  variant="ghost"
                  aria-label={t('remove.button', { name: row.name })}
                  onClick={() => onRemove(row)}
                >
                  {t('remove.label')}
                </Button>
              )
          : undefined
      }
    />
  );
}
