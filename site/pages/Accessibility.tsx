import { knownGaps, REVIEWED, type Conformance } from '../accessibility/gaps';
import { AXE_VERSION, reportRows } from '../accessibility/report';
import { business } from '../config';
import { tools } from '../tools';

/** Each tool once (Match It has a second route, Group It). */
const toolCount = new Set(tools.map((tool) => tool.tag)).size;

const count = (conformance: Conformance) => reportRows.filter((row) => row.conformance === conformance).length;

const Support = () => <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>;

/** /accessibility (and /accessibility-statement): what VERSE aims at, how it is tested, what falls short. */
export function AccessibilityStatement() {
  return (
    <section className="band page-hero legal">
      <div className="wrap narrow prose">
        <h1>Accessibility Statement</h1>
        <p className="legal-date">Last reviewed: {REVIEWED}</p>
        <p className="lead">
          VERSE is made for children who learn differently, and for the parents and teachers around them. Every page and every game should work with
          a keyboard, a screen reader, voice control, zoom and a small screen.
        </p>

        <h2 id="standard">The standard we aim at</h2>
        <p>
          The Web Content Accessibility Guidelines (WCAG) 2.2, level AA, on the whole site: the pages for parents, the {toolCount} student apps,
          the Teacher Portal, the games a teacher shares and the tools framed in a school’s LMS.
        </p>

        <h2 id="testing">How we test</h2>
        <ul>
          <li>
            <strong>Automated checks on every page and every tool:</strong> our end-to-end suite opens each page of the site and each tool (in the
            site and framed alone) in Chromium and runs axe-core {AXE_VERSION} on it; a single violation fails the suite, which must pass before any
            release.
          </li>
          <li>
            <strong>Keyboard tests:</strong> each tool is played through by keyboard alone, and so are booking a consultation, the forms, the menus,
            the Teacher Portal and the staff area.
          </li>
          <li>
            <strong>Phones and tablets:</strong> pages and tools are tested at 360 px wide, where nothing may scroll sideways and no focused field
            may hide behind a bar; the tools are also tried on tablets.
          </li>
          <li>
            <strong>Comfort for dyslexic readers:</strong> each tool offers a choice of reading font (Lexend, OpenDyslexic, Atkinson Hyperlegible),
            wider spacing and tinted backgrounds, and follows the device’s reduced-motion setting.
          </li>
        </ul>
        <p>
          Automated checks find only part of what a person meets. Our <a href="/vpat">conformance report</a> says, criterion by criterion, what the
          suite checks today: {count('Supports')} criteria supported, {count('Partially Supports')} partly, {count('Not Evaluated')} not yet
          evaluated, and {count('Not Applicable')} that do not apply (VERSE has no video or recorded speech).
        </p>

        <h2 id="gaps">Known gaps</h2>
        <ul>
          {knownGaps.map((gap) => (
            <li key={gap.criterion + gap.where}>
              <strong>{gap.where}</strong> (WCAG {gap.criterion}): {gap.what}
            </li>
          ))}
          <li>
            Criteria the suite does not check yet, such as visible focus and target size on every control, are marked “Not Evaluated” in the report
            until a test checks them.
          </li>
        </ul>

        <h2 id="contact">Tell us what gets in your way</h2>
        <p>
          If anything on VERSE is hard to use, for you or for a child, email <Support /> or call {business.phone} ({business.hours}). Tell us the
          page and what happened; we reply within one business day and say when a fix will be live.
        </p>

        <h2 id="report">Conformance report</h2>
        <p>
          <a className="button primary" href="/vpat">
            Read the accessibility conformance report
          </a>
        </p>
      </div>
    </section>
  );
}

/** /vpat: the conformance report in the layout of the VPAT 2.5 (WCAG edition), made from the suite by scripts/vpat.ts. */
export function ConformanceReport() {
  const table = (level: 'A' | 'AA', heading: string) => (
    <div className="report-table" tabIndex={0} role="region" aria-labelledby={heading}>
      <table aria-labelledby={heading}>
        <thead>
          <tr>
            <th scope="col">Criteria</th>
            <th scope="col">Conformance Level</th>
            <th scope="col">Remarks and Explanations</th>
          </tr>
        </thead>
        <tbody>
          {reportRows
            .filter((row) => row.level === level)
            .map((row) => (
              <tr key={row.criterion}>
                <th scope="row">
                  {row.criterion} {row.name} (Level {row.level})
                </th>
                <td>{row.conformance}</td>
                <td>{row.remarks}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <section className="band page-hero legal">
      <div className="wrap">
        <p className="eyebrow">VPAT® 2.5 layout, WCAG edition</p>
        <h1>VERSE Accessibility Conformance Report</h1>
        <div className="prose">
          <dl className="report-facts">
            <div>
              <dt>Name of product</dt>
              <dd>VERSE website, student apps, Teacher Portal and LTI tool</dd>
            </div>
            <div>
              <dt>Report date</dt>
              <dd>{REVIEWED}</dd>
            </div>
            <div>
              <dt>Product description</dt>
              <dd>
                A tutoring website for families, {toolCount} free learning games for children, a Teacher Portal, and the games as an LTI 1.3 tool
                for learning management systems.
              </dd>
            </div>
            <div>
              <dt>Contact</dt>
              <dd>
                <Support />, {business.phone}
              </dd>
            </div>
            <div>
              <dt>Evaluation methods used</dt>
              <dd>
                The end-to-end test suite in Chromium: axe-core {AXE_VERSION} on every page of the site and every tool and embed page, and keyboard,
                small-screen and focus tests. This report is generated from what the suite checks; a criterion nothing checks is reported “Not
                Evaluated”, not assumed. See the <a href="/accessibility">accessibility statement</a>.
              </dd>
            </div>
            <div>
              <dt>Applicable standards</dt>
              <dd>WCAG 2.2 Level A: yes. Level AA: yes. Level AAA: not claimed.</dd>
            </div>
          </dl>
          <h2 id="terms">Terms</h2>
          <ul>
            <li>
              <strong>Supports</strong>: the suite checks the criterion on every page and tool (the checks are named), and they pass.
            </li>
            <li>
              <strong>Partially Supports</strong>: some of the product does not meet the criterion (the gap is named).
            </li>
            <li>
              <strong>Not Applicable</strong>: the criterion is not relevant to the product.
            </li>
            <li>
              <strong>Not Evaluated</strong>: nothing in the suite checks the criterion yet.
            </li>
          </ul>
        </div>
        <h2 id="table-a">Table 1: Success Criteria, Level A</h2>
        {table('A', 'table-a')}
        <h2 id="table-aa">Table 2: Success Criteria, Level AA</h2>
        {table('AA', 'table-aa')}
      </div>
    </section>
  );
}
