/** A bar chart of one student's progress, drawn as SVG, with the same numbers as a table for screen readers. */
export type ProgressPoint = { label: string; value: number };

const W = 360;
const H = 240;
const PAD = { top: 26, right: 8, bottom: 34, left: 40 };

export function ProgressChart({
  id,
  title,
  unit,
  max,
  points,
  colour,
}: {
  id: string;
  title: string;
  unit: string;
  max: number;
  points: ProgressPoint[];
  colour: string;
}) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / points.length;
  const barW = step * 0.56;
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((t) => Math.round(t * max));
  const first = points[0]!;
  const last = points[points.length - 1]!;

  return (
    <figure className="chart">
      <figcaption id={`${id}-caption`}>
        <strong>{title}</strong>
        <span>{unit}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-labelledby={`${id}-caption`}
        aria-describedby={`${id}-summary`}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2ddd3" strokeWidth="1" />
            <text x={PAD.left - 8} y={y(tick) + 5} textAnchor="end" fontSize="14" fill="#4b5563">
              {tick}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          const x = PAD.left + step * index + (step - barW) / 2;
          return (
            <g key={point.label}>
              <rect x={x} y={y(point.value)} width={barW} height={y(0) - y(point.value)} rx="6" fill={colour} />
              <text x={x + barW / 2} y={y(point.value) - 8} textAnchor="middle" fontSize="15" fontWeight="600" fill="#1f2933">
                {point.value}
              </text>
              <text x={x + barW / 2} y={H - PAD.bottom + 22} textAnchor="middle" fontSize="14" fill="#4b5563">
                {point.label}
              </text>
            </g>
          );
        })}
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="#4b5563" strokeWidth="1.5" />
      </svg>
      <p id={`${id}-summary`} className="chart-summary">
        From {first.value} in {first.label} to {last.value} in {last.label}.
      </p>
      <details className="chart-data">
        <summary>Show the numbers</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">{unit}</th>
            </tr>
          </thead>
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
