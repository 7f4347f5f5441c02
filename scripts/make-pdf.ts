// A small PDF writer for the PDF viewer's own documents: the sample reader the site serves, and
// the long documents its tests and benchmark open. Text is Helvetica (a standard font, so the
// viewer loads its standard-font data), pictures are vector paths; `password` locks the file with
// the standard security handler (RC4, 40-bit), which a viewer must refuse without the password.
//
//   tsx scripts/make-pdf.ts sample widgets/pdf-viewer/sample-reader.pdf
//   tsx scripts/make-pdf.ts long /tmp/verse-40-pages.pdf [--pages 40]
//   tsx scripts/make-pdf.ts locked /tmp/verse-locked.pdf
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

export type PdfLine = { text: string; size: number; x?: number };
export type PdfPage = { lines: PdfLine[]; picture?: Picture };
type Picture = 'sun' | 'cat' | 'bus' | 'fish' | 'hat';
export type PdfDocument = { title: string; pages: PdfPage[]; password?: string; width?: number; height?: number };

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** RC4, as the standard security handler uses it. */
function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = Uint8Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = new Uint8Array(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}
const md5 = (...parts: Uint8Array[]) => new Uint8Array(createHash('md5').update(Buffer.concat(parts)).digest());
const PADDING = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e, 0x00, 0xb6, 0xd0, 0x68, 0x3e, 0x80,
  0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);
const padded = (password: string) => {
  const bytes = latin1(password).slice(0, 32);
  const out = new Uint8Array(32);
  out.set(bytes);
  out.set(PADDING.slice(0, 32 - bytes.length), bytes.length);
  return out;
};

/** A picture in the page's lower half, drawn with lines and curves (k: the circle constant). */
function picture(kind: Picture, cx: number, cy: number): string {
  const k = 0.5523;
  const circle = (x: number, y: number, r: number) =>
    `${x + r} ${y} m ${x + r} ${y + r * k} ${x + r * k} ${y + r} ${x} ${y + r} c ${x - r * k} ${y + r} ${x - r} ${y + r * k} ${x - r} ${y} c ` +
    `${x - r} ${y - r * k} ${x - r * k} ${y - r} ${x} ${y - r} c ${x + r * k} ${y - r} ${x + r} ${y - r * k} ${x + r} ${y} c h`;
  switch (kind) {
    case 'sun':
      return `0.98 0.75 0.1 rg ${circle(cx, cy, 60)} f 0.9 0.6 0.05 RG 6 w ${Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `${(cx + 75 * Math.cos(a)).toFixed(1)} ${(cy + 75 * Math.sin(a)).toFixed(1)} m ${(cx + 105 * Math.cos(a)).toFixed(1)} ${(cy + 105 * Math.sin(a)).toFixed(1)} l S`;
      }).join(' ')}`;
    case 'cat':
      return `0.35 0.35 0.4 rg ${circle(cx, cy - 30, 70)} f ${circle(cx, cy + 60, 45)} f ${cx - 40} ${cy + 85} m ${cx - 30} ${cy + 135} l ${cx - 5} ${cy + 100} l f ${cx + 40} ${cy + 85} m ${cx + 30} ${cy + 135} l ${cx + 5} ${cy + 100} l f 1 1 1 rg ${circle(cx - 16, cy + 66, 8)} f ${circle(cx + 16, cy + 66, 8)} f`;
    case 'bus':
      return `0.8 0.15 0.15 rg ${cx - 150} ${cy - 50} 300 120 re f 0.85 0.93 1 rg ${[-130, -70, -10, 50].map((dx) => `${cx + dx} ${cy + 10} 45 40 re f`).join(' ')} 0.15 0.15 0.15 rg ${circle(cx - 90, cy - 55, 25)} f ${circle(cx + 90, cy - 55, 25)} f`;
    case 'fish':
      return `0.15 0.5 0.8 rg ${cx - 90} ${cy} m ${cx - 30} ${cy + 60} ${cx + 50} ${cy + 50} ${cx + 80} ${cy} c ${cx + 50} ${cy - 50} ${cx - 30} ${cy - 60} ${cx - 90} ${cy} c f ${cx + 70} ${cy} m ${cx + 130} ${cy + 45} l ${cx + 130} ${cy - 45} l f 1 1 1 rg ${circle(cx - 50, cy + 12, 9)} f`;
    case 'hat':
      return `0.45 0.2 0.6 rg ${cx - 120} ${cy - 40} 240 24 re f ${cx - 70} ${cy - 20} 140 110 re f 0.98 0.75 0.1 rg ${cx - 70} ${cy - 10} 140 18 re f`;
  }
}

