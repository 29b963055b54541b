import { zodResolver } from '@hookform/resolvers/zod';
import { FormErrorBanner, FormStack, placeServerErrors } from '@sumaa/app-kit';
import type { BusinessProfile, BusinessSettings } from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import { Button, type TabItem, Tabs, Text, useToast, VisuallyHidden } from '@sumaa/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { useSaveBusinessProfile } from '../api/saveBusinessProfile';
import { useUpdateBusinessSettings } from '../api/updateBusinessSettings';
import { useSettingsTexts } from '../hooks/useSettingsTexts';
import { useUnsavedChangesGuard } from '../hooks/useUnsavedChangesGuard';
import {
  changedSettings,
  type CheckedSettingsForm,
  FIELD_ORDER,
  PROFILE_FIELDS,
  profileChanged,
  type ProfileFormValues,
  profileFieldFor,
  SETTINGS_PAGE_TABS,
  SETTINGS_SECTIONS,
  type SettingsFieldPath,
  type SettingsFormValues,
  type SettingsPageTab,
  settingsFieldFor,
  settingsFormSchema,
  tabOf,
  toProfileFormValues,
  toProfileWrite,
} from '../settingsForm';
import { LeaveWithoutSavingDialog } from './LeaveWithoutSavingDialog';
import { NotificationsTab } from './NotificationsTab';
import { PreferencesTab } from './PreferencesTab';
import { PrivacyTab } from './PrivacyTab';
import { ProfileTab } from './ProfileTab';
import { RepliesTab } from './RepliesTab';
import { ReplyTemplatesTab } from './ReplyTemplatesTab';
import { ReplyVoiceTab } from '../voice/ReplyVoiceTab';

export interface SettingsFormProps {
  /** The saved profile; null when the business has none yet (saving then creates it). */
  profile: BusinessProfile | null;
  settings: BusinessSettings;
}

function hasErrorAt(errors: FieldErrors<SettingsFormValues>, path: string): boolean {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node !== undefined;
}

/**
 * The four tabs of spec §2 settings and the replies tab, with one save button for all of them. A save sends what
 * changed: the profile (PUT with its id, else POST) and the changed settings; the server's answers replace what
 * was saved. A failure keeps everything as typed, puts each field's reason under it (opening its tab) and the
 * rest above the form. The smart-reply templates tab sits among them but saves each template by itself.
 */
