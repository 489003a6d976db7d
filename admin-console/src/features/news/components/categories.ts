import { NEWS_CATEGORIES } from '../api/types';

export const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

export const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((category) => ({
  value: category,
  label: categoryLabel(category),
}));
