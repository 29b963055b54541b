import { Card } from '@sumaa/ui';
import styled from 'styled-components';
import { ContentSection } from '../../../shared/content/ContentSection';
import { useLandingTexts } from '../hooks/useLandingTexts';

const CUSTOMERS = ['roastery', 'clinic', 'hotel'] as const;

/** Customers' own words, shown as quotations with who said them (name, role and business, city). */
export function Testimonials() {
  const { t } = useLandingTexts();
  return (
    <ContentSection title={t('testimonials.title')} description={t('testimonials.description')}>
      <StyledList>
        {CUSTOMERS.map((customer) => (
          <li key={customer}>
            <StyledCard forwardedAs="figure">
              <StyledQuote>
                <p>{t(`testimonials.${customer}.quote`)}</p>
              </StyledQuote>
              <StyledCaption>
                <StyledName>{t(`testimonials.${customer}.name`)}</StyledName>
                <span>
                  {t('testimonials.byline', {
                    role: t(`testimonials.${customer}.role`),
                    place: t(`testimonials.${customer}.place`),
                  })}
                </span>
              </StyledCaption>
            </StyledCard>
          </li>
        ))}
      </StyledList>
    </ContentSection>
  );
}

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
  }
`;

const StyledCard = styled(Card)`
  flex: 1;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
`;

/** The blockquote says it is a quotation; the big opening mark (the language's own) only shows it. */
const StyledQuote = styled.blockquote`
  position: relative;
  margin: 0;
  padding-block-start: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.text};

  &::before {
    content: '“';
    position: absolute;
    inset-block-start: -${({ theme }) => theme.space[2]};
    inset-inline-start: 0;
    font-size: 3rem;
    line-height: 1;
    color: ${({ theme }) => theme.colors.primary};
  }

  [dir='rtl'] &::before {
    content: '”';
  }
`;

const StyledCaption = styled.figcaption`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const StyledName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;
