import { ApiError, extractErrorMessage, resolveAssetUrl } from '@sumaa/api-client';
import { type BusinessProfile, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import {
  Button,
  FieldError,
  FieldHint,
  ImageIcon,
  Text,
  useFieldIds,
  useToast,
  visuallyHidden,
} from '@sumaa/ui';
import { type ChangeEvent, useState } from 'react';
import styled from 'styled-components';
import { useRemoveBusinessLogo } from '../api/removeBusinessLogo';
import { useUploadBusinessLogo } from '../api/uploadBusinessLogo';
import { useSettingsTexts } from '../hooks/useSettingsTexts';

export interface BusinessLogoFieldProps {
  /** The saved profile; without one (nothing saved yet) there is nothing to attach a logo to. */
  profile: BusinessProfile | null;
}

/** The file is refused here when the server would refuse it anyway (spec §5: an image, at most 5 MB). */
function refusalOf(file: File): 'invalid' | 'tooLarge' | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'invalid';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The server's reason for refusing the file itself (too large, not an image), said under the field. */
function logoRefusalOf(error: unknown): string | null {
  return (error instanceof ApiError && error.errors?.logo?.find((text) => text.trim() !== '')) || null;
}

/** Any other failure: the server's reason when it gave one; only our own words otherwise. */
function logoFailureText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? extractErrorMessage(error, fallback) : fallback;
}

/**
 * The business logo: its preview, then upload (or change) and remove. Each acts at once with its own toast,
 * apart from the form's save button; a file the server would refuse is refused here first.
 */
export function BusinessLogoField({ profile }: BusinessLogoFieldProps) {
  const { t } = useSettingsTexts();
  const message = useValidationMessage();
  const toast = useToast();
  const upload = useUploadBusinessLogo();
  const remove = useRemoveBusinessLogo();
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = useFieldIds(undefined, { hasError: Boolean(refusal), hasHint: true });
  // A logo that fails to load (moved, deleted) is shown as no logo rather than a broken image.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const savedSrc = resolveAssetUrl(profile?.logoUrl);
  const logoSrc = savedSrc !== brokenSrc ? savedSrc : null;
  const busy = upload.isPending || remove.isPending;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again (after a failure) still counts as a choice.
    input.value = '';
    if (!file || !profile) return;
    const refused = refusalOf(file);
    setRefusal(refused ? t(`logo.${refused}`) : null);
    if (refused) return;
    upload.mutate(
      { businessId: profile.id, logo: file },
      {
        onSuccess: () => toast.show({ message: message('logoSaved') ?? '' }),
        onError: (error) => {
          const refusedByServer = logoRefusalOf(error);
          if (refusedByServer) setRefusal(refusedByServer);
          else toast.show({ tone: 'error', message: logoFailureText(error, t('logo.failed')) });
        },
      },
    );
  };

  const onRemove = () => {
    if (!profile) return;
    setRefusal(null);
    remove.mutate(profile.id, {
      onSuccess: () => toast.show({ message: message('logoRemoved') ?? '' }),
      onError: (error) => toast.show({ tone: 'error', message: logoFailureText(error, t('logo.failed')) }),
    });
  };

  return (
    <StyledField role="group" aria-labelledby={`${ids.inputId}-title`}>
      <Text as="span" id={`${ids.inputId}-title`} weight="semibold">
        {t('logo.title')}
      </Text>
      <StyledRow>
        <StyledPreview>
          {logoSrc ? (
            <img
              src={logoSrc}
              alt={t('logo.alt', { name: profile?.name ?? '' })}
              onError={() => setBrokenSrc(logoSrc)}
            />
          ) : (
            <>
              <ImageIcon size="1.75rem" />
              <StyledHidden>{t('logo.none')}</StyledHidden>
            </>
          )}
        </StyledPreview>
        {profile ? (
          <StyledActions>
            <StyledPicker $disabled={busy} aria-busy={upload.isPending || undefined}>
              <StyledFileInput
                id={ids.inputId}
                type="file"
                accept={PROFILE_IMAGE_TYPES.join(',')}
                disabled={busy}
                aria-invalid={Boolean(refusal) || undefined}
                aria-describedby={ids.describedBy}
                onChange={onChoose}
              />
              <span>{savedSrc ? t('logo.replace') : t('logo.upload')}</span>
            </StyledPicker>
            {savedSrc && (
              <Button
                variant="ghost"
                onClick={onRemove}
                loading={remove.isPending}
                disabled={upload.isPending}
              >
                {t('logo.remove')}
              </Button>
            )}
          </StyledActions>
        ) : (
          <Text tone="secondary">{t('logo.saveProfileFirst')}</Text>
        )}
      </StyledRow>
      {profile && <FieldHint id={ids.hintId}>{t('logo.hint')}</FieldHint>}
      {refusal && <FieldError id={ids.errorId}>{refusal}</FieldError>}
    </StyledField>
  );
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledPreview = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: 88px;
  block-size: 88px;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textSecondary};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

/** The label is the visible button; the real input stays focusable for keyboards and screen readers. */
const StyledPicker = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primarySoftText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:focus-within {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledFileInput = styled.input`
  ${visuallyHidden}
`;
