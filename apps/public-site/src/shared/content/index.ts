// Building blocks of the public content pages (features, help, security, support, legal, about, blog, careers).
// Presentational only: texts come in as props, the pages own their words.
export { ContentPage, type ContentPageProps } from './ContentPage';
export { PageHero, type PageHeroProps } from './PageHero';
export { ContentSection, type ContentSectionProps } from './ContentSection';
export { CardGrid, type CardGridProps } from './CardGrid';
export { IconCard, type IconCardProps } from './IconCard';
export { ChannelAction, EmailChannelCard, LinkChannelCard, PhoneChannelCard } from './ChannelCards';
export { Breadcrumbs, type BreadcrumbsProps, type BreadcrumbItem } from './Breadcrumbs';
export { DisclosureList, type DisclosureListProps, type DisclosureItem } from './DisclosureList';
export { CallToAction, type CallToActionProps } from './CallToAction';
export { Prose, type ProseProps } from './Prose';
export { LtrText, type LtrTextProps } from './LtrText';
export { SupportHoursList, type SupportHoursListProps } from './SupportHoursList';
export { formatSupportHour, isSupportOpen } from './supportHours';
export {
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  SUPPORT_HOURS,
  EMAIL_REPLY_HOURS,
  COMMERCIAL_REGISTRATION_NUMBER,
  supportMailto,
  supportTel,
} from './siteContact';
export { ActivityIcon } from './icons/ActivityIcon';
export { BookOpenIcon } from './icons/BookOpenIcon';
export { ClockIcon } from './icons/ClockIcon';
export { DatabaseIcon } from './icons/DatabaseIcon';
export { FileCheckIcon } from './icons/FileCheckIcon';
export { KeyIcon } from './icons/KeyIcon';
export { LockIcon } from './icons/LockIcon';
export { MapPinIcon } from './icons/MapPinIcon';
export { MessageSquareIcon } from './icons/MessageSquareIcon';
export { PhoneIcon } from './icons/PhoneIcon';
export { PlugIcon } from './icons/PlugIcon';
export { RocketIcon } from './icons/RocketIcon';
export { ShieldCheckIcon } from './icons/ShieldCheckIcon';
export { SparklesIcon } from './icons/SparklesIcon';
export { TrendingUpIcon } from './icons/TrendingUpIcon';
export { UserCircleIcon } from './icons/UserCircleIcon';
export { WrenchIcon } from './icons/WrenchIcon';
