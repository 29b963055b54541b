// Agreement of the review sentiment (decision #22: the stars decide unless the words plainly contradict them)
// with a hand-labelled set of Arabic (Modern Standard and Gulf dialect) and English reviews,
// tools/sentiment/labelled-reviews.ts. Prints the agreement overall, per variety and on the reviews whose words
// contradict their stars, the confusion matrix, and every miss.
//
//   npm run bench:sentiment
//
// Exits with 1 when the overall agreement is under 92 %. The API's unit suite guards the same figures
// (reviews/analysis/__tests__/labelled-set.test.ts); this prints them, with the misses to look at.
/* eslint-disable-next-line @nx/enforce-module-boundaries -- the figure is about the API's own analysis, called in-process */
import { analyzeSentiment } from '../../apps/api/src/domains/reviews/analysis';
import { LABELLED_REVIEWS, type LabelledReview, type LabelledSentiment } from '../sentiment/labelled-reviews';

const REQUIRED_AGREEMENT = 0.92;
const SENTIMENTS: readonly LabelledSentiment[] = ['Positive', 'Neutral', 'Negative'];

interface Judged extends LabelledReview {
  actual: LabelledSentiment;
}

const percent = (part: number, whole: number) => (whole ? ((100 * part) / whole).toFixed(1) : '–');

function agreementLine(label: string, judged: readonly Judged[]): string {
  const agreed = judged.filter((review) => review.actual === review.expected).length;
  return `  ${label.padEnd(22)} ${percent(agreed, judged.length).padStart(5)} %  (${agreed}/${judged.length})`;
}

function main(): void {
  const judged: Judged[] = LABELLED_REVIEWS.map((review) => ({
    ...review,
    actual: analyzeSentiment({ text: review.text, stars: review.stars }),
  }));
  const agreed = judged.filter((review) => review.actual === review.expected).length;
  const overall = agreed / judged.length;

  console.log(`sentiment agreement with ${judged.length} labelled reviews`);
  console.log(agreementLine('overall', judged));
  for (const variety of ['msa', 'gulf', 'english'] as const) {
    console.log(
      agreementLine(
        variety,
        judged.filter((review) => review.variety === variety),
      ),
    );
  }
  console.log(
    agreementLine(
      'words ≠ stars',
      judged.filter((review) => review.disagrees),
    ),
  );
  console.log(
    agreementLine(
      'words agree or mixed',
      judged.filter((review) => !review.disagrees),
    ),
  );

  console.log('\nconfusion (rows: expected, columns: analyzeSentiment)');
  console.log(`  ${''.padEnd(10)}${SENTIMENTS.map((sentiment) => sentiment.padStart(10)).join('')}`);
  for (const expected of SENTIMENTS) {
    const cells = SENTIMENTS.map((actual) =>
      String(
        judged.filter((review) => review.expected === expected && review.actual === actual).length,
      ).padStart(10),
    );
    console.log(`  ${expected.padEnd(10)}${cells.join('')}`);
  }

  const misses = judged.filter((review) => review.actual !== review.expected);
  console.log(`\nmisses (${misses.length})`);
  for (const miss of misses) {
    const contradiction = miss.disagrees ? ', words ≠ stars' : '';
    console.log(
      `  ${miss.stars}★ ${miss.variety}${contradiction}: expected ${miss.expected}, got ${miss.actual}`,
    );
    console.log(`     ${miss.text}`);
  }

  if (overall < REQUIRED_AGREEMENT) {
    console.error(`\nagreement ${percent(agreed, judged.length)} % is under ${REQUIRED_AGREEMENT * 100} %`);
    process.exitCode = 1;
  }
}

main();
