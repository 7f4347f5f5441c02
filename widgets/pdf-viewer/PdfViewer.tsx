import { useEffect, useRef, type JSX, type ReactNode } from 'react';
import { LineIcon, ToolShell, useAnnounce, useResults, type ToolCommonProps } from '../tool-kit';
import type { OpenedDocument, Source } from './engine';
import { useStepReducer } from '../tool-kit/reducer';
import { MAX_FILE_BYTES, OPENING_MESSAGES, SAMPLE, newViewer, resolveSource, viewerReducer } from './open';
import { ToolButton } from './parts';
import sampleUrl from './sample-reader.pdf?url';
import { tool } from './tool';

export type PdfViewerProps = ToolCommonProps & {
  /** The PDF to open: a web address (this site, or a server allowing CORS), or `sample`. */
  src?: string;
  /** The page to open at. */
  page?: number;
};

type Opened = OpenedDocument & { name: string; src?: string };
/** What opening a document loads: the reader, with pdf.js behind it. */
type Loaded = typeof import('./play');

const icons = {
  open: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM12 11v5M9.5 13.5 12 11l2.5 2.5',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 19V5M8 7h7',
  print: 'M7 9V3h10v6M7 17H4.5A1.5 1.5 0 0 1 3 15.5v-5A1.5 1.5 0 0 1 4.5 9h15a1.5 1.5 0 0 1 1.5 1.5v5a1.5 1.5 0 0 1-1.5 1.5H17M7 14h10v7H7z',
};

/**
 * A PDF reader for lessons: opens a document from a web address or from the device (the file
 * stays in the browser) and shows it in the reader (play.tsx). pdf.js and the reader load only
 * when a document is opened.
 */
export function PdfViewer(props: PdfViewerProps): JSX.Element {
  const announce = useAnnounce();
  const results = useResults(tool.id, props);
  // `latest`: the document open now, for an opening that ends after renders and for the teardown.
  const [{ doc, openings, busy, error, page }, dispatch, latest] = useStepReducer(viewerReducer<Opened>, newViewer<Opened>);

  const loaded = useRef<Loaded | null>(null);
  const opening = useRef<AbortController | null>(null);
  const printer = useRef<(() => Promise<void>) | null>(null);

  async function open(source: Source, name: string, src?: string) {
    opening.current?.abort();
    const controller = (opening.current = new AbortController());
    dispatch({ type: 'opening' });
    announce(`Opening ${name}…`);
    try {
      loaded.current ??= await import('./play');
      const opened = await loaded.current.openDocument(source, controller.signal);
      if (controller.signal.aborted) return void opened.pdf.destroy();
      void latest.current.doc?.pdf.destroy();
      dispatch({ type: 'opened', doc: { ...opened, name, src } });
      announce(`${name}: ${opened.pages} ${opened.pages === 1 ? 'page' : 'pages'}.`);
    } catch (cause) {
      if (controller.signal.aborted) return;
      const message = loaded.current ? loaded.current.openError(cause) : OPENING_MESSAGES.failed;
      dispatch({ type: 'failed', message });
      announce(message);
    } finally {
      if (opening.current === controller) dispatch({ type: 'settled' });
    }
  }

  const openAddress = (src: string) => {
    const url = resolveSource(src, document.baseURI, new URL(sampleUrl, import.meta.url).href);
    if (!url) return void dispatch({ type: 'failed', message: OPENING_MESSAGES.badAddress });
    void open({ url }, src.trim() === SAMPLE ? 'Sam and the Big Red Bus' : decodeURIComponent(url.split('/').pop()!.split('?')[0] || 'PDF'), src.trim());
  };

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return void dispatch({ type: 'failed', message: OPENING_MESSAGES.tooBig });
    void open({ data: new Uint8Array(await file.arrayBuffer()) }, file.name);
  };

  useEffect(() => {
    if (props.src) openAddress(props.src);
  }, [props.src]);
  useEffect(() => () => {
    opening.current?.abort();
    void latest.current.doc?.pdf.destroy();
  }, []);

  const shareParams: Record<string, string> = {};
  if (doc?.src) shareParams.src = doc.src;
  if (doc?.src && page > 1) shareParams.page = String(page);

  const toolbar: ReactNode = (
    <>
      <label className="tool-button file-button">
        <LineIcon d={icons.open} />
        <span className="label-wide">Open a PDF</span>
        <input type="file" accept="application/pdf,.pdf" aria-label="Open a PDF from this device" onChange={(e) => void openFile(e.currentTarget.files?.[0]).then(() => (e.target.value = ''))} />
      </label>
      <ToolButton name="Sample reader" icon={icons.book} onClick={() => openAddress(SAMPLE)} wide />
      <ToolButton name="Print" icon={icons.print} onClick={() => void printer.current?.()} off={!doc} wide />
    </>
  );

  const settings = (
    <form
      className="address-row"
      onSubmit={(e) => {
        e.preventDefault();
        openAddress(String(new FormData(e.currentTarget).get('address') ?? ''));
      }}
    >
      <label>
        PDF web address
        <input type="text" name="address" inputMode="url" placeholder="https://…/reader.pdf" />
      </label>
      <button type="submit" className="tool-button">
        Open
      </button>
    </form>
  );

  const Reader = loaded.current?.Reader;
  return (
    <ToolShell tool={tool} common={props} shareParams={shareParams} toolbar={toolbar} settings={settings}>
      <div className="pdf-viewer" aria-busy={busy}>
        {error && (
          <p className="pdf-message" role="alert">
            {error}
          </p>
        )}
        {doc && Reader ? (
          <Reader
            key={openings}
            doc={doc}
            startPage={props.page ?? 1}
            announce={announce}
            onPage={(page) => dispatch({ type: 'page', page })}
            onFinished={() => results.complete()}
            printer={printer}
          />
        ) : (
          <div className="pdf-empty">
            <p>{busy ? 'Opening the PDF…' : 'Open a PDF from this device, or the sample reader.'}</p>
          </div>
        )}
      </div>
    </ToolShell>
  );
}
