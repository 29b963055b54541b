import { useDocumentTitle } from '@sumaa/app-kit';
import { Card, Heading } from '@sumaa/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { ContentPage, PageHero } from '../../../shared/content';
import { useContactTexts } from '../hooks/useContactTexts';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';

/** /contact: the form that sends to the server, and how else to reach the team. */
export function ContactPage() {
  const { t } = useContactTexts();
  const formTitleId = useId();
  useDocumentTitle(t('documentTitle'), t('metaDescription'));

  return (
    <ContentPage>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <StyledColumns>
        <StyledFormCard forwardedAs="section" aria-labelledby={formTitleId} elevated>
          <Heading level={4} as="h2" id={formTitleId}>
            {t('form.title')}
          </Heading>
          <ContactForm />
        </StyledFormCard>
        <ContactDetails />
      </StyledColumns>
    </ContentPage>
  );
}

/** Form first (it comes first in reading order on a phone too), details beside it from tablet width. */
const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const StyledFormCard = styled(Card)`
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;
