import {
  CommunityIcon,
  GrowthIcon,
  HandsIcon,
  OpenBookIcon,
  ShieldIcon,
  YouthIcon,
  type IconProps,
} from '@party/shared-ui';
import type { ComponentType } from 'react';

export interface Reason {
  readonly id: string;
  readonly Icon: ComponentType<IconProps>;
  readonly title: string;
  readonly text: string;
}

/** The "Why Choose Us" reasons of the home page (spec 01 §2). */
export const REASONS: readonly Reason[] = [
  {
    id: 'rooted',
    Icon: CommunityIcon,
    title: 'Rooted in every community',
    text: 'Organised in every ward and branch, with executives who live among the people they serve.',
  },
  {
    id: 'accountable',
    Icon: ShieldIcon,
    title: 'Accountable leadership',
    text: 'Our executives are elected by members, reachable by phone and email, and answerable at town halls.',
  },
  {
    id: 'delivery',
    Icon: GrowthIcon,
    title: 'Development that delivers',
    text: 'Water, roads, schools and health projects planned with communities and tracked to completion.',
  },
  {
    id: 'youth',
    Icon: YouthIcon,
    title: 'Opportunity for young people',
    text: 'Skills training, apprenticeships and scholarships that open doors to decent work.',
  },
  {
    id: 'open',
    Icon: OpenBookIcon,
    title: 'Open and transparent',
    text: 'Budgets, project progress and annual reports are published for every member to read.',
  },
  {
    id: 'inclusive',
    Icon: HandsIcon,
    title: 'A voice for everyone',
    text: 'Women, young people and persons with disabilities have a seat at every table we set.',
  },
];
