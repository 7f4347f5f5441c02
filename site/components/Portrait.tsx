/** An illustrated head-and-shoulders portrait, drawn from a few traits so each tutor looks like themselves. */
export type PortraitLook = {
  backdrop: string;
  skin: string;
  hair: string;
  /** long: past the shoulders; bun: tied up; short: cropped; curly: a round crop of curls. */
  hairStyle: 'long' | 'bun' | 'short' | 'curly';
  top: string;
  collar: string;
  glasses?: boolean;
  beard?: boolean;
};

export function Portrait({ look, label }: { look: PortraitLook; label: string }) {
  const { backdrop, skin, hair, hairStyle, top, collar, glasses, beard } = look;
  return (
    <svg className="portrait" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label={label}>
      <circle cx="100" cy="100" r="100" fill={backdrop} />
      {hairStyle === 'long' && <path d="M52 96c0-40 20-60 48-60s48 20 48 60v64H52z" fill={hair} />}
      {hairStyle === 'bun' && <circle cx="100" cy="34" r="20" fill={hair} />}
      {/* shoulders */}
      <path d="M34 200c4-40 30-58 66-58s62 18 66 58z" fill={top} />
      <path d="M82 144h36l-18 22z" fill={collar} />
      <rect x="88" y="118" width="24" height="30" rx="10" fill={skin} />
      {/* face */}
      <ellipse cx="100" cy="92" rx="34" ry="38" fill={skin} />
      <ellipse cx="66" cy="96" rx="6" ry="9" fill={skin} />
      <ellipse cx="134" cy="96" rx="6" ry="9" fill={skin} />
      {hairStyle === 'long' && <path d="M64 86c2-26 16-40 36-40s34 14 36 40c-12-2-26-10-34-22-8 12-22 20-38 22z" fill={hair} />}
      {hairStyle === 'bun' && <path d="M64 88c0-26 16-42 36-42s36 16 36 42c-8-12-22-20-36-20s-28 8-36 20z" fill={hair} />}
      {hairStyle === 'short' && <path d="M64 84c0-24 16-38 36-38s36 14 36 38c-6-8-12-12-18-14-10 4-26 6-40 4-6 2-10 6-14 10z" fill={hair} />}
      {hairStyle === 'curly' && (
        <g fill={hair}>
          {[
            [70, 72],
            [82, 58],
            [100, 52],
            [118, 58],
            [130, 72],
            [66, 88],
            [134, 88],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="14" />
          ))}
        </g>
      )}
      {beard && <path d="M70 100c4 24 16 32 30 32s26-8 30-32c-6 8-16 10-30 10s-24-2-30-10z" fill={hair} />}
      {/* eyes, brows, smile, cheeks */}
      <circle cx="87" cy="94" r="3.6" fill="#1f2933" />
      <circle cx="113" cy="94" r="3.6" fill="#1f2933" />
      <path d="M80 84q7-4 14 0M106 84q7-4 14 0" stroke="#1f2933" strokeWidth="2.6" fill="none" strokeLinecap="round" />
      <path d={beard ? 'M90 112q10 7 20 0' : 'M88 110q12 10 24 0'} stroke="#7a2e1f" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="78" cy="106" r="6" fill="#e8837a" opacity=".35" />
      <circle cx="122" cy="106" r="6" fill="#e8837a" opacity=".35" />
      {glasses && (
        <g stroke="#1f2933" strokeWidth="2.6" fill="none">
          <rect x="74" y="84" width="22" height="18" rx="7" />
          <rect x="104" y="84" width="22" height="18" rx="7" />
          <path d="M96 92h8" />
        </g>
      )}
    </svg>
  );
}