export function SettingsForm({ profile, settings }: SettingsFormProps) {
  const { t } = useSettingsTexts();
  const message = useValidationMessage();
  const toast = useToast();
  const saveProfile = useSaveBusinessProfile();
  const updateSettings = useUpdateBusinessSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const statusId = useId();
  // What the server holds now: the form has unsaved changes where it differs from this.
  const [saved, setSaved] = useState<{ profile: ProfileFormValues } & BusinessSettings>(() => ({
    profile: toProfileFormValues(profile),
    ...settings,
  }));
  const form = useForm<SettingsFormValues, unknown, CheckedSettingsForm>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: saved,
    // The first invalid field may sit on another tab: its tab is opened first, then it gets the focus.
    shouldFocusError: false,
  });
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const current = useWatch({ control }) as SettingsFormValues;
  const hasChanges =
    profileChanged(saved.profile, current.profile) || changedSettings(saved, current) !== null;
  const guard = useUnsavedChangesGuard(hasChanges, formRef);
  const [tab, setTab] = useState<SettingsPageTab>('profile');
  const [focusTarget, setFocusTarget] = useState<SettingsFieldPath | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Focus once the field's tab is on screen.
  useEffect(() => {
    if (!focusTarget) return;
    setFocus(focusTarget as Path<SettingsFormValues>);
    setFocusTarget(null);
  }, [focusTarget, setFocus]);

  const showField = (path: SettingsFieldPath) => {
    setTab(tabOf(path));
    setFocusTarget(path);
  };

  const save = async (checked: CheckedSettingsForm) => {
    setFailure(null);
    const typed = getValues();
    const sendsProfile = profileChanged(saved.profile, typed.profile);
    const settingsChanges = changedSettings(saved, checked);
    let profileSaved = false;
    try {
      if (sendsProfile) {
        const answer = await saveProfile.mutateAsync(toProfileWrite(checked.profile, profile));
        // The server's model replaces what was typed (spec §4): a website gets its https://, an e-mail its case.
        const asSaved = toProfileFormValues(answer);
        for (const field of PROFILE_FIELDS) setValue(`profile.${field}`, asSaved[field]);
        setSaved((before) => ({ ...before, profile: asSaved }));
        profileSaved = true;
      }
      if (settingsChanges) {
        const answer = await updateSettings.mutateAsync(settingsChanges);
        // Only what was sent is replaced: a switch touched while saving stays as the user left it.
        for (const section of SETTINGS_SECTIONS) {
          for (const key of Object.keys(settingsChanges[section] ?? {}))
            setValue(
              `${section}.${key}` as Path<SettingsFormValues>,
              (answer[section] as Record<string, unknown>)[key] as never,
            );
        }
        setSaved((before) => ({ ...before, ...answer }));
      }
      toast.show({ message: message('settingsSaved') ?? '' });
    } catch (error) {
      const profileFailed = sendsProfile && !profileSaved;
      const { placed, banner } = placeServerErrors<SettingsFieldPath>(
        error,
        profileFailed ? (field) => profileFieldFor(field, typed.profile.industry) : settingsFieldFor,
        (field, text) => setError(field as Path<SettingsFormValues>, { type: 'server', message: text }),
        profileSaved ? t('save.partlySaved') : t('save.failed'),
      );
      setFailure(banner);
      if (profileSaved) toast.show({ message: message('profileSaved') ?? '' });
      if (placed[0]) showField(placed[0]);
      else formRef.current?.scrollIntoView?.({ block: 'start' });
    }
  };

  const onInvalid = (invalid: FieldErrors<SettingsFormValues>) => {
    setFailure(null);
    const first = FIELD_ORDER.find((path) => hasErrorAt(invalid, path));
    if (first) showField(first as SettingsFieldPath);
  };

  const panels: Record<SettingsPageTab, ReactNode> = {
    profile: <ProfileTab profile={profile} />,
    notifications: <NotificationsTab />,
    privacy: <PrivacyTab />,
    preferences: <PreferencesTab />,
    replies: <RepliesTab />,
    templates: <ReplyTemplatesTab />,
    voice: <ReplyVoiceTab />,
  };
  const tabs: TabItem<SettingsPageTab>[] = SETTINGS_PAGE_TABS.map((value) => ({
    value,
    label: (
      <>
        {t(`tabs.${value}`)}
        {value !== 'templates' && value !== 'voice' && errors[value] && (
          <>
            <StyledErrorMark aria-hidden="true" />
            <VisuallyHidden> {t('tabs.hasErrors')}</VisuallyHidden>
          </>
        )}
      </>
    ),
    panel: panels[value],
  }));

  return (
    <FormProvider {...form}>
      <FormStack
        ref={formRef}
        noValidate
        onSubmit={handleSubmit(save, onInvalid)}
        aria-busy={isSubmitting || undefined}
      >
        <FormErrorBanner message={failure} />
        <StyledWrappingTabs>
          <Tabs<SettingsPageTab> label={t('tabs.label')} items={tabs} value={tab} onChange={setTab} />
        </StyledWrappingTabs>
        <StyledSaveBar>
          <Text id={statusId} tone="secondary" size="sm">
            {hasChanges ? t('save.unsaved') : t('save.noChanges')}
          </Text>
          <Button
            type="submit"
            disabled={!hasChanges || isSubmitting}
            loading={isSubmitting}
            aria-describedby={statusId}
          >
            {isSubmitting ? t('save.saving') : t('save.button')}
          </Button>
        </StyledSaveBar>
      </FormStack>
      <LeaveWithoutSavingDialog open={guard.asking} onStay={guard.stay} onLeave={guard.leave} />
    </FormProvider>
  );
}

const StyledErrorMark = styled.span`
  display: inline-block;
  inline-size: 8px;
  block-size: 8px;
  margin-inline-start: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.tones.danger.solid};
  vertical-align: middle;
`;

/**
 * Six tabs do not fit a phone's width (in Arabic, three did): they wrap onto more rows rather than scroll, so
 * every tab is in sight and none hides past the edge with no sign that it exists.
 */
const StyledWrappingTabs = styled.div`
  & > div > [role='tablist'] {
    flex-wrap: wrap;
    row-gap: ${({ theme }) => theme.space[1]};
    overflow-x: visible;
  }
`;

/** Stays in view at the bottom while a long tab scrolls, so saving is always one reach away. */
const StyledSaveBar = styled.div`
  position: sticky;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
