// The ways to reach support (e-mail, phone, a page of the site), each a card whose action really works.
// One place for them, so the help centre and the support page offer the same channels the same way.
import { MailIcon } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { IconCard } from './IconCard';
import { PhoneIcon } from './icons/PhoneIcon';
import { LtrText } from './LtrText';
import { SUPPORT_EMAIL, SUPPORT_PHONE, supportMailto, supportTel } from './siteContact';

interface ChannelCardText {
  title: string;
  text: string;
}

/** The support e-mail address, opening a message with `subject` already filled in. */
export function EmailChannelCard({ title, text, subject }: ChannelCardText & { subject: string }) {
  return (
    <IconCard icon={<MailIcon />} title={title}>
      <p>{text}</p>
      <ChannelAction>
        <a href={supportMailto(subject)}>
          <LtrText>{SUPPORT_EMAIL}</LtrText>
        </a>
      </ChannelAction>
    </IconCard>
  );
}

/** The support phone number, dialled on a tap. */
export function PhoneChannelCard({ title, text }: ChannelCardText) {
  return (
    <IconCard icon={<PhoneIcon />} title={title}>
      <p>{text}</p>
      <ChannelAction>
        <a href={supportTel}>
          <LtrText>{SUPPORT_PHONE.display}</LtrText>
        </a>
      </ChannelAction>
    </IconCard>
  );
}

/** A page of the site that helps (the contact form, the help centre). */
export function LinkChannelCard({
  icon,
  title,
  text,
  to,
  action,
}: ChannelCardText & { icon: ReactNode; to: string; action: string }) {
  return (
    <IconCard icon={icon} title={title}>
      <p>{text}</p>
      <ChannelAction>
        <Link to={to}>{action}</Link>
      </ChannelAction>
    </IconCard>
  );
}

/** The action line at the foot of a channel card: pushed to the bottom, a full touch target. */
export const ChannelAction = styled.p`
  margin-block-start: auto;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  }
`;
