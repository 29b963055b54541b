// A regression guard on the hand-labelled reviews of tools/sentiment (MSA, Gulf dialect and English, with
// reviews whose words contradict their stars). `npm run bench:sentiment` prints the same figures with the misses.
/* eslint-disable-next-line @nx/enforce-module-boundaries -- the labelled set lives with the tools that measure it */
import { LABELLED_REVIEWS, type LabelledReview } from '../../../../../../../tools/sentiment/labelled-reviews';
import { analyzeSentiment } from '..';

const agreement = (reviews: readonly LabelledReview[]) =>
  reviews.filter((review) => analyzeSentiment(review) === review.expected).length / reviews.length;

describe('analyzeSentiment on the labelled set', () => {
  it('is large and varied enough to mean something', () => {
    expect(LABELLED_REVIEWS.length).toBeGreaterThanOrEqual(180);
    for (const variety of ['msa', 'gulf', 'english'] as const) {
      expect(LABELLED_REVIEWS.filter((review) => review.variety === variety).length).toBeGreaterThanOrEqual(
        50,
      );
    }
    expect(LABELLED_REVIEWS.filter((review) => review.disagrees).length).toBeGreaterThanOrEqual(40);
  });

  it('agrees with at least 92 % of the labels', () => {
    expect(agreement(LABELLED_REVIEWS)).toBeGreaterThanOrEqual(0.92);
  });

  it('agrees with at least 85 % of the reviews whose words contradict their stars', () => {
    expect(agreement(LABELLED_REVIEWS.filter((review) => review.disagrees))).toBeGreaterThanOrEqual(0.85);
  });
});
