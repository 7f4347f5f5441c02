import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo } from 'react';

/** A QR code of `text`, drawn here (lean-qr) as an SVG that prints sharp; `label` says where it leads. */
export function Qr({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const code = generate(text);
    return { path: toSvgPath(code), modules: code.size };
  }, [text]);
  return (
    <svg className="qr" role="img" aria-label={label} viewBox={`-4 -4 ${modules + 8} ${modules + 8}`} width={size} height={size} shapeRendering="crispEdges">
      <rect x="-4" y="-4" width={modules + 8} height={modules + 8} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
