/**
 * The one icon set of the frontends, as inline SVG (no icon font, no asset loader), 24×24 in
 * currentColor. All are decorative: the surrounding text or an aria-label carries the meaning. The
 * components' glyphs have a 2px stroke; the line icons of the public pages a lighter 1.75px, drawn larger.
 */
import type { ReactNode } from 'react';
import { cx } from '../styles/cx';

export interface IconProps {
  /** Width and height in px; each icon has its own default. */
  readonly size?: number;
  /** Added to `pui-icon`, for the page that places the icon. */
  readonly className?: string;
}

interface SvgProps extends IconProps {
  readonly children: ReactNode;
  readonly strokeWidth?: number;
}

function Svg({ children, size = 20, strokeWidth = 2, className }: SvgProps) {
  return (
    <svg
      className={cx('pui-icon', className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A line icon of the public pages: lighter stroke, 24px unless the icon says otherwise. */
function Line({ children, size = 24, className }: SvgProps) {
  return (
    <Svg size={size} strokeWidth={1.75} className={className}>
      {children}
    </Svg>
  );
}

export const InfoIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Svg>
);

export const SuccessIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.5 2.5L16 9.5" />
  </Svg>
);

export const WarningIcon = () => (
  <Svg>
    <path d="M10.3 4.3 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0Z" />
    <path d="M12 10v4M12 17h.01" />
  </Svg>
);

export const ErrorIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Svg>
);

export const SmallErrorIcon = () => (
  <Svg size={16}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Svg>
);

export const CloseIcon = ({ size = 18 }: { size?: number }) => (
  <Svg size={size}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

export const ChevronLeftIcon = () => (
  <Svg size={16}>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);

export const ChevronRightIcon = () => (
  <Svg size={16}>
    <path d="m9 18 6-6-6-6" />
  </Svg>
);

export const ImageIcon = () => (
  <Svg size={28}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="1.75" />
    <path d="m21 16-5-5-9 9" />
  </Svg>
);

export const InboxIcon = () => (
  <Svg size={32}>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.7 4H7.3a2 2 0 0 0-1.8 1.1Z" />
  </Svg>
);

export const ArrowIcon = ({ size = 16, className }: IconProps) => (
  <Svg size={size} className={className}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
);

// Line icons of the public pages: downloads, contact and ways to take part.

export const DocumentIcon = ({ size = 28, className }: IconProps) => (
  <Line size={size} className={className}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </Line>
);

export const DownloadIcon = ({ size = 18, className }: IconProps) => (
  <Line size={size} className={className}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Line>
);

export const PhoneIcon = ({ size = 24, className }: IconProps) => (
  <Line size={size} className={className}>
    <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
  </Line>
);

export const MailIcon = ({ size = 24, className }: IconProps) => (
  <Line size={size} className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Line>
);

export const PinIcon = ({ size = 24, className }: IconProps) => (
  <Line size={size} className={className}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Line>
);

export const ClockIcon = ({ size = 24, className }: IconProps) => (
  <Line size={size} className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Line>
);

export const HandIcon = ({ size = 24, className }: IconProps) => (
  <Line size={size} className={className}>
    <path d="M8 13V5.5a1.5 1.5 0 0 1 3 0V11" />
    <path d="M11 10.5v-6a1.5 1.5 0 0 1 3 0V11" />
    <path d="M14 6.5a1.5 1.5 0 0 1 3 0V13" />
    <path d="M8 13V9.5a1.5 1.5 0 0 0-3 0V14a7 7 0 0 0 7 7h1a6 6 0 0 0 6-6v-3.5a1.5 1.5 0 0 0-3 0" />
  </Line>
);

export const CardIcon = ({ size = 24, className }: IconProps) => (
  <Line size={size} className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2" />
    <path d="M6 16a3 3 0 0 1 6 0M15 10h3M15 14h3" />
  </Line>
);

export const CalendarIcon = ({ size = 24, className }: IconProps) => (
  <Line size={size} className={className}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2" />
  </Line>
);

export const HeartIcon = ({ size = 24, className }: IconProps) => (
  <Line size={size} className={className}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
  </Line>
);

// Line icons of the home page: reasons to choose the party.

export const CommunityIcon = ({ size = 28, className }: IconProps) => (
  <Line size={size} className={className}>
    <circle cx="9" cy="8" r="3" />
    <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M15.5 14.2A4.5 4.5 0 0 1 21 18.5" />
  </Line>
);

export const ShieldIcon = ({ size = 28, className }: IconProps) => (
  <Line size={size} className={className}>
    <path d="M12 3 5 6v5c0 4.4 3 8.3 7 10 4-1.7 7-5.6 7-10V6l-7-3Z" />
    <path d="m9 12 2 2 4-4" />
  </Line>
);

export const GrowthIcon = ({ size = 28, className }: IconProps) => (
  <Line size={size} className={className}>
    <path d="M4 20h16" />
    <path d="M6 16v-3M10 16V9M14 16v-5M18 16V6" />
    <path d="m5 9 5-4 4 3 5-4" />
  </Line>
);

export const YouthIcon = ({ size = 28, className }: IconProps) => (
  <Line size={size} className={className}>
    <path d="m2 9 10-5 10 5-10 5L2 9Z" />
    <path d="M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5" />
    <path d="M22 9v5" />
  </Line>
);

export const OpenBookIcon = ({ size = 28, className }: IconProps) => (
  <Line size={size} className={className}>
    <path d="M3 5.5C5.5 4.5 8.5 4.5 12 6.5c3.5-2 6.5-2 9-1V19c-2.5-1-5.5-1-9 1-3.5-2-6.5-2-9-1V5.5Z" />
    <path d="M12 6.5V20" />
  </Line>
);

export const HandsIcon = ({ size = 28, className }: IconProps) => (
  <Line size={size} className={className}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
    <path d="M9.5 11.5h5M12 9v5" />
  </Line>
);
