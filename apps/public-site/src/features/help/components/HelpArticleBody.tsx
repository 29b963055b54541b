import { Prose } from '../../../shared/content';
import type { HelpArticleBlock } from '../helpArticleTypes';

export interface HelpArticleBodyProps {
  blocks: readonly HelpArticleBlock[];
}

/** An article's paragraphs, sub-headings (h2, under the page's h1), numbered steps and bulleted lists. */
export function HelpArticleBody({ blocks }: HelpArticleBodyProps) {
  return (
    <Prose>
      {blocks.map((block, index) => {
        if ('heading' in block) return <h2 key={index}>{block.heading}</h2>;
        if ('steps' in block)
          return (
            <ol key={index}>
              {block.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          );
        if ('bullets' in block)
          return (
            <ul key={index}>
              {block.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.paragraph}</p>;
      })}
    </Prose>
  );
}
