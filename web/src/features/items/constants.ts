import type { SortField } from './types';

/** Bags per page on browse and closet pages. */
export const PAGE_SIZE = 12;

/** Featured slots shown on the home page are ranks 1 to 3; rank 4 is the backup. */
export const MAX_SHOWN_FEATURED_RANK = 3;

export const SORT_LABELS: Record<SortField, string> = {
  created_at: 'Date Added',
  name: 'Name',
  brand: 'Brand',
  size: 'Size',
  condition: 'Condition',
  value: 'Value',
};

/** Used when the settings cannot be loaded; the API serves the same lists. */
export const DEFAULT_CONDITIONS = ['New', 'Like New', 'Good', 'Fair', 'Poor'];
export const DEFAULT_SIZES = ['Mini/Clutch', 'Small/Crossbody', 'Medium/Shoulder', 'Large/Tote', 'Extra Large/Weekend'];
export const DEFAULT_BRANDS = [
  'Alexander McQueen', 'Balenciaga', 'Bottega Veneta', 'Burberry', 'Celine', 'Chanel', 'Chloé', 'Coach', 'Dior',
  'Dolce & Gabbana', 'Fendi', 'Furla', 'Givenchy', 'Goyard', 'Gucci', 'Hermès', 'Jacquemus', 'Kate Spade', 'Loewe',
  'Longchamp', 'Louis Vuitton', 'Mango', 'Marc Jacobs', 'Michael Kors', 'Miu Miu', 'Mulberry', 'Prada',
  'Rebecca Minkoff', 'Saint Laurent', 'Salvatore Ferragamo', 'Steve Madden', 'Telfar', 'Tory Burch', 'Valentino',
  'Zara', 'Other',
];

/** At most this many photos per bag; the first is the main photo. */
export const MAX_IMAGES = 5;
