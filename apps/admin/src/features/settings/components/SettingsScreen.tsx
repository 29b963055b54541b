import { FormErrorBanner, FormStack, placeServerErrors } from '@sumaa/app-kit';
import {
  AI_ENDPOINT_REGIONS,
  aiRegionUndeclared,
  isLocalEndpointHost,
  PLATFORM_PAYMENT_METHODS,
  PLATFORM_TIMEZONES,
  type PlatformSettings,
  type PlatformSettingsWrite,
} from '@sumaa/contracts';
import {
  AlertBanner,
  Button,
  Checkbox,
  PageHeader,
  Select,
  SkeletonRows,
  Switch,
  Tabs,
  TextArea,
  TextField,
  useToast,
} from '@sumaa/ui';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePlatformSettingsQuery, useSavePlatformSettingsMutation } from '../api/platformSettings';
import { useTestSmtpMutation } from '../api/testSmtp';
import { AiUsagePanel } from './AiUsagePanel';
import { useSettingsTexts } from '../hooks/useSettingsTexts';

/** The form's values: the model's sections, numbers as typed, and the new SMTP password (empty keeps it). */
type SettingsForm = {
  general: PlatformSettings['general'];
  email: Omit<
    PlatformSettings['email'],
    'smtpPasswordSet' | 'activeTransport' | 'verifiedAt' | 'smtpPort'
  > & {
    smtpPort: string;
    smtpPassword: string;
  };
  security: Omit<PlatformSettings['security'], 'passwordMinLength' | 'sessionTimeout'> & {
    passwordMinLength: string;
    sessionTimeout: string;
  };
  billing: Omit<PlatformSettings['billing'], 'taxRate' | 'trialPeriod'> & {
    taxRate: string;
    trialPeriod: string;
  };
  notifications: Omit<PlatformSettings['notifications'], 'webhookSecretSet'>;
  /** The declared region as the select holds it: '' for "not declared". */
  ai: { endpointRegion: string; provider: string; transfersAbroadAllowed: boolean };
};

function formOf(settings: PlatformSettings): SettingsForm {
  const { smtpPasswordSet: _a, activeTransport: _b, verifiedAt: _c, ...email } = settings.email;
  const { webhookSecretSet: _d, ...notifications } = settings.notifications;
  return {
    general: settings.general,
    email: { ...email, smtpPort: String(email.smtpPort), smtpPassword: '' },
    security: {
      ...settings.security,
      passwordMinLength: String(settings.security.passwordMinLength),
      sessionTimeout: String(settings.security.sessionTimeout),
    },
    billing: {
      ...settings.billing,
      taxRate: String(settings.billing.taxRate),
      trialPeriod: String(settings.billing.trialPeriod),
    },
    notifications,
    ai: {
      endpointRegion: settings.ai.endpointRegion ?? '',
      provider: settings.ai.provider,
      transfersAbroadAllowed: settings.ai.transfersAbroadAllowed,
    },
  };
}

const regionOf = (value: string) =>
  (AI_ENDPOINT_REGIONS as readonly string[]).includes(value)
    ? (value as (typeof AI_ENDPOINT_REGIONS)[number])
    : null;

const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

function bodyOf(values: SettingsForm, revision: string): PlatformSettingsWrite {
  const { smtpPassword, ...email } = values.email;
  return {
    revision,
    general: values.general,
    email: { ...email, smtpPort: number(email.smtpPort), ...(smtpPassword ? { smtpPassword } : {}) },
    security: {
      ...values.security,
      passwordMinLength: number(values.security.passwordMinLength),
      sessionTimeout: number(values.security.sessionTimeout),
    },
    billing: {
      ...values.billing,
      taxRate: number(values.billing.taxRate),
      trialPeriod: number(values.billing.trialPeriod),
    },
    notifications: { ...values.notifications, smsNotifications: false, pushNotifications: false },
    ai: { ...values.ai, endpointRegion: regionOf(values.ai.endpointRegion) },
  };
}

