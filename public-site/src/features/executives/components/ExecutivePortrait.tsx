import { ResponsiveImage } from '@party/shared-ui';
import { initials, pictureUrl, tintOf } from '../display';

const TINTS = 4;

/**
 * The executive's picture, or their initials on a tinted disc when there is none (or it fails to load).
 * Either way it is an image named by the person, so the card reads the same with or without a photo. The
 * photo is drawn 4.5rem square: the smallest copy the API makes is plenty, even on dense screens.
 */
export function ExecutivePortrait({ name, picture }: { name: string; picture: string | null }) {
  const initialsDisc = (
    <span
      className={`ps-exec-portrait ps-exec-portrait--initials ps-exec-portrait--tint-${tintOf(name, TINTS)}`}
      role="img"
      aria-label={name}
    >
      {initials(name)}
    </span>
  );
  if (!picture) return initialsDisc;
  return (
    <ResponsiveImage
      className="ps-exec-portrait"
      src={pictureUrl(picture)}
      alt={name}
      sizes="4.5rem"
      width={72}
      height={72}
      fallback={initialsDisc}
    />
  );
}
