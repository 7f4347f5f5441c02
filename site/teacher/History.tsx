import { useEffect, useRef } from 'react';
import { Spinner } from '../components/Spinner';
import { useTeacherData } from './api';
import { Outcome } from './AccountTab';
import { PatternList, PatternSummary } from './ByPattern';
import { StudentPicture } from './pictures/StudentPicture';
import { durationText, scoreText, when } from './report-text';
import { TableHead } from '../components/TableHead';

/** A student's history: every game they played, newest first, and their words by pattern. */
export function History({ studentId, onClose }: { studentId: string; onClose: () => void }) {
  const { data, error } = useTeacherData('GET /api/teacher/students/:id/history', { params: { id: studentId } });
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = Boolean(data);
  // The history opens below the list it was asked from: the focus (and the screen) go to it once it is here.
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);
  if (error) return <Outcome error={error} />;
  if (!data) return <Spinner label="Loading the student’s history" />;
  return (
    <section className="panel history" aria-labelledby="history-heading">
      <div className="row">
        <StudentPicture name={data.student.picture} size={48} />
        <h3 id="history-heading" ref={heading} tabIndex={-1}>
          {data.student.name} · {data.student.className}
        </h3>
        <button type="button" className="button small" onClick={onClose}>
          Close history
        </button>
      </div>
      {data.more && <p className="muted">These are the newest {data.results.length} games {data.student.name} played; older ones are not listed.</p>}
      <h4>By pattern</h4>
      <PatternSummary byPattern={data.byPattern} who={data.student.name} />
      <PatternList byPattern={data.byPattern} caption={`${data.student.name}’s words by pattern, weakest first`} />
      {data.results.length ? (
        <div className="table-scroll">
          <table>
            <TableHead
              caption={`Every game ${data.student.name} played, newest first`}
              columns={['When', 'Game', 'Score', 'Time', 'Not yet right']}
            />
            <tbody>
              {data.results.map((result) => (
                <tr key={result.id}>
                  <td>{when(result.playedAt)}</td>
                  <td>{result.activityTitle}</td>
                  <td>{scoreText(result.score, result.max)}</td>
                  <td>{durationText(result.durationMs)}</td>
                  <td>
                    {/* A game answers an item more than once (each whack, each try): each named once. */}
                    {[...new Set(result.items.filter((item) => !item.right).map((item) => item.prompt))].join(', ') || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="empty">No games played yet.</p>
      )}
    </section>
  );
}