/** /admin/settings: five tabs, one form, one save; the server's field errors land under their fields. */
export function SettingsScreen() {
  const { t } = useSettingsTexts();
  const { t: admin } = useTranslation('admin');
  const query = usePlatformSettingsQuery();
  return (
    <StyledPage>
      <PageHeader title={admin('sections.settings.title')} description={t('description')} />
      {query.isPending ? (
        <SkeletonRows rows={6} rowHeight="3rem" label={t('saving')} />
      ) : query.isError ? (
        <AlertBanner tone="error" title={t('loadFailed')}>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </AlertBanner>
      ) : (
        <SettingsFormView key={query.data.revision} settings={query.data} />
      )}
    </StyledPage>
  );
}

function SettingsFormView({ settings }: { settings: PlatformSettings }) {
  const { t } = useSettingsTexts();
  const toast = useToast();
  const save = useSavePlatformSettingsMutation();
  const testSmtp = useTestSmtpMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [testTo, setTestTo] = useState('');
  const [testResult, setTestResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SettingsForm>({ defaultValues: formOf(settings) });
  const maintenance = watch('general.maintenanceMode');
  const methods = watch('billing.paymentMethods');

  const onValid = async (values: SettingsForm) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(bodyOf(values, settings.revision));
      if (saved.webhookSecret) setSecret(saved.webhookSecret);
      toast.show({ tone: 'success', message: t('saved') });
    } catch (error) {
      const { banner } = placeServerErrors(
        error,
        (field) => field as Path<SettingsForm>,
        (field, message) => setError(field, { type: 'server', message }),
        t('saveFailed'),
      );
      setFailure(banner ?? t('fixErrors'));
    }
  };

  const sendTest = async () => {
    setTestResult(null);
    try {
      await testSmtp.mutateAsync(testTo);
      setTestResult({
        tone: 'success',
        text: testSmtp.data ? t('email.active.settings') : t('email.active.settings'),
      });
    } catch (error) {
      const message =
        error instanceof Error && 'serverMessage' in error
          ? String((error as { serverMessage?: string }).serverMessage ?? '')
          : '';
      setTestResult({ tone: 'error', text: message || t('saveFailed') });
    }
  };

  const fieldError = (path: string) => {
    const parts = path.split('.');
    let node: unknown = errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };

  const general = (
    <StyledSection>
      <TextField
        {...register('general.platformName')}
        label={t('general.platformName')}
        error={fieldError('general.platformName')}
      />
      <TextArea
        {...register('general.platformDescription')}
        label={t('general.platformDescription')}
        rows={3}
        error={fieldError('general.platformDescription')}
      />
      <Select
        {...register('general.defaultLanguage')}
        label={t('general.defaultLanguage')}
        options={[
          { value: 'ar', label: t('general.languages.ar') },
          { value: 'en', label: t('general.languages.en') },
        ]}
      />
      <Select
        {...register('general.timezone')}
        label={t('general.timezone')}
        options={PLATFORM_TIMEZONES.map((zone) => ({ value: zone, label: zone }))}
      />
      <Switch
        label={t('general.maintenanceMode')}
        hint={t('general.maintenanceHint')}
        checked={maintenance}
        onCheckedChange={(checked) => setValue('general.maintenanceMode', checked, { shouldDirty: true })}
      />
    </StyledSection>
  );

  const email = (
    <StyledSection>
      <AlertBanner tone="info">{t(`email.active.${settings.email.activeTransport}`)}</AlertBanner>
      <StyledGrid>
        <TextField
          {...register('email.smtpHost')}
          label={t('email.smtpHost')}
          dir="ltr"
          autoComplete="off"
          error={fieldError('email.smtpHost')}
        />
        <TextField
          {...register('email.smtpPort')}
          label={t('email.smtpPort')}
          dir="ltr"
          inputMode="numeric"
          error={fieldError('email.smtpPort')}
        />
        <TextField
          {...register('email.smtpUsername')}
          label={t('email.smtpUsername')}
          dir="ltr"
          autoComplete="off"
          error={fieldError('email.smtpUsername')}
        />
        <TextField
          {...register('email.smtpPassword')}
          type="password"
          label={t('email.smtpPassword')}
          dir="ltr"
          autoComplete="new-password"
          placeholder={settings.email.smtpPasswordSet ? t('secretSet') : ''}
          hint={settings.email.smtpPasswordSet ? t('email.passwordSet') : t('email.passwordNotSet')}
          error={fieldError('email.smtpPassword')}
        />
        <TextField
          {...register('email.fromEmail')}
          label={t('email.fromEmail')}
          dir="ltr"
          type="email"
          error={fieldError('email.fromEmail')}
        />
        <TextField
          {...register('email.fromName')}
          label={t('email.fromName')}
          error={fieldError('email.fromName')}
        />
      </StyledGrid>
      <StyledTestRow>
        <TextField
          label={t('email.testTo')}
          dir="ltr"
          type="email"
          value={testTo}
          hint={t('email.testHint')}
          onChange={(event) => setTestTo(event.target.value)}
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() => void sendTest()}
          disabled={testSmtp.isPending || !testTo.trim()}
        >
          {t('email.sendTest')}
        </Button>
      </StyledTestRow>
      {testResult && <AlertBanner tone={testResult.tone}>{testResult.text}</AlertBanner>}
    </StyledSection>
  );

  const security = (
    <StyledSection>
      <StyledGrid>
        <TextField
          {...register('security.passwordMinLength')}
          label={t('security.passwordMinLength')}
          dir="ltr"
          inputMode="numeric"
          error={fieldError('security.passwordMinLength')}
        />
        <TextField
          {...register('security.sessionTimeout')}
          label={t('security.sessionTimeout')}
          dir="ltr"
          inputMode="numeric"
          hint={t('security.sessionTimeoutHint')}
          error={fieldError('security.sessionTimeout')}
        />
      </StyledGrid>
      <Checkbox {...register('security.requireSpecialChars')} label={t('security.requireSpecialChars')} />
      <Checkbox {...register('security.twoFactorAuth')} label={t('security.twoFactorAuth')} />
      <TextArea
        {...register('security.ipWhitelist')}
        label={t('security.ipWhitelist')}
        hint={t('security.ipWhitelistHint')}
        dir="ltr"
        rows={4}
        error={fieldError('security.ipWhitelist')}
      />
    </StyledSection>
  );

  const billing = (
    <StyledSection>
      <StyledGrid>
        <TextField label={t('billing.currency')} value={t('billing.sar')} readOnly />
        <TextField
          {...register('billing.taxRate')}
          label={t('billing.taxRate')}
          dir="ltr"
          inputMode="decimal"
          error={fieldError('billing.taxRate')}
        />
        <TextField
          {...register('billing.invoicePrefix')}
          label={t('billing.invoicePrefix')}
          dir="ltr"
          error={fieldError('billing.invoicePrefix')}
        />
        <TextField
          {...register('billing.trialPeriod')}
          label={t('billing.trialPeriod')}
          dir="ltr"
          inputMode="numeric"
          error={fieldError('billing.trialPeriod')}
        />
      </StyledGrid>
      <StyledFieldset>
        <legend>{t('billing.paymentMethods')}</legend>
        {PLATFORM_PAYMENT_METHODS.map((method) => (
          <Checkbox
            key={method}
            label={t(`billing.methods.${method}`)}
            checked={methods.includes(method)}
            onChange={(event) =>
              setValue(
                'billing.paymentMethods',
                event.target.checked ? [...methods, method] : methods.filter((item) => item !== method),
                { shouldDirty: true },
              )
            }
          />
        ))}
        {fieldError('billing.paymentMethods') && (
          <StyledError role="alert">{fieldError('billing.paymentMethods')}</StyledError>
        )}
      </StyledFieldset>
    </StyledSection>
  );

  const notifications = (
    <StyledSection>
      <Checkbox
        {...register('notifications.emailNotifications')}
        label={t('notifications.emailNotifications')}
      />
      {/* No platform SMS (WhatsApp alerts are each business's, issue 23) and no push yet: shown off and out of
          reach, not part of the form (always sent off). */}
      <Checkbox
        checked={false}
        readOnly
        disabled
        label={t('notifications.smsNotifications')}
        hint={t('notifications.smsNotOffered')}
      />
      <Checkbox
        checked={false}
        readOnly
        disabled
        label={t('notifications.pushNotifications')}
        hint={t('notifications.notYetAvailable')}
      />
      <TextField
        {...register('notifications.webhookUrl')}
        label={t('notifications.webhookUrl')}
        dir="ltr"
        type="url"
        hint={
          settings.notifications.webhookSecretSet
            ? `${t('notifications.webhookHint')} ${t('notifications.secretSet')}`
            : t('notifications.webhookHint')
        }
        error={fieldError('notifications.webhookUrl')}
      />
      {secret && (
        <AlertBanner tone="warning" title={t('notifications.secretShownOnce')}>
          <StyledSecret dir="ltr">{secret}</StyledSecret>
        </AlertBanner>
      )}
    </StyledSection>
  );

  // A remote endpoint whose region nobody declared: calls go on, and the console asks for the declaration.
  const regionUndeclared =
    settings.ai.endpointHost !== null &&
    aiRegionUndeclared({
      endpointRegion: settings.ai.endpointRegion,
      transfersAbroadAllowed: settings.ai.transfersAbroadAllowed,
      endpointIsLocal: isLocalEndpointHost(settings.ai.endpointHost),
    });
  const ai = (
    <StyledSection>
      <AlertBanner
        tone={
          settings.ai.endpointHost === null
            ? 'info'
            : settings.ai.callsAllowed && !regionUndeclared
              ? 'success'
              : 'warning'
        }
        title={
          settings.ai.endpointHost === null
            ? t('ai.notConfigured')
            : !settings.ai.callsAllowed
              ? t('ai.callsRefused')
              : regionUndeclared
                ? t('ai.regionUndeclared')
                : t('ai.callsAllowed')
        }
      >
        {settings.ai.endpointHost !== null && (
          <>
            {t('ai.endpoint')}: <bdi dir="ltr">{settings.ai.endpointHost}</bdi> · {t('ai.model')}:{' '}
            <bdi dir="ltr">{settings.ai.model}</bdi>
          </>
        )}
      </AlertBanner>
      <StyledGrid>
        <Select
          {...register('ai.endpointRegion')}
          label={t('ai.endpointRegion')}
          hint={t('ai.endpointRegionHint')}
          error={fieldError('ai.endpointRegion')}
          options={[
            { value: '', label: t('ai.regions.undeclared') },
            ...AI_ENDPOINT_REGIONS.map((region) => ({ value: region, label: t(`ai.regions.${region}`) })),
          ]}
        />
        <TextField
          {...register('ai.provider')}
          label={t('ai.provider')}
          hint={t('ai.providerHint')}
          error={fieldError('ai.provider')}
        />
      </StyledGrid>
      <Checkbox
        {...register('ai.transfersAbroadAllowed')}
        label={t('ai.transfersAbroadAllowed')}
        hint={t('ai.transfersAbroadHint')}
      />
      <AiUsagePanel />
    </StyledSection>
  );

  return (
    <FormStack
      noValidate
      onSubmit={handleSubmit(onValid, () => setFailure(t('fixErrors')))}
      aria-busy={isSubmitting || undefined}
    >
      <FormErrorBanner message={failure} />
      <Tabs
        label={t('tabsLabel')}
        items={[
          { value: 'general', label: t('tabs.general'), panel: general },
          { value: 'email', label: t('tabs.email'), panel: email },
          { value: 'security', label: t('tabs.security'), panel: security },
          { value: 'billing', label: t('tabs.billing'), panel: billing },
          { value: 'notifications', label: t('tabs.notifications'), panel: notifications },
          { value: 'ai', label: t('tabs.ai'), panel: ai },
        ]}
      />
      <StyledFooter>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </Button>
      </StyledFooter>
    </FormStack>
  );
}

const StyledPage = styled.div`
  display: grid;
  /* One column no wider than the page: the tab list scrolls on a phone instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  max-inline-size: 60rem;
`;
const StyledSection = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[4]};
`;
const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`;
const StyledTestRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  & > :first-child {
    flex: 1 1 16rem;
  }
  & > button {
    margin-block-start: 1.75rem;
  }
`;
const StyledFieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  legend {
    font-weight: 600;
    margin-block-end: ${({ theme }) => theme.space[2]};
  }
`;
const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;
const StyledSecret = styled.code`
  display: block;
  overflow-wrap: anywhere;
  text-align: start;
`;
const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
`;
