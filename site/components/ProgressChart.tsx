import { TableHead } from './TableHead';

/**
 * A bar chart of one student's progress, with the same numbers as a table for screen readers.
 * Drawn in HTML and CSS rather than a scaled SVG, so its labels keep the page's text size on a
 * phone. The axis is time: one column per month of `months`, so a month without a test shows as
 * a gap instead of two tests months apart standing side by side; where a column is too narrow
 * for a month's name (a phone), its initial stands for it. No inline styles (the site's
 * CSP forbids them): a bar is an SVG whose height attribute is its share of the plot.
 */
export type ProgressPoint = { label: string; value: number };

export function ProgressChart({
  id,
  title,
  unit,
  max,
  months,
  points,
  colour,
}: {
  id: string;
  title: string;
  unit: string;
  max: number;
  /** Every month of the axis, in order; each point's label is one of them. */
  months: string[];
  points: ProgressPoint[];
  colour: string;
}) {
  const byMonth = new Map(points.map((point) => [point.label, point.value]));
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const ticks = [1, 0.75, 0.5, 0.25, 0].map((t) => Math.round(t * max));

  return (
    <figure className="chart">
      <figcaption id={`${id}-caption`}>
        <strong>{title}</strong>
        <span>{unit}</span>
      </figcaption>
      <div className="chart-plot" role="img" aria-labelledby={`${id}-caption`} aria-describedby={`${id}-summary`}>
        <ol className="chart-ticks" aria-hidden="true">
          {ticks.map((tick) => (
            <li key={tick}>{tick}</li>
          ))}
        </ol>
        <ol className="chart-bars" aria-hidden="true">
          {months.map((month) => {
            const value = byMonth.get(month);
            return (
              <li key={month} className={value === undefined ? 'chart-gap' : undefined}>
                {value !== undefined && (
                  <>
                    <span className="chart-value">{value}</span>
                    <svg className="chart-bar" width="70%" height={`${(value / max) * 100}%`}>
                      <rect width="100%" height="100%" rx="6" fill={colour} />
                    </svg>
                  </>
                )}
                <span className="chart-month">
                  <span className="chart-month-name">{month}</span>
                  <span className="chart-month-initial">{month[0]}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      <p id={`${id}-summary`} className="chart-summary">
        From {first.value} in {first.label} to {last.value} in {last.label}.
      </p>
      <details className="chart-data">
        <summary>Show the numbers</summary>
        <table>
          <TableHead caption={title} columns={['Month', unit]} />
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{point.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
