// The settings form's values and their way to and from the API: a template the business did not write is an
// empty field (its placeholder shows the default words) and goes back as null; numbers are typed as text and sent
// as numbers, so the server's own checks (a cooldown of 7 days or more) speak for them.
import type {
  ReviewRequestChannel,
  ReviewRequestSettings,
  ReviewRequestSettingsBody,
} from '@sumaa/contracts';
import { REQUEST_CHANNELS } from './requestsView';

type Templates = Record<ReviewRequestChannel, { ar: string; en: string }>;

export interface RequestSettingsValues {
  templates: Templates;
  whatsappTemplateName: string;
  cooldownDays: string;
  quietHoursStart: string;
  quietHoursEnd: string;
  channelsEnabled: Record<ReviewRequestChannel, boolean>;
  hoursAfterVisit: string;
}

const channelRecord = <T>(make: (channel: ReviewRequestChannel) => T) =>
  Object.fromEntries(REQUEST_CHANNELS.map((channel) => [channel, make(channel)])) as Record<
    ReviewRequestChannel,
    T
  >;

export function settingsToValues(settings: ReviewRequestSettings): RequestSettingsValues {
  return {
    templates: channelRecord((channel) => ({
      ar: settings.templates[channel].ar ?? '',
      en: settings.templates[channel].en ?? '',
    })),
    whatsappTemplateName: settings.whatsappTemplateName,
    cooldownDays: String(settings.cooldownDays),
    quietHoursStart: settings.quietHoursStart,
    quietHoursEnd: settings.quietHoursEnd,
    channelsEnabled: channelRecord((channel) => settings.channelsEnabled.includes(channel)),
    hoursAfterVisit: String(settings.hoursAfterVisit),
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function valuesToBody(values: RequestSettingsValues): ReviewRequestSettingsBody {
  const orNull = (text: string) => (text.trim() === '' ? null : text);
  return {
    templates: channelRecord((channel) => ({
      ar: orNull(values.templates[channel].ar),
      en: orNull(values.templates[channel].en),
    })),
    whatsappTemplateName: values.whatsappTemplateName.trim(),
    cooldownDays: numberOf(values.cooldownDays),
    quietHoursStart: values.quietHoursStart,
    quietHoursEnd: values.quietHoursEnd,
    channelsEnabled: REQUEST_CHANNELS.filter((channel) => values.channelsEnabled[channel]),
    hoursAfterVisit: numberOf(values.hoursAfterVisit),
  };
}

/** The form field a server error names: `templates.sms.en`, `cooldownDays`…; the rest go to the banner. */
export function settingsFieldOf(
  serverField: string,
): keyof RequestSettingsValues | `templates.${ReviewRequestChannel}.${'ar' | 'en'}` | undefined {
  const template = /^templates\.(whatsapp|sms|email)\.(ar|en)$/i.exec(serverField);
  if (template) {
    return `templates.${template[1].toLowerCase() as ReviewRequestChannel}.${template[2].toLowerCase() as 'ar' | 'en'}`;
  }
  const simple = [
    'whatsappTemplateName',
    'cooldownDays',
    'quietHoursStart',
    'quietHoursEnd',
    'hoursAfterVisit',
  ] as const;
  return simple.find((name) => name.toLowerCase() === serverField.toLowerCase());
}
