// The design system every frontend uses. Styles come with the components (one injected <style>, all
// classes `pui-` prefixed); see styles/ensure-styles.ts.
export { tokens, cssVar, type Tokens, type TokenName, type Space } from './tokens/tokens';
export { ensureStyles, DesignSystemStyles, STYLE_ATTRIBUTE } from './styles/ensure-styles';
export { cx } from './styles/cx';
export { focusFirstInvalid } from './form-focus/focus-first-invalid';

export { Page, type PageProps } from './page/Page';
export { Section, type SectionProps } from './section/Section';
export { Card, type CardProps, type CardImage } from './card/Card';
export { ResponsiveImage, type ResponsiveImageProps } from './responsive-image/ResponsiveImage';
export { Stack, Grid, type StackProps, type GridProps } from './stack/Stack';

export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './button/Button';
export type { FieldError, FieldProps } from './field/Field';
export { TextField, type TextFieldProps } from './text-field/TextField';
export { TextArea, type TextAreaProps } from './text-area/TextArea';
export { Select, type SelectOption, type SelectProps } from './select/Select';
export { Checkbox, type CheckboxProps } from './checkbox/Checkbox';
export {
  ImageFilePicker,
  checkImageFile,
  fileTooLargeMessage,
  IMAGE_MAX_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  type ImageFilePickerProps,
} from './image-file-picker/ImageFilePicker';

export { Modal, type ModalProps } from './modal/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/ConfirmDialog';
export { Banner, type BannerProps, type BannerTone } from './banner/Banner';
export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastInput,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './toast/Toast';

export { Table, type TableColumn, type TableProps } from './table/Table';
export { Pagination, type PaginationProps } from './pagination/Pagination';
export { Badge, type BadgeProps, type BadgeTone } from './badge/Badge';
export { Pill, type PillProps } from './pill/Pill';
export { Skeleton, type SkeletonProps } from './skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './spinner/Spinner';
export { EmptyState, type EmptyStateProps } from './empty-state/EmptyState';
export { Tabs, type TabItem, type TabsProps } from './tabs/Tabs';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/VisuallyHidden';

export {
  formatDate,
  formatDateLong,
  formatMoney,
  formatNumber,
  FALLBACK,
  type DateInput,
  type NumberInput,
} from './format';
export {
  ArrowIcon,
  CalendarIcon,
  CardIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  CloseIcon,
  CommunityIcon,
  DocumentIcon,
  DownloadIcon,
  ErrorIcon,
  GrowthIcon,
  HandIcon,
  HandsIcon,
  HeartIcon,
  ImageIcon,
  InboxIcon,
  InfoIcon,
  MailIcon,
  OpenBookIcon,
  PhoneIcon,
  PinIcon,
  ShieldIcon,
  SmallErrorIcon,
  SuccessIcon,
  WarningIcon,
  YouthIcon,
  type IconProps,
} from './icons/icons';
