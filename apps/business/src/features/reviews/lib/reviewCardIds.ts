// DOM ids of a review's card, so focus can go back to it (a reply box closed) and the arrow keys can move
// between cards.
export const reviewCardId = (reviewId: string) => `review-card-${reviewId}`;

export function focusReviewCard(reviewId: string): void {
  document.getElementById(reviewCardId(reviewId))?.focus();
}
