import type { ReactNode } from 'react';
import type { StudentPicture as PictureName } from '../../../contract/teacher';

// The pictures students are known by, so a child who cannot yet read their name can find it: 24
// animals drawn here (no image files) on a 100 x 100 grid, each a face on a round tint, in the
// site's drawing style (dark outline, flat colours). The student's name always sits beside it.

const INK = '#1f2933';
const line = { stroke: INK, strokeWidth: 3, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

const eyes = (y = 48, gap = 12, r = 4.5) => (
  <>
    <circle cx={50 - gap} cy={y} r={r} fill={INK} />
    <circle cx={50 + gap} cy={y} r={r} fill={INK} />
    <circle cx={50 - gap + 1.5} cy={y - 1.5} r={1.4} fill="#fff" />
    <circle cx={50 + gap + 1.5} cy={y - 1.5} r={1.4} fill="#fff" />
  </>
);
const smile = (y = 64, w = 8) => <path d={`M${50 - w} ${y}q${w} ${w * 0.8} ${w * 2} 0`} fill="none" {...line} />;
const nose = (y = 58, fill = INK) => <ellipse cx="50" cy={y} rx="5" ry="3.6" fill={fill} />;
const head = (fill: string, rx = 30, ry = 28, cy = 54) => <ellipse cx="50" cy={cy} rx={rx} ry={ry} fill={fill} {...line} />;
const pointyEars = (fill: string, inner = '#f7c6b5') => (
  <>
    <path d="M24 42L26 12L46 30Z" fill={fill} {...line} />
    <path d="M76 42L74 12L54 30Z" fill={fill} {...line} />
    <path d="M29 34L30 20L39 29Z" fill={inner} />
    <path d="M71 34L70 20L61 29Z" fill={inner} />
  </>
);
const roundEars = (fill: string, inner?: string, r = 11, y = 28) => (
  <>
    <circle cx="26" cy={y} r={r} fill={fill} {...line} />
    <circle cx="74" cy={y} r={r} fill={fill} {...line} />
    {inner && <circle cx="26" cy={y} r={r / 2} fill={inner} />}
    {inner && <circle cx="74" cy={y} r={r / 2} fill={inner} />}
  </>
);
const muzzle = (fill: string, y = 62, rx = 14, ry = 10) => <ellipse cx="50" cy={y} rx={rx} ry={ry} fill={fill} {...line} />;

const drawings: Record<PictureName, { tint: string; art: ReactNode }> = {
  fox: {
    tint: '#fde2c8',
    art: (
      <>
        {pointyEars('#e8772e')}
        {head('#e8772e')}
        <path d="M22 56q14 18 28 20q14-2 28-20q-12 4-28 4q-16 0-28-4z" fill="#fff" {...line} />
        {eyes(48)}
        {nose(62)}
      </>
    ),
  },
  owl: {
    tint: '#e6dcf5',
    art: (
      <>
        <path d="M26 30L22 14L38 26M74 30L78 14L62 26" fill="#8a6a4f" {...line} />
        {head('#8a6a4f', 30, 32, 56)}
        <circle cx="38" cy="48" r="11" fill="#fff" {...line} />
        <circle cx="62" cy="48" r="11" fill="#fff" {...line} />
        <circle cx="38" cy="48" r="5" fill={INK} />
        <circle cx="62" cy="48" r="5" fill={INK} />
        <path d="M45 60L50 70L55 60Z" fill="#f4b860" {...line} />
        <path d="M36 76q4-4 8 0q4-4 8 0q4-4 8 0" fill="none" {...line} strokeWidth={2} />
      </>
    ),
  },
  bear: {
    tint: '#f1e0cf',
    art: (
      <>
        {roundEars('#9b6a43', '#d9a77c')}
        {head('#9b6a43')}
        {muzzle('#d9a77c')}
        {eyes(46)}
        {nose(58)}
        {smile(66, 5)}
      </>
    ),
  },
  cat: {
    tint: '#f9e7b8',
    art: (
      <>
        {pointyEars('#f2a541')}
        {head('#f2a541')}
        <path d="M44 32l6 8l6-8" fill="none" {...line} strokeWidth={2.5} />
        {eyes(50)}
        {nose(60, '#e07a8a')}
        {smile(64, 5)}
        <path d="M20 58h14M20 64l14-2M80 58H66M80 64l-14-2" {...line} strokeWidth={2} />
      </>
    ),
  },
  dog: {
    tint: '#dcecf7',
    art: (
      <>
        <path d="M24 30q-10 4-8 30q8 2 14-6z" fill="#7a5230" {...line} />
        <path d="M76 30q10 4 8 30q-8 2-14-6z" fill="#7a5230" {...line} />
        {head('#d8a872')}
        {muzzle('#f3dcc0', 64)}
        {eyes(46)}
        {nose(58)}
        <path d="M46 70q4 8 8 0" fill="#e07a8a" {...line} strokeWidth={2} />
      </>
    ),
  },
  frog: {
    tint: '#dff2d8',
    art: (
      <>
        <circle cx="34" cy="32" r="12" fill="#5cb85c" {...line} />
        <circle cx="66" cy="32" r="12" fill="#5cb85c" {...line} />
        {head('#5cb85c', 34, 24, 58)}
        <circle cx="34" cy="32" r="6" fill="#fff" />
        <circle cx="66" cy="32" r="6" fill="#fff" />
        <circle cx="34" cy="32" r="3.5" fill={INK} />
        <circle cx="66" cy="32" r="3.5" fill={INK} />
        <path d="M30 62q20 14 40 0" fill="none" {...line} />
        <circle cx="28" cy="56" r="3" fill="#f29bab" />
        <circle cx="72" cy="56" r="3" fill="#f29bab" />
      </>
    ),
  },
  lion: {
    tint: '#fbe3b0',
    art: (
      <>
        <circle cx="50" cy="52" r="40" fill="#c9742c" {...line} />
        {roundEars('#f2b04b', undefined, 8, 28)}
        {head('#f2b04b', 26, 25, 54)}
        {muzzle('#fbe0ae', 63, 11, 8)}
        {eyes(47, 10)}
        {nose(59)}
      </>
    ),
  },
  panda: {
    tint: '#e5eef0',
    art: (
      <>
        {roundEars(INK)}
        {head('#fff')}
        <ellipse cx="37" cy="48" rx="8" ry="10" fill={INK} transform="rotate(-20 37 48)" />
        <ellipse cx="63" cy="48" rx="8" ry="10" fill={INK} transform="rotate(20 63 48)" />
        <circle cx="38" cy="47" r="2.6" fill="#fff" />
        <circle cx="62" cy="47" r="2.6" fill="#fff" />
        {nose(60)}
        {smile(67, 5)}
      </>
    ),
  },
  rabbit: {
    tint: '#f8dde6',
    art: (
      <>
        <ellipse cx="38" cy="20" rx="7" ry="19" fill="#ece8e4" {...line} />
        <ellipse cx="62" cy="20" rx="7" ry="19" fill="#ece8e4" {...line} />
        <ellipse cx="38" cy="21" rx="3" ry="12" fill="#f7b8c8" />
        <ellipse cx="62" cy="21" rx="3" ry="12" fill="#f7b8c8" />
        {head('#ece8e4', 28, 26, 60)}
        {eyes(54, 11)}
        {nose(64, '#e07a8a')}
        <path d="M46 70h8v6h-8z" fill="#fff" {...line} strokeWidth={2} />
      </>
    ),
  },
  tiger: {
    tint: '#fde6c3',
    art: (
      <>
        {roundEars('#f08a24', '#fff', 10, 28)}
        {head('#f08a24')}
        <path d="M50 27v10M42 29l2 8M58 29l-2 8M21 50h9M20 58h9M79 50h-9M80 58h-9" {...line} />
        {muzzle('#fff', 63, 13, 9)}
        {eyes(47)}
        {nose(59)}
      </>
    ),
  },
  whale: {
    tint: '#d6eaf8',
    art: (
      <>
        <path d="M50 20v-8M50 20q-6-8-12-6M50 20q6-8 12-6" fill="none" {...line} stroke="#4aa3df" />
        <path d="M14 58q0-30 36-30t36 30q0 20-36 20t-36-20z" fill="#3f7cc4" {...line} />
        <path d="M20 64q30 14 60 0q-4 12-30 12t-30-12z" fill="#cfe3f5" />
        {eyes(52, 16, 4)}
        {smile(62, 6)}
      </>
    ),
  },
  bee: {
    tint: '#fff2b3',
    art: (
      <>
        <ellipse cx="30" cy="30" rx="12" ry="9" fill="#e3f1fb" {...line} transform="rotate(-30 30 30)" />
        <ellipse cx="70" cy="30" rx="12" ry="9" fill="#e3f1fb" {...line} transform="rotate(30 70 30)" />
        {head('#f7c82e', 28, 28, 56)}
        <path d="M24 66q26 10 52 0" fill="none" stroke={INK} strokeWidth={6} />
        <path d="M42 26q-4-10-10-12M58 26q4-10 10-12" fill="none" {...line} />
        {eyes(48, 11)}
        {smile(57, 5)}
      </>
    ),
  },
  duck: {
    tint: '#fff4c2',
    art: (
      <>
        {head('#ffd93b', 28, 30, 50)}
        <path d="M28 66q22 16 44 0q-6-8-22-8t-22 8z" fill="#f28c28" {...line} />
        {eyes(44, 11)}
        <path d="M44 22q6-10 12 0" fill="none" {...line} />
      </>
    ),
  },
  koala: {
    tint: '#e4e8ee',
    art: (
      <>
        {roundEars('#9aa5b1', '#f1f3f5', 15, 32)}
        {head('#9aa5b1', 27, 27, 56)}
        <ellipse cx="50" cy="60" rx="8" ry="11" fill="#3e4751" />
        {eyes(48, 14, 4)}
        {smile(74, 4)}
      </>
    ),
  },
  penguin: {
    tint: '#dcebf5',
    art: (
      <>
        {head('#2b3440', 30, 32, 52)}
        <path d="M26 56q0-22 24-22t24 22q0 18-24 18t-24-18z" fill="#fff" />
        {eyes(48, 10)}
        <path d="M44 56L50 64L56 56Z" fill="#f4a340" {...line} strokeWidth={2} />
        <circle cx="34" cy="60" r="3" fill="#f29bab" />
        <circle cx="66" cy="60" r="3" fill="#f29bab" />
      </>
    ),
  },
  turtle: {
    tint: '#e0f0dc',
    art: (
      <>
        <path d="M14 70q0-40 36-40t36 40z" fill="#4f8f3a" {...line} />
        <path d="M30 52l10-10h20l10 10l-10 10H40z" fill="#7cbf5a" {...line} strokeWidth={2} />
        <circle cx="84" cy="62" r="10" fill="#9ed27c" {...line} />
        <circle cx="86" cy="60" r="2.2" fill={INK} />
        <path d="M10 70h80" {...line} />
      </>
    ),
  },
  zebra: {
    tint: '#ece6f6',
    art: (
      <>
        <path d="M30 30L28 12L42 24M70 30L72 12L58 24" fill="#fff" {...line} />
        <path d="M36 22q14-10 28 0l-4 6H40z" fill={INK} />
        {head('#fff', 26, 30, 54)}
        <path d="M26 44h10M24 54h10M74 44H64M76 54H66M46 32v6M54 32v6" {...line} />
        {muzzle('#4a4f57', 70, 14, 10)}
        {eyes(50, 10)}
        <circle cx="45" cy="70" r="2" fill="#fff" />
        <circle cx="55" cy="70" r="2" fill="#fff" />
      </>
    ),
  },
  horse: {
    tint: '#f3e2d3',
    art: (
      <>
        <path d="M32 30L30 14L42 24M68 30L70 14L58 24" fill="#a0663c" {...line} />
        <path d="M40 20q10-8 20 0q-2 10-10 12q-8-2-10-12z" fill="#4a2e1a" />
        {head('#a0663c', 24, 32, 54)}
        {muzzle('#d9b08c', 72, 16, 10)}
        {eyes(48, 11)}
        <circle cx="44" cy="72" r="2" fill={INK} />
        <circle cx="56" cy="72" r="2" fill={INK} />
      </>
    ),
  },
  monkey: {
    tint: '#f2e3d1',
    art: (
      <>
        {roundEars('#8b5a3c', '#e8c3a0', 12, 50)}
        {head('#8b5a3c', 28, 28, 52)}
        <path d="M30 56q0-18 12-18q8 0 8 6q0-6 8-6q12 0 12 18q0 18-20 18t-20-18z" fill="#e8c3a0" />
        {eyes(50, 9)}
        {smile(64, 6)}
      </>
    ),
  },
  snail: {
    tint: '#f6e8d8',
    art: (
      <>
        <path d="M10 78h70q8 0 8-10V50" fill="#c7d98a" {...line} />
        <circle cx="44" cy="52" r="24" fill="#d98a4b" {...line} />
        <path d="M44 52m-4 0a4 4 0 1 1 8 0a10 10 0 1 1-20 0a16 16 0 1 1 32 0" fill="none" {...line} strokeWidth={2.5} />
        <path d="M84 50l-4-14M90 50l4-14" {...line} />
        <circle cx="80" cy="34" r="3" fill={INK} />
        <circle cx="94" cy="34" r="3" fill={INK} />
      </>
    ),
  },
  hedgehog: {
    tint: '#efe4d6',
    art: (
      <>
        <path d="M14 70l4-14l-6-8l10-6l-2-12l12 2l6-12l10 8l10-8l6 12l12-2l-2 12l10 6l-6 8l4 14z" fill="#6b4e37" {...line} />
        {head('#e9cfa9', 24, 20, 62)}
        {eyes(58, 9, 3.8)}
        {nose(68)}
      </>
    ),
  },
  octopus: {
    tint: '#f8dcef',
    art: (
      <>
        <path d="M22 62q-6 16-12 14M34 68q-2 14-8 16M50 70v16M66 68q2 14 8 16M78 62q6 16 12 14" fill="none" {...line} stroke="#b24f9a" strokeWidth={6} />
        <path d="M20 56q0-38 30-38t30 38q0 14-30 14t-30-14z" fill="#d36bb8" {...line} />
        {eyes(46, 11)}
        {smile(57, 6)}
      </>
    ),
  },
  giraffe: {
    tint: '#fdf0c8',
    art: (
      <>
        <path d="M40 26V12M60 26V12" {...line} />
        <circle cx="40" cy="11" r="4" fill="#a0663c" {...line} strokeWidth={2} />
        <circle cx="60" cy="11" r="4" fill="#a0663c" {...line} strokeWidth={2} />
        <path d="M26 34q-10-2-12 4q6 6 14 2M74 34q10-2 12 4q-6 6-14 2" fill="#f2c14e" {...line} />
        {head('#f2c14e', 24, 30, 54)}
        <circle cx="36" cy="38" r="4" fill="#c07a35" />
        <circle cx="64" cy="36" r="3.5" fill="#c07a35" />
        <circle cx="66" cy="56" r="3" fill="#c07a35" />
        {muzzle('#f7dc98', 72, 15, 10)}
        {eyes(50, 10)}
      </>
    ),
  },
  elephant: {
    tint: '#e1e7ef',
    art: (
      <>
        <ellipse cx="22" cy="48" rx="16" ry="20" fill="#8a9bb0" {...line} />
        <ellipse cx="78" cy="48" rx="16" ry="20" fill="#8a9bb0" {...line} />
        {head('#a3b2c4', 24, 26, 48)}
        <path d="M44 60q0 22 8 26q8 2 8-6q-6 2-6-8V60z" fill="#a3b2c4" {...line} />
        {eyes(44, 10)}
      </>
    ),
  },
};

/** A student's picture by its name; decorative unless `label` names it. */
export function StudentPicture({ name, size = 56, label }: { name: PictureName; size?: number; label?: string }) {
  const { tint, art } = drawings[name];
  return (
    <svg
      className="student-picture"
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
      focusable="false"
    >
      <circle cx="50" cy="50" r="50" fill={tint} />
      {art}
    </svg>
  );
}

/** How each picture is called aloud (the picker's choices, a screen reader). */
export const pictureLabel = (name: PictureName) => name.charAt(0).toUpperCase() + name.slice(1);
