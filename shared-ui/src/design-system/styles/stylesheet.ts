/** The whole design system's CSS as one string: tokens, base rules, then each component's rules. */
import { badgeCss } from '../badge/badge.css';
import { bannerCss } from '../banner/banner.css';
import { buttonCss } from '../button/button.css';
import { cardCss } from '../card/card.css';
import { emptyStateCss } from '../empty-state/empty-state.css';
import { fieldCss } from '../field/field.css';
import { imageFilePickerCss } from '../image-file-picker/image-file-picker.css';
import { modalCss } from '../modal/modal.css';
import { pageCss } from '../page/page.css';
import { paginationCss } from '../pagination/pagination.css';
import { pillCss } from '../pill/pill.css';
import { responsiveImageCss } from '../responsive-image/responsive-image.css';
import { sectionCss } from '../section/section.css';
import { skeletonCss } from '../skeleton/skeleton.css';
import { spinnerCss } from '../spinner/spinner.css';
import { stackCss } from '../stack/stack.css';
import { standaloneCss } from '../standalone/standalone.css';
import { tableCss } from '../table/table.css';
import { tabsCss } from '../tabs/tabs.css';
import { toastCss } from '../toast/toast.css';
import { tokensCss } from '../tokens/tokens';
import { baseCss } from './base.css';

export const stylesheet = [
  tokensCss,
  baseCss,
  standaloneCss,
  spinnerCss,
  buttonCss,
  fieldCss,
  pageCss,
  sectionCss,
  cardCss,
  responsiveImageCss,
  stackCss,
  badgeCss,
  pillCss,
  skeletonCss,
  emptyStateCss,
  tableCss,
  paginationCss,
  tabsCss,
  bannerCss,
  toastCss,
  modalCss,
  imageFilePickerCss,
].join('\n');
