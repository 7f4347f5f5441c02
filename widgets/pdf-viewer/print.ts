// Printing the pages (each an image of the page with its marks) without leaving the viewer: a new
// window when the browser allows one, otherwise (a sandboxed frame without allow-popups, a popup
// blocker) this page prints with a print stylesheet that shows the pages alone.

const PRINT_CSS =
  '@media screen{[data-verse-print]{display:none!important}}' +
  '@media print{@page{margin:0}body>:not([data-verse-print]){display:none!important}' +
  '[data-verse-print] img{display:block;width:100%;height:auto;break-after:page}}';

export type PrintPlace = 'window' | 'page';

const pageImages = (doc: Document, urls: string[], title: string) =>
  urls.map((url, i) => {
    const img = doc.createElement('img');
    img.alt = `${title}, page ${i + 1}`;
    img.src = url;
    return img;
  });

const loaded = (images: HTMLImageElement[]) => Promise.all(images.map((img) => img.decode().catch(() => undefined)));

/** Opens the print view of the pages; says where it opened. */
export async function printPages(urls: string[], title: string): Promise<PrintPlace> {
  const view = window.open('', '_blank');
  if (view) {
    try {
      const doc = view.document;
      doc.title = title;
      const sheet = new (view as unknown as typeof globalThis).CSSStyleSheet();
      sheet.replaceSync('body{margin:0}img{display:block;width:100%;height:auto;break-after:page}');
      doc.adoptedStyleSheets = [sheet];
      const images = pageImages(doc, urls, title);
      doc.body.append(...images);
      await loaded(images);
      view.focus();
      view.print();
      return 'window';
    } catch {
      view.close();
    }
  }
  const box = document.createElement('div');
  box.setAttribute('data-verse-print', '');
  const images = pageImages(document, urls, title);
  box.append(...images);
  // A constructed sheet, not a <style> element: a page whose CSP is style-src 'self' allows it.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PRINT_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  document.body.append(box);
  const done = () => {
    box.remove();
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  await loaded(images);
  window.print();
  return 'page';
}
