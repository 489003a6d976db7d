import { formatNumber } from '@party/shared-ui';

/** 1994 → "1.9 KB"; 2,400,000 → "2.3 MB" (binary multiples, as file managers show them). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} bytes`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${formatNumber(kilobytes, { maximumFractionDigits: 1 })} KB`;
  return `${formatNumber(kilobytes / 1024, { maximumFractionDigits: 1 })} MB`;
}
