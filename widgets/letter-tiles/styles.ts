import { toolStyles } from '../tool-kit/styles';

// Tile kinds differ in shape and border, not colour alone: vowels are round, consonants square,
// special tiles have a double border, suffixes a dashed leading edge and a hyphen, pictures a
// dashed border. The board's spaces are 48 px and shrink with the width (never under 24 px) so
// 12 fit across a 360 px phone.
export const styles =
  toolStyles +
  /* css */ `
.letter-tiles { display: grid; gap: 1rem; }
.status { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 1rem; margin: 0; min-height: 1.75rem; }
.status strong { font-weight: 700; }
.hint { font-size: 1rem; }
.region-label { margin: 0 0 0.35rem; font-weight: 700; font-size: 1rem; }

.board { container-type: inline-size; }
.board-rows { display: grid; gap: 6px; padding: 6px; width: max-content; max-width: 100%; border: 2px solid var(--_line); border-radius: var(--_radius); background: var(--_surface); }
.board-row { --slot: clamp(24px, calc((100cqw - 12px - 4px - 66px) / 12), 48px); display: grid; grid-template-columns: repeat(12, var(--slot)); gap: 6px; }
.slot {
  display: grid; place-items: center; width: var(--slot); height: var(--slot); padding: 0;
  border: 2px dashed var(--_line); border-radius: 8px; background: transparent; color: var(--_ink);
  font-size: calc(var(--slot) * 0.5); font-weight: 600; line-height: 1;
}
.slot:hover { border-color: var(--_muted); }
.slot.filled { border-color: transparent; }
.slot .tile-face { width: 100%; height: 100%; font-size: inherit; }
.board-rows[data-picked] .slot:not(.filled) { border-color: var(--_accent); background: var(--_accent-soft); }

.palette { display: grid; gap: 0.75rem; }
.tile-group { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.tile-group .tool-tile { position: relative; min-width: 48px; min-height: 48px; padding: 0 0.4rem; }

.tile-face { display: flex; align-items: center; justify-content: center; border: 2px solid var(--_ink); border-radius: 6px; background: var(--_surface); color: var(--_ink); }
.kind-vowel, .tool-tile.kind-vowel { border-radius: 999px; background: #fff1b8; border: 3px solid #8a6100; }
.kind-consonant, .tool-tile.kind-consonant { border-radius: 4px; background: #ffffff; border: 2px solid var(--_ink); }
.kind-special, .tool-tile.kind-special { border-radius: 8px; background: #e3eefa; border: 4px double #1d4f80; }
.kind-image, .tool-tile.kind-image { border-radius: 8px; background: #ffffff; border: 2px dashed var(--_muted); }
.rule-end, .tool-tile.rule-end { border-left-style: dashed; background: #fde8d4; }
.rule-end::before { content: '-'; margin-right: 0.05em; }
.rule-start::after { content: '-'; margin-left: 0.05em; }
.slot .tile-face[data-len="2"] { font-size: calc(var(--slot) * 0.42); }
.slot .tile-face[data-len="3"] { font-size: calc(var(--slot) * 0.32); }
.slot .tile-face[data-len="4"], .slot .tile-face[data-len="5"] { font-size: calc(var(--slot) * 0.26); }
.picture { width: 100%; height: 100%; max-width: 40px; max-height: 40px; }
.tool-tile.kind-image { padding: 2px; }
.tool-tile[aria-pressed="true"] { outline: 3px solid var(--_accent); outline-offset: 2px; transform: translateY(-3px); box-shadow: 0 5px 0 var(--_accent); }
.picked-badge { position: absolute; top: -9px; right: -9px; display: grid; place-items: center; width: 20px; height: 20px; border-radius: 50%; background: var(--_accent); color: var(--_accent-ink); }
.picked-badge svg { width: 12px; height: 12px; }

.legend { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; margin: 0; padding: 0; list-style: none; font-size: 0.95rem; color: var(--_ink); }
.legend li { display: inline-flex; align-items: center; gap: 0.4rem; }
.legend .tile-face { width: 30px; height: 30px; font-size: 0.9rem; font-weight: 600; }
.legend .tile-face.wide { width: auto; padding: 0 0.3rem; }

/* A phone: the board loses its frame and most of its gaps so 12 spaces of 24 px or more fit across. */
@container (max-width: 520px) {
  .board-rows { padding: 0; border: 0; gap: 2px; background: transparent; }
  .board-row { --slot: clamp(24px, calc((100cqw - 22px) / 12), 48px); gap: 2px; }
  .slot { border-radius: 5px; }
}
`;
