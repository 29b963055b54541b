// The one public door of @sumaa/ui. Everything the apps may use is exported here by name.
// Types `props.theme` as our Theme in every styled component that imports this library.
import type {} from './theme/styled';

// Theme and providers
export { theme, type Theme, type Tone, type ToneColors } from './theme/theme';
export { ThemeRoot, type ThemeRootProps, type Direction } from './theme/ThemeRoot';
export { GlobalStyle } from './theme/GlobalStyle';
export { focusRing, visuallyHidden, plainList, outlinedBox, type OutlinedBoxOptions } from './theme/mixins';
export { directionOf } from './theme/directionOf';

// Actions
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/actions/Button';
export { IconButton, type IconButtonProps, type IconButtonVariant } from './components/actions/IconButton';

// Forms
export { TextField, type TextFieldProps } from './components/forms/TextField';
export { PasswordField, type PasswordFieldProps } from './components/forms/PasswordField';
export { Checkbox, type CheckboxProps } from './components/forms/Checkbox';
export { Select, type SelectProps, type SelectOption } from './components/forms/Select';
export { FileField, type FileFieldProps } from './components/forms/FileField';
export { TextArea, type TextAreaProps } from './components/forms/TextArea';
export { Switch, type SwitchProps } from './components/forms/Switch';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedControlOption,
} from './components/forms/SegmentedControl';
export { LanguageSelect, type LanguageSelectProps } from './components/forms/LanguageSelect';
export { FieldLabel, type FieldLabelProps } from './components/forms/FieldLabel';
export { FieldHint, type FieldHintProps } from './components/forms/FieldHint';
export { FieldError, type FieldErrorProps } from './components/forms/FieldError';
export { useFieldIds, type FieldIds } from './components/forms/useFieldIds';

// Feedback
export { AlertBanner, type AlertBannerProps, type AlertTone } from './components/feedback/AlertBanner';
export { Badge, type BadgeProps } from './components/feedback/Badge';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/feedback/Spinner';
export { LoadingScreen, type LoadingScreenProps } from './components/feedback/LoadingScreen';
export { RemoteFallback, type RemoteFallbackProps } from './components/feedback/RemoteFallback';
export { EmptyState, type EmptyStateProps } from './components/feedback/EmptyState';
export { SkeletonRows, type SkeletonRowsProps } from './components/feedback/SkeletonRows';
export { ToastProvider, type ToastProviderProps } from './components/feedback/ToastProvider';
export { useToast } from './components/feedback/useToast';
export type { ToastApi, ToastOptions, ToastTone } from './components/feedback/toastContext';

// Display
export { Card, type CardProps, type CardPadding } from './components/display/Card';
export { Heading, type HeadingProps, type HeadingLevel } from './components/display/Heading';
export { Text, type TextProps, type TextTone } from './components/display/Text';
export { KeyboardHint, type KeyboardHintProps } from './components/display/KeyboardHint';
export { Avatar, type AvatarProps, type AvatarSize } from './components/display/Avatar';
export { initialsOf } from './components/display/initialsOf';
export {
  StarRating,
  type StarRatingProps,
  type StarRatingDisplayProps,
  type StarRatingInputProps,
} from './components/display/StarRating';
export { Panel, PanelEmpty, type PanelProps } from './components/display/Panel';
export { StatGrid, type StatGridProps, type StatItem } from './components/display/StatGrid';
export { StatCard, type StatCardProps } from './components/display/StatCard';

// Data
export {
  DataTable,
  type DataTableProps,
  type DataTableColumn,
  type DataTableSort,
  type SortDirection,
} from './components/data/DataTable';

// Navigation
export { Tabs, type TabsProps, type TabItem } from './components/navigation/Tabs';
export { Pagination, type PaginationProps } from './components/navigation/Pagination';

// Overlays
export { Dialog, type DialogProps, type DialogSize } from './components/overlays/Dialog';
export {
  DropdownMenu,
  type DropdownMenuProps,
  type DropdownMenuItem,
} from './components/overlays/DropdownMenu';
export { Tooltip, type TooltipProps } from './components/overlays/Tooltip';

