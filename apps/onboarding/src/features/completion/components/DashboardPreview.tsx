import type { ReviewSentiment, SyncSummary, SyncSummaryReview } from '@sumaa/contracts';
import { formatNumber, formatRelativeTime, useLanguage } from '@sumaa/i18n';
import { Badge, Heading, StarRating, Text, type Tone, outlinedBox, plainList } from '@sumaa/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface DashboardPreviewProps {
  summary: SyncSummary;
}

const SENTIMENT_TONE: Record<ReviewSentiment, Tone> = {
  Positive: 'success',
  Negative: 'danger',
  Neutral: 'neutral',
};
const SENTIMENT_KEY = { Positive: 'positive', Negative: 'negative', Neutral: 'neutral' } as const;

/**
 * A first look at the dashboard built only from the business's own synced numbers (decisions #3: the
 * earlier product's sample figures are not shown).
 */
export function DashboardPreview({ summary }: DashboardPreviewProps) {
  const { t } = useTranslation('onboarding');
  const { language } = useLanguage();
  const titleId = useId();
  const latestId = useId();
  const sentimentId = useId();
  const number = (value: number) => formatNumber(value, language);
  const average =
    summary.averageRating === null
      ? null
      : formatNumber(summary.averageRating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const rated = summary.positive + summary.negative + summary.neutral;
  const sentiments = [
    { key: 'Positive', count: summary.positive },
    { key: 'Neutral', count: summary.neutral },
    { key: 'Negative', count: summary.negative },
  ] as const;

  return (
    <StyledPreview aria-labelledby={titleId}>
      <div>
        <Heading level={4} as="h3" id={titleId}>
          {t('completion.previewTitle')}
        </Heading>
        <Text size="sm" tone="secondary">
          {t('completion.previewNote')}
        </Text>
      </div>

      <StyledTiles>
        <StyledTile>
          <dt>{t('completion.locations')}</dt>
          <dd>{number(summary.locations)}</dd>
        </StyledTile>
        <StyledTile>
          <dt>{t('completion.reviews')}</dt>
          <dd>{number(summary.reviews)}</dd>
        </StyledTile>
        <StyledTile>
          <dt>{t('completion.averageRating')}</dt>
          <dd>
            {average === null ? (
              t('completion.noRating')
            ) : (
              <>
                <span>{average}</span>
                <StarRating
                  value={summary.averageRating ?? 0}
                  label={t('locations.rating', { rating: average })}
                />
              </>
            )}
          </dd>
        </StyledTile>
      </StyledTiles>

      {rated > 0 && (
        <section aria-labelledby={sentimentId}>
          <Heading level={4} as="h4" id={sentimentId}>
            {t('completion.sentimentTitle')}
          </Heading>
          <StyledSentiments>
            {sentiments.map(({ key, count }) => (
              <StyledSentiment key={key}>
                <span>{t(`completion.${SENTIMENT_KEY[key]}`)}</span>
                <StyledBar aria-hidden="true">
                  <StyledBarFill $tone={SENTIMENT_TONE[key]} $share={count / rated} />
                </StyledBar>
                <span>
                  {t('completion.sentimentShare', {
                    count,
                    percent: formatNumber(count / rated, language, { style: 'percent' }),
                  })}
                </span>
              </StyledSentiment>
            ))}
          </StyledSentiments>
        </section>
      )}

      <section aria-labelledby={latestId}>
        <Heading level={4} as="h4" id={latestId}>
          {t('completion.latestTitle')}
        </Heading>
        {summary.latestReviews.length === 0 ? (
          <Text tone="secondary">{t('completion.noReviews')}</Text>
        ) : (
          <StyledReviews>
            {summary.latestReviews.map((review, index) => (
              <LatestReview key={`${review.reviewDate}-${index}`} review={review} />
            ))}
          </StyledReviews>
        )}
      </section>
    </StyledPreview>
  );
}

function LatestReview({ review }: { review: SyncSummaryReview }) {
  const { t } = useTranslation('onboarding');
  const { language } = useLanguage();
  return (
    <StyledReview>
      <StyledReviewHead>
        <Text as="span" weight="semibold">
          <bdi>{review.authorName ?? t('completion.anonymous')}</bdi>
        </Text>
        <StarRating
          value={review.stars}
          label={t('completion.stars', { stars: review.stars })}
          size="0.875rem"
        />
        <Text as="span" size="sm" tone="muted">
          {formatRelativeTime(review.reviewDate, language)}
        </Text>
        <Badge tone={SENTIMENT_TONE[review.sentiment]}>
          {t(`completion.${SENTIMENT_KEY[review.sentiment]}`)}
        </Badge>
      </StyledReviewHead>
      {review.content ? (
        <StyledQuote dir="auto">{review.content}</StyledQuote>
      ) : (
        <Text size="sm" tone="muted">
          {t('completion.ratingOnly')}
        </Text>
      )}
    </StyledReview>
  );
}

const StyledPreview = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  ${outlinedBox({ padding: 4, background: 'surfaceRaised' })}

  h4 {
    margin-block-end: ${({ theme }) => theme.space[2]};
  }
`;

const StyledTiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const StyledTile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  ${outlinedBox({ padding: 4 })}

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledSentiments = styled.ul`
  ${plainList(2)}
`;

const StyledSentiment = styled.li`
  display: grid;
  grid-template-columns: 5.5rem 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledBar = styled.span`
  display: block;
  block-size: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const StyledBarFill = styled.span<{ $tone: Tone; $share: number }>`
  display: block;
  block-size: 100%;
  inline-size: ${({ $share }) => `${Math.round($share * 100)}%`};
  background: ${({ theme, $tone }) => theme.tones[$tone].solid};
`;

const StyledReviews = styled.ul`
  ${plainList(3)}
`;

const StyledReview = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  ${outlinedBox({ padding: 3 })}
`;

const StyledReviewHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledQuote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
