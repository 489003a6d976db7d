import { useId, type ReactNode } from 'react';
import { useInjectedStyles } from '../styles/inject';
import { actionBandCss } from '../styles/action-band.css';

interface ActionBandProps {
  title: string;
  lead: string;
  /** The band's links, styled as buttons. */
  children: ReactNode;
}

/** The green closing band of a page: a heading, a sentence and its calls to action. */
export function ActionBand({ title, lead, children }: ActionBandProps) {
  useInjectedStyles('ps-action-band', actionBandCss);
  const titleId = useId();
  return (
    <section className="ps-band" aria-labelledby={titleId}>
      <div className="ps-band__text">
        <h2 id={titleId} className="ps-band__title">
          {title}
        </h2>
        <p className="ps-band__lead">{lead}</p>
      </div>
      <div className="ps-band__actions">{children}</div>
    </section>
  );
}
