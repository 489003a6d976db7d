import { Section } from '@party/shared-ui';
import { REASONS } from '../reasons';

/** Spec 01 §2: the "Why Choose Us" section of the home page. */
export function WhyChooseUs() {
  return (
    <Section
      title="Why Choose Us"
      description="What members and neighbours can expect from the constituency branch."
    >
      <ul className="ps-home-reasons">
        {REASONS.map(({ id, Icon, title, text }) => (
          <li key={id} className="ps-home-reason">
            <span className="ps-home-reason__icon">
              <Icon className="ps-home-icon" />
            </span>
            <h3 className="ps-home-reason__title">{title}</h3>
            <p className="ps-home-reason__text">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
