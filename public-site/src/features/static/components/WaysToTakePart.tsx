import {
  buttonClassName,
  CalendarIcon,
  CardIcon,
  HandIcon,
  HeartIcon,
  type IconProps,
  Link,
} from '@party/shared-ui';
import type { ComponentType, ReactNode } from 'react';
import { officeMailto } from '../office';

interface Way {
  id: string;
  Icon: ComponentType<IconProps>;
  title: string;
  text: string;
  points: readonly string[];
  actions: ReactNode;
}

const secondary = buttonClassName({ variant: 'secondary' });

/**
 * A way to write to the office about `subject`: an email when the office has published an address, else
 * the Contact page.
 */
function WriteToUs({ email, subject, label }: { email: string; subject: string; label: string }) {
  return email ? (
    <a className={secondary} href={officeMailto(email, subject)}>
      {label}
    </a>
  ) : (
    <Link className={secondary} to="/contact">
      Contact the office
    </Link>
  );
}

/** Spec 01 §2, Get involved: volunteer, become a member (by invitation from the branch), meet, donate. */
const ways = (email: string): readonly Way[] => [
  {
    id: 'volunteer',
    Icon: HandIcon,
    title: 'Volunteer',
    text: 'Give a few hours to your community: every campaign, clean-up and health screening runs on volunteers.',
    points: [
      'Voter education and registration drives',
      'Community clean-ups and health outreach',
      'Polling-station duty at elections',
    ],
    actions: <WriteToUs email={email} subject="I would like to volunteer" label="Email to volunteer" />,
  },
  {
    id: 'member',
    Icon: CardIcon,
    title: 'Become a member',
    text:
      'Membership starts at your branch. Once your branch has registered you, it sends an invitation to your ' +
      'email address; the link in it lets you create your account on this website.',
    points: [
      'Meet your branch executives and register with them',
      'Accept the invitation email to create your account',
      'Vote in branch and ward elections',
    ],
    actions: (
      <Link className={secondary} to="/executives/branch">
        Find your branch
      </Link>
    ),
  },
  {
    id: 'meetings',
    Icon: CalendarIcon,
    title: 'Attend meetings',
    text: 'Branch meetings, ward gatherings and town halls are open to members and neighbours who want a say.',
    points: [
      'Branch meetings in every community',
      'Ward gatherings and delegates conferences',
      'Open town halls with your representatives',
    ],
    actions: (
      <>
        <Link className={secondary} to="/news">
          See news and notices
        </Link>
        <Link className={secondary} to="/executives/ward">
          Find your ward office
        </Link>
      </>
    ),
  },
  {
    id: 'donate',
    Icon: HeartIcon,
    title: 'Donate',
    text:
      'Dues and donations keep the office open and fund scholarships and community projects. Every ' +
      'contribution is receipted and accounted for in our annual report.',
    points: [
      'Give at the constituency office and take a receipt',
      'Support a named project or the scholarship fund',
      'Read how funds were used in the annual report',
    ],
    actions: (
      <>
        <WriteToUs email={email} subject="Donation" label="Email about donating" />
        <Link className={secondary} to="/downloads">
          Annual report
        </Link>
      </>
    ),
  },
];

/**
 * The ways to take part, each with what it involves and a way to act on it; `email` is the office's
 * address (empty when none is published).
 */
export function WaysToTakePart({ email }: { email: string }) {
  return (
    <ul className="ps-static-ways">
      {ways(email).map((way) => (
        <WayCard key={way.id} way={way} />
      ))}
    </ul>
  );
}

function WayCard({ way }: { way: Way }) {
  const { Icon, title, text, points, actions } = way;
  return (
    <li className="ps-static-way">
      <span className="ps-static-way__icon">
        <Icon className="ps-static-icon" />
      </span>
      <h2 className="ps-static-way__title">{title}</h2>
      <p className="ps-static-way__text">{text}</p>
      <ul className="ps-static-way__points">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className="ps-static-way__actions">{actions}</div>
    </li>
  );
}
