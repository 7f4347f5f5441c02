import type { ByPattern } from '../../contract/teacher';
import { bandOf, BANDS, confusionText, gridPatterns, ofText, patternTitle, weakestAndStrongest } from './by-pattern';
import { TableHead } from '../components/TableHead';

function Totals({ label, totals }: { label: string; totals: ByPattern['patterns'] }) {
  if (!totals.length) return null;
  return (
    <p className="pattern-line">
      <strong>{label}:</strong>{' '}
      {totals.map((total, i) => (
        <span key={total.pattern}>
          {i > 0 && ' · '}
          <span className="pattern-name">{patternTitle(total.pattern)}</span> {ofText(total)}
        </span>
      ))}
    </p>
  );
}

/**
 * The weakest and the strongest patterns and the confusions the answers show: what a tutor plans
 * the next lesson from. `who`: the class or the student, for the sentence when nothing is analysed.
 */
export function PatternSummary({ byPattern, who }: { byPattern: ByPattern; who: string }) {
  if (!byPattern.patterns.length) return <p className="muted">Nothing by pattern yet for {who}: each word played counts here (sentences and numbers are not analysed).</p>;
  const { weakest, strongest } = weakestAndStrongest(byPattern.patterns);
  return (
    <div className="pattern-summary">
      <Totals label="Weakest" totals={weakest} />
      <Totals label="Strongest" totals={strongest} />
      {byPattern.confusions.length > 0 && (
        <>
          <p className="pattern-line">
            <strong>What the answers show:</strong>
          </p>
          <ul className="confusions">
            {byPattern.confusions.map((confusion) => (
              <li key={`${confusion.kind} ${confusion.letters}`}>{confusionText(confusion)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Every pattern of a student's results, weakest first, each right of tried. */
export function PatternList({ byPattern, caption }: { byPattern: ByPattern; caption: string }) {
  if (!byPattern.patterns.length) return null;
  return (
    <div className="table-scroll">
      <table className="pattern-table">
        <TableHead caption={caption} columns={['Pattern', 'Right of tried']} />
        <tbody>
          {byPattern.patterns.map((total) => (
            <tr key={total.pattern}>
              <th scope="row">
                {patternTitle(total.pattern)} <span className="muted pattern-id">{total.pattern}</span>
              </th>
              <td className={`pattern-cell band-${bandOf(total.right, total.tried)}`}>{ofText(total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Prints the class grid alone (the print stylesheet shows nothing else while the page says so). */
function printGrid() {
  const html = document.documentElement;
  const done = () => {
    html.classList.remove('printing-grid');
    window.removeEventListener('afterprint', done);
  };
  html.classList.add('printing-grid');
  window.addEventListener('afterprint', done);
  window.print();
}

type GridRow = { id: string; name: string; byPattern: ByPattern };

/** What the grid's colours say; the numbers in each cell say it too. */
function Legend() {
  return (
    <ul className="grid-legend" aria-label="Colours of the grid">
      {BANDS.map(({ band, label }) => (
        <li key={band}>
          <span className={`swatch band-${band}`} aria-hidden="true" /> {label}
        </li>
      ))}
      <li>
        <span className="swatch" aria-hidden="true">
          —
        </span>{' '}
        Not tried
      </li>
    </ul>
  );
}

/**
 * The class grid: students down, patterns across (in teaching order), each cell right/tried and
 * coloured by how secure it is, the class's totals at the foot. Printable alone ("Print grid").
 */
export function ClassGrid({ title, students, byPattern }: { title: string; students: readonly GridRow[]; byPattern: ByPattern }) {
  const patterns = gridPatterns([...students, { byPattern }]);
  if (!patterns.length) return <p className="empty">The grid by pattern fills in as students play words.</p>;
  const cell = (row: ByPattern, pattern: string, key: string) => {
    const total = row.patterns.find((t) => t.pattern === pattern);
    if (!total) return <td key={key} className="pattern-cell">—<span className="visually-hidden"> not tried</span></td>;
    return (
      <td key={key} className={`pattern-cell band-${bandOf(total.right, total.tried)}`}>
        {total.right}/{total.tried}
      </td>
    );
  };
  return (
    <div className="class-grid">
      <div className="row">
        <Legend />
        <button type="button" className="button small no-print" onClick={printGrid}>
          Print grid
        </button>
      </div>
      <div className="table-scroll">
        <table className="grid-table">
          <caption>{title}: right of tried for each pattern, in each student’s counted attempts</caption>
          <thead>
            <tr>
              <th scope="col">Student</th>
              {patterns.map((pattern) => (
                <th scope="col" key={pattern}>
                  <span className="grid-title">{patternTitle(pattern).split(': ')[0]}</span>{' '}
                  <span className="pattern-id">{pattern}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {students.map((student) => (
              <tr key={student.id}>
                <th scope="row">{student.name}</th>
                {patterns.map((pattern) => cell(student.byPattern, pattern, pattern))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Whole class</th>
              {patterns.map((pattern) => cell(byPattern, pattern, pattern))}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
