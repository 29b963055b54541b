import { MailIcon } from '@sumaa/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  CardGrid,
  ContentSection,
  IconCard,
  LtrText,
  MessageSquareIcon,
  PhoneIcon,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  supportMailto,
  supportTel,
} from '../../../shared/content';
import { useHelpTexts } from '../hooks/useHelpTexts';

/** E-mail, phone and the contact form, each a working link (no chat is offered, so none is shown). */
export function HelpContactCards() {
  const { t } = useHelpTexts();
  return (
    <ContentSection title={t('contactTitle')} description={t('contactDescription')}>
      <CardGrid minCardWidth="15rem">
        <IconCard icon={<MailIcon />} title={t('contact.email.title')}>
          <p>{t('contact.email.text')}</p>
          <StyledAction>
            <a href={supportMailto(t('contact.email.subject'))}>
              <LtrText>{SUPPORT_EMAIL}</LtrText>
            </a>
          </StyledAction>
        </IconCard>
        <IconCard icon={<PhoneIcon />} title={t('contact.phone.title')}>
          <p>{t('contact.phone.text')}</p>
          <StyledAction>
            <a href={supportTel}>
              <LtrText>{SUPPORT_PHONE.display}</LtrText>
            </a>
          </StyledAction>
        </IconCard>
        <IconCard icon={<MessageSquareIcon />} title={t('contact.form.title')}>
          <p>{t('contact.form.text')}</p>
          <StyledAction>
            <Link to="/contact">{t('contact.form.action')}</Link>
          </StyledAction>
        </IconCard>
      </CardGrid>
    </ContentSection>
  );
}

const StyledAction = styled.p`
  margin-block-start: auto;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  }
`;
