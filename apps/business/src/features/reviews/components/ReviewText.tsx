import type { InboxReview } from '@sumaa/contracts';
import { Button, Text } from '@sumaa/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useReviewsTexts } from '../hooks/useReviewsTexts';

/** The language attribute of the reviewer's words, so a screen reader reads them in their own voice. */
const langOf = (review: InboxReview) =>
  review.language === 'ar' || review.language === 'en' ? review.language : undefined;

/**
 * What the reviewer wrote: their own words first, Google's translation one click away. A review that only
 * arrived translated says so; a rating without a comment says that instead of leaving a hole.
 */
export function ReviewText({ review }: { review: InboxReview }) {
  const { t } = useReviewsTexts();
  const [showTranslation, setShowTranslation] = useState(false);
  const translationId = useId();
  const original = review.originalText ?? null;
  const translated =
    review.translatedText && review.translatedText !== original ? review.translatedText : null;
  const shown = original ?? review.content ?? translated;

  if (!shown) {
    return (
      <Text tone="secondary" size="sm">
        {t('card.ratingOnly')}
      </Text>
    );
  }
  // Only Google's translation reached us: show it as such, with nothing to toggle.
  if (!original) {
    return (
      <div>
        <StyledWords dir="auto">{shown}</StyledWords>
        {translated && (
          <Text tone="muted" size="xs">
            {t('card.translatedByGoogle')}
          </Text>
        )}
      </div>
    );
  }
  return (
    <div>
      <StyledWords dir="auto" lang={langOf(review)}>
        {original}
      </StyledWords>
      {translated && (
        <>
          <StyledToggle
            variant="ghost"
            size="sm"
            aria-expanded={showTranslation}
            aria-controls={translationId}
            onClick={() => setShowTranslation((shownNow) => !shownNow)}
          >
            {showTranslation ? t('card.hideTranslation') : t('card.showTranslation')}
          </StyledToggle>
          <StyledTranslation id={translationId} hidden={!showTranslation}>
            <Text tone="muted" size="xs">
              {t('card.translation')}
            </Text>
            <StyledWords dir="auto">{translated}</StyledWords>
          </StyledTranslation>
        </>
      )}
    </div>
  );
}

const StyledWords = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-line;
  overflow-wrap: anywhere;
  /* Each paragraph follows its own words' direction; the card's edges still follow the page. */
  text-align: start;
  unicode-bidi: plaintext;
`;

const StyledToggle = styled(Button)`
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space[3]});
`;

const StyledTranslation = styled.div`
  padding-inline-start: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
`;
