import type { ReviewSentiment } from '@sumaa/contracts';
import { Badge } from '@sumaa/ui';
import { useReviewsTexts } from '../hooks/useReviewsTexts';

const TONE = { Positive: 'success', Negative: 'danger', Neutral: 'neutral' } as const;

export function SentimentBadge({ sentiment }: { sentiment: ReviewSentiment }) {
  const { t } = useReviewsTexts();
  return (
    <Badge tone={TONE[sentiment]} dot>
      {t(`card.sentiment.${sentiment}`)}
    </Badge>
  );
}
