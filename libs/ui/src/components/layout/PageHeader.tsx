import type { ReactNode } from 'react';
import { Heading } from '../display/Heading';
import { Text } from '../display/Text';
import { Stack } from './Stack';

export interface PageHeaderProps {
  /** The page's title, its one h1. */
  title: ReactNode;
  /** Said right under the title, before the description, e.g. a greeting. */
  intro?: ReactNode;
  /** One line on what the page is for. */
  description?: ReactNode;
}

/** The top of a page inside an app frame: its h1 (sized as a level-2 heading) and a line on what it is for. */
export function PageHeader({ title, intro, description }: PageHeaderProps) {
  return (
    <Stack gap={2}>
      <Heading level={2} as="h1">
        {title}
      </Heading>
      {intro}
      {description && <Text tone="secondary">{description}</Text>}
    </Stack>
  );
}
