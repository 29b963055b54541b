import { Avatar, BellIcon, CheckCircleIcon, GoogleIcon, StarIcon } from '@sumaa/ui';
import styled from 'styled-components';
import { SparklesIcon } from '../../../shared/content/icons/SparklesIcon';
import { useLandingTexts } from '../hooks/useLandingTexts';
import { RATING_SCALE } from '../lib/marketingFigures';

/** The example review's stars: a good review with one remark, the kind a quick, warm reply keeps good. */
const EXAMPLE_RATING = 4;

/**
 * The hero's picture, drawn in the page (no image to download): a review as it arrives in Sumaa's inbox with the
 * reply that went back to Google. Decorative: the heading and promise beside it already say what it shows.
 */
export function ReviewReplyPreview() {
  const { t } = useLandingTexts();

  return (
    <StyledStage aria-hidden="true">
      <StyledInset>
        <StyledWindow>
          <StyledBar>
            <GoogleIcon size="1.125rem" />
            <StyledSource>{t('preview.source')}</StyledSource>
            <StyledBranch>{t('preview.branch')}</StyledBranch>
          </StyledBar>

          <StyledReview>
            <StyledReviewer>
              <Avatar name={t('preview.reviewer')} size="sm" decorative />
              <div>
                <StyledName>{t('preview.reviewer')}</StyledName>
                <StyledMeta>
                  <StyledStars>
                    {Array.from({ length: RATING_SCALE }, (_, index) => (
                      <StarIcon key={index} size="0.9rem" filled={index < EXAMPLE_RATING} />
                    ))}
                  </StyledStars>
                  <span>{t('preview.time')}</span>
                </StyledMeta>
              </div>
              <StyledNew>{t('preview.new')}</StyledNew>
            </StyledReviewer>
            <StyledReviewText>{t('preview.review')}</StyledReviewText>

            <StyledReply>
              <StyledReplyHeader>
                <span>{t('preview.replyLabel')}</span>
                <StyledSmart>
                  <SparklesIcon size="0.9rem" />
                  {t('preview.smartReply')}
                </StyledSmart>
              </StyledReplyHeader>
              <p>{t('preview.reply')}</p>
              <StyledPublished>
                <CheckCircleIcon size="1rem" />
                {t('preview.published')}
              </StyledPublished>
            </StyledReply>
          </StyledReview>
        </StyledWindow>
      </StyledInset>

      <StyledAlertChip>
        <BellIcon size="1.1rem" />
        <span>{t('preview.alert')}</span>
      </StyledAlertChip>
    </StyledStage>
  );
}

/*
 * A tinted panel with two soft glows behind the window; the alert chip hangs over its lower start corner. The panel
 * is a size container: the picture adapts to the room its column gives it, not to the screen's width.
 */
const StyledStage = styled.div`
  position: relative;
  container-type: inline-size;
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(circle at 85% 10%, ${({ theme }) => theme.colors.primarySoftHover} 0, transparent 45%),
    radial-gradient(circle at 10% 90%, ${({ theme }) => theme.colors.accentSoft} 0, transparent 40%),
    ${({ theme }) => theme.colors.primarySoft};
`;

const StyledInset = styled.div`
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} ${theme.space[10]}`};

  @container (min-width: 26rem) {
    padding: ${({ theme }) => `${theme.space[10]} ${theme.space[8]} ${theme.space[12]}`};
  }
`;

const StyledWindow = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const StyledSource = styled.span`
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledBranch = styled.span`
  margin-inline-start: auto;
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;

  /* In a narrow column the branch gives way to the source's name. */
  @container (max-width: 20rem) {
    display: none;
  }
`;

const StyledReview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const StyledReviewer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledMeta = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

const StyledStars = styled.span`
  display: inline-flex;
  gap: 1px;
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledNew = styled.span`
  margin-inline-start: auto;
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.tones.info.soft};
  color: ${({ theme }) => theme.tones.info.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledReviewText = styled.p`
  color: ${({ theme }) => theme.colors.text};
`;

/* The reply sits indented under the review, with a brand-coloured rule on its start edge, as on Google. */
const StyledReply = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledReplyHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primarySoftText};
`;

const StyledSmart = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledPublished = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.tones.success.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledAlertChip = styled.p`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space[3]};
  inset-inline-start: ${({ theme }) => theme.space[4]};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-inline-size: calc(100% - ${({ theme }) => theme.space[8]});
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }

  @container (min-width: 26rem) {
    inset-inline-start: ${({ theme }) => theme.space[8]};
  }
`;
