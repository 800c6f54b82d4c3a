import type { RotatorSlide } from '@/components/Rotator/Rotator';
import { ClutchArt } from './ClutchArt';
import { HandbagArt } from './HandbagArt';
import { WalletArt } from './WalletArt';

/** The three illustrations that rotate in the hero and the About block. */
export const BAG_SLIDES: RotatorSlide[] = [
  { label: 'Illustration of a plum handbag', content: <HandbagArt /> },
  { label: 'Illustration of a berry clutch', content: <ClutchArt /> },
  { label: 'Illustration of a plum wallet', content: <WalletArt /> },
];