/** The PDF file: one Helvetica font, a content stream per page, optionally locked. */
export function makePdf(doc: PdfDocument): Uint8Array {
  const width = doc.width ?? 612;
  const height = doc.height ?? 792;
  const objects: { dict: string; stream?: Uint8Array }[] = [];
  const add = (dict: string, stream?: Uint8Array) => objects.push({ dict, stream }) && objects.length;

  const catalog = add('');
  const pagesRef = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  doc.pages.forEach((page, index) => {
    let y = height - 90;
    const ops: string[] = [];
    if (page.picture) ops.push(`q ${picture(page.picture, width / 2, 200)} Q`);
    ops.push('0.12 0.14 0.16 rg');
    page.lines.forEach((line, i) => {
      y -= i === 0 ? 0 : line.size * 1.6;
      ops.push(`BT /${i === 0 && line.size >= 40 ? 'F2' : 'F1'} ${line.size} Tf ${line.x ?? 60} ${y.toFixed(1)} Td (${escape(line.text)}) Tj ET`);
    });
    ops.push(`BT /F1 14 Tf ${width / 2 - 6} 36 Td (${index + 1}) Tj ET`);
    const content = add('', latin1(ops.join('\n')));
    kids.push(
      add(`<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`),
    );
  });
  objects[catalog - 1]!.dict = `<< /Type /Catalog /Pages ${pagesRef} 0 R /Lang (en-GB) >>`;
  objects[pagesRef - 1]!.dict = `<< /Type /Pages /Kids [${kids.map((n) => `${n} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title (${escape(doc.title)}) /Producer (VERSE) >>`);

  const id = md5(latin1(doc.title), latin1(String(doc.pages.length)), latin1(doc.password ?? ''));
  let encrypt = 0;
  let key: Uint8Array | null = null;
  if (doc.password !== undefined) {
    const permissions = -4; // everything allowed once opened
    const owner = rc4(md5(padded(`${doc.password}-owner`)).slice(0, 5), padded(doc.password));
    const p = new Uint8Array(4);
    new DataView(p.buffer).setInt32(0, permissions, true);
    key = md5(padded(doc.password), owner, p, id).slice(0, 5);
    const user = rc4(key, PADDING);
    encrypt = add(`<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${hex(owner)}> /U <${hex(user)}> /P ${permissions} >>`);
    // Strings and streams of every other object are encrypted with a key of their own.
    objects.forEach((object, i) => {
      const num = i + 1;
      if (num === encrypt) return;
      const objectKey = md5(key!, Uint8Array.of(num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, 0, 0)).slice(0, 10);
      if (object.stream) object.stream = rc4(objectKey, object.stream);
      object.dict = object.dict.replace(/\(((?:\\.|[^\\)])*)\)/g, (_, text: string) => `<${hex(rc4(objectKey, latin1(text.replace(/\\(.)/g, '$1'))))}>`);
    });
  }

  const chunks: Uint8Array[] = [latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  const push = (bytes: Uint8Array) => {
    chunks.push(bytes);
    length += bytes.length;
  };
  objects.forEach((object, i) => {
    offsets.push(length);
    if (object.stream) {
      push(latin1(`${i + 1} 0 obj\n<< /Length ${object.stream.length} >>\nstream\n`));
      push(object.stream);
      push(latin1('\nendstream\nendobj\n'));
    } else push(latin1(`${i + 1} 0 obj\n${object.dict}\nendobj\n`));
  });
  const xref = length;
  push(
    latin1(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}` +
        `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R /ID [<${hex(id)}> <${hex(id)}>]${encrypt ? ` /Encrypt ${encrypt} 0 R` : ''} >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(chunks);
}

/** The sample reader: a decodable story in short words (CVC words and a few sight words), large type. */
export const sampleReader: PdfDocument = {
  title: 'Sam and the Big Red Bus - a VERSE reader',
  pages: [
    { lines: [{ text: 'Sam and the', size: 48 }, { text: 'Big Red Bus', size: 48 }, { text: 'A VERSE reader', size: 24 }], picture: 'bus' },
    { lines: [{ text: 'Sam has a cat.', size: 40 }, { text: 'The cat is Tip.', size: 40 }, { text: 'Tip can nap.', size: 40 }], picture: 'cat' },
    { lines: [{ text: 'The sun is up.', size: 40 }, { text: 'Sam gets his hat.', size: 40 }, { text: 'It is a red hat.', size: 40 }], picture: 'hat' },
    { lines: [{ text: 'Sam and Tip run', size: 40 }, { text: 'to the big red bus.', size: 40 }, { text: 'The bus can go!', size: 40 }], picture: 'bus' },
    { lines: [{ text: 'The bus gets to', size: 40 }, { text: 'a pond. Sam can', size: 40 }, { text: 'see a fish.', size: 40 }], picture: 'fish' },
    { lines: [{ text: 'The sun is hot.', size: 40 }, { text: 'Sam and Tip nap', size: 40 }, { text: 'on the bus. The end.', size: 40 }], picture: 'sun' },
  ],
};

/** A long document (the benchmark's 40 pages): text on every line and a picture on each page. */
export function longDocument(pages: number, password?: string): PdfDocument {
  const words = 'the cat sat on a mat and a dog ran to the big red bus in the sun with a fish and a hat'.split(' ');
  const pictures: Picture[] = ['sun', 'cat', 'bus', 'fish', 'hat'];
  return {
    title: `A ${pages}-page test document`,
    password,
    pages: Array.from({ length: pages }, (_, p) => ({
      picture: pictures[p % pictures.length],
      lines: [
        { text: `Page ${p + 1} of ${pages}`, size: 40 },
        ...Array.from({ length: 14 }, (_, l) => ({ text: Array.from({ length: 8 }, (_, w) => words[(p * 7 + l * 3 + w * 5) % words.length]).join(' '), size: 18 })),
      ],
    })),
  };
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('make-pdf.ts')) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { pages: { type: 'string', default: '40' } } });
  const [kind, out] = positionals;
  if (!out || !['sample', 'long', 'locked'].includes(kind ?? '')) throw new Error('usage: tsx scripts/make-pdf.ts sample|long|locked <out.pdf> [--pages N]');
  const doc = kind === 'sample' ? sampleReader : kind === 'long' ? longDocument(Number(values.pages)) : longDocument(2, 'secret');
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  writeFileSync(out, makePdf(doc));
  console.log(`${out}: ${doc.pages.length} pages`);
}