// Layout
export { Stack, type StackProps, type SpaceToken } from './components/layout/Stack';
export { Inline, type InlineProps } from './components/layout/Inline';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/layout/VisuallyHidden';
export { VisuallyHiddenBlock, type VisuallyHiddenBlockProps } from './components/layout/VisuallyHiddenBlock';
export { PageHeader, type PageHeaderProps } from './components/layout/PageHeader';

// App frame (business and admin areas)
export { AppLayout, type AppLayoutProps } from './components/app-frame/AppLayout';
export { SidebarNav, type SidebarNavProps, type SidebarNavItem } from './components/app-frame/SidebarNav';
export { SidebarFooter, type SidebarFooterProps } from './components/app-frame/SidebarFooter';
export { HeaderSearch, type HeaderSearchProps } from './components/app-frame/HeaderSearch';
export { HeaderActions, type HeaderActionsProps } from './components/app-frame/HeaderActions';
export { UserMenu, type UserMenuProps } from './components/app-frame/UserMenu';
export { BrandMark, type BrandMarkProps } from './components/app-frame/BrandMark';
export {
  NotificationsBell,
  type NotificationsBellProps,
  type NotificationsBellItem,
  type NotificationsBellAction,
} from './components/app-frame/NotificationsBell';

// Icons (decorative unless given a title)
export { SvgIcon, type IconProps, type SvgIconProps } from './icons/SvgIcon';
export { AlertCircleIcon } from './icons/AlertCircleIcon';
export { BellIcon } from './icons/BellIcon';
export { ChartIcon } from './icons/ChartIcon';
export { CheckCircleIcon } from './icons/CheckCircleIcon';
export { CheckIcon } from './icons/CheckIcon';
export { ChevronDownIcon } from './icons/ChevronDownIcon';
export { ChevronEndIcon } from './icons/ChevronEndIcon';
export { ChevronStartIcon } from './icons/ChevronStartIcon';
export { CloseIcon } from './icons/CloseIcon';
export { CreditCardIcon } from './icons/CreditCardIcon';
export { EyeIcon } from './icons/EyeIcon';
export { EyeOffIcon } from './icons/EyeOffIcon';
export { GlobeIcon } from './icons/GlobeIcon';
export { GoogleIcon } from './icons/GoogleIcon';
export { HomeIcon } from './icons/HomeIcon';
export { ImageIcon } from './icons/ImageIcon';
export { InboxIcon } from './icons/InboxIcon';
export { InfoIcon } from './icons/InfoIcon';
export { LayersIcon } from './icons/LayersIcon';
export { LockIcon } from './icons/LockIcon';
export { LogoutIcon } from './icons/LogoutIcon';
export { MailIcon } from './icons/MailIcon';
export { MenuIcon } from './icons/MenuIcon';
export { RefreshIcon } from './icons/RefreshIcon';
export { SearchIcon } from './icons/SearchIcon';
export { ServerIcon } from './icons/ServerIcon';
export { SettingsIcon } from './icons/SettingsIcon';
export { StarIcon, type StarIconProps } from './icons/StarIcon';
export { UsersIcon } from './icons/UsersIcon';
export { WarningIcon } from './icons/WarningIcon';

// Charts (mirrored right to left by their scales; each with its text alternative)
export { ChartTable, type ChartTableProps, type ChartTableRow } from './components/charts/ChartTable';
export { ChartCanvas, type ChartCanvasProps } from './components/charts/ChartCanvas';
export { ValueAxis, type ValueAxisProps } from './components/charts/ValueAxis';
export { BarTrendChart, type BarTrendChartProps, type TrendBar } from './components/charts/BarTrendChart';
export {
  StackedBarChart,
  type StackedBarChartProps,
  type StackedBarGroup,
  type StackedBarSeries,
} from './components/charts/StackedBarChart';
export { DonutChart, type DonutChartProps, type DonutSlice } from './components/charts/DonutChart';
export {
  inlineRange,
  labelsThatFit,
  marginFor,
  wholeTicks,
  type ChartMargin,
  type LogicalMargin,
} from './components/charts/chartLayout';
