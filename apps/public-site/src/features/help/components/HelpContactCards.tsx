import {
  CardGrid,
  ContentSection,
  EmailChannelCard,
  LinkChannelCard,
  MessageSquareIcon,
  PhoneChannelCard,
} from '../../../shared/content';
import { useHelpTexts } from '../hooks/useHelpTexts';

/** E-mail, phone and the contact form, each a working link (no chat is offered, so none is shown). */
export function HelpContactCards() {
  const { t } = useHelpTexts();
  return (
    <ContentSection title={t('contactTitle')} description={t('contactDescription')}>
      <CardGrid minCardWidth="15rem">
        <EmailChannelCard
          title={t('contact.email.title')}
          text={t('contact.email.text')}
          subject={t('contact.email.subject')}
        />
        <PhoneChannelCard title={t('contact.phone.title')} text={t('contact.phone.text')} />
        <LinkChannelCard
          icon={<MessageSquareIcon />}
          title={t('contact.form.title')}
          text={t('contact.form.text')}
          to="/contact"
          action={t('contact.form.action')}
        />
      </CardGrid>
    </ContentSection>
  );
}
