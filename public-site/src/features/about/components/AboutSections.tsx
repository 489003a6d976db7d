import { Section } from '@party/shared-ui';
import { useId } from 'react';
import type { AboutCard, AboutContent, Achievement, TimelineEntry } from '../about-content';
import { Paragraphs } from './Paragraphs';

/** Mission and vision side by side, each a titled statement; either may be left out. */
export function MissionVision({ mission, vision }: Pick<AboutContent, 'mission' | 'vision'>) {
  return (
    <div className="ps-about-pillars">
      {mission && <Statement {...mission} />}
      {vision && <Statement {...vision} />}
    </div>
  );
}

function Statement({ title, content, icon }: { title: string; content: string; icon: string }) {
  const titleId = useId();
  return (
    <section className="ps-about-pillar" aria-labelledby={titleId}>
      <span className="ps-about-icon ps-about-icon--large" aria-hidden="true">
        {icon}
      </span>
      <h2 id={titleId} className="ps-about-pillar__title">
        {title}
      </h2>
      <Paragraphs text={content} className="ps-about-pillar__text" />
    </section>
  );
}

/** A grid of icon cards: the core values and the activity areas. */
export function CardGrid({ items }: { items: readonly AboutCard[] }) {
  return (
    <ul className="ps-about-cards">
      {items.map((item) => (
        <li key={item.id} className="ps-about-card">
          <span className="ps-about-icon" aria-hidden="true">
            {item.icon}
          </span>
          <h3 className="ps-about-card__title">{item.title}</h3>
          {item.description !== '' && <p className="ps-about-card__text">{item.description}</p>}
        </li>
      ))}
    </ul>
  );
}

/** The history as an ordered list: each entry's year (a <time> when it is one), title and story. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="ps-about-timeline">
      {entries.map((entry) => (
        <li key={entry.id} className="ps-about-timeline__entry">
          <p className="ps-about-timeline__year">
            {/^\d{4}$/.test(entry.year) ? <time dateTime={entry.year}>{entry.year}</time> : entry.year}
          </p>
          <div className="ps-about-timeline__body">
            <h3 className="ps-about-timeline__title">{entry.title}</h3>
            {entry.description !== '' && <p className="ps-about-timeline__text">{entry.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Headline figures, each with what it counts. */
export function Achievements({ items }: { items: readonly Achievement[] }) {
  return (
    <ul className="ps-about-stats">
      {items.map((item) => (
        <li key={item.id} className="ps-about-stat">
          <span className="ps-about-stat__number">{item.number}</span>
          <span className="ps-about-stat__label">{item.description}</span>
        </li>
      ))}
    </ul>
  );
}

/** The published sections below the page's header, in the order of spec 01 §2; an emptied list shows nothing. */
export function AboutBody({ content }: { content: AboutContent }) {
  const { mission, vision, values, history, activities, achievements } = content;
  return (
    <>
      {(mission || vision) && <MissionVision mission={mission} vision={vision} />}
      {values && (
        <Section title={values.title} description={values.content || undefined}>
          {values.items.length > 0 && <CardGrid items={values.items} />}
        </Section>
      )}
      {history && (
        <Section title={history.title} description={history.content || undefined}>
          {history.timeline.length > 0 && <Timeline entries={history.timeline} />}
        </Section>
      )}
      {activities && (
        <Section title={activities.title} description={activities.content || undefined}>
          {activities.items.length > 0 && <CardGrid items={activities.items} />}
        </Section>
      )}
      {achievements && (
        <Section title={achievements.title} description={achievements.content || undefined}>
          {achievements.items.length > 0 && <Achievements items={achievements.items} />}
        </Section>
      )}
    </>
  );
}
