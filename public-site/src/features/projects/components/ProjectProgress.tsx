/**
 * How far a project has come, as an accessible progress bar. The page shows it only above 0 %
 * (spec 01 §2), so the caller decides; this only draws it.
 */
export function ProjectProgress({ value, projectTitle }: { value: number; projectTitle: string }) {
  return (
    <div className="ps-projects-progress">
      <div className="ps-projects-progress__label" aria-hidden="true">
        <span>Progress</span>
        <span>{value}%</span>
      </div>
      <div
        className="ps-projects-progress__track"
        role="progressbar"
        aria-label={`Progress of ${projectTitle}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}% complete`}
      >
        <div className="ps-projects-progress__bar" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
