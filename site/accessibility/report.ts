// Made by `npm run vpat` (scripts/vpat.ts) from the end-to-end suite; a unit test fails while it is not current.

import type { ReportRow } from './gaps';

/** axe-core 4.11.4: the rules each criterion's remarks name. */
export const AXE_VERSION = "4.11.4";

/** WCAG 2.2 A and AA, one row per success criterion. */
export const reportRows: ReportRow[] = [
  {
    "criterion": "1.1.1",
    "name": "Non-text Content",
    "level": "A",
    "conformance": "Supports",
    "remarks": "Axe checks on every site page, tool and embed page: aria-meter-name, aria-progressbar-name, image-alt, input-image-alt, object-alt, role-img-alt, svg-img-alt."
  },
  {
    "criterion": "1.2.1",
    "name": "Audio-only and Video-only (Prerecorded)",
    "level": "A",
    "conformance": "Not Applicable",
    "remarks": "VERSE has no video and no recorded speech or music; its short sounds accompany what a child does and what the screen shows."
  },
  {
    "criterion": "1.2.2",
    "name": "Captions (Prerecorded)",
    "level": "A",
    "conformance": "Not Applicable",
    "remarks": "VERSE has no video and no recorded speech or music; its short sounds accompany what a child does and what the screen shows."
  },
  {
    "criterion": "1.2.3",
    "name": "Audio Description or Media Alternative (Prerecorded)",
    "level": "A",
    "conformance": "Not Applicable",
    "remarks": "VERSE has no video and no recorded speech or music; its short sounds accompany what a child does and what the screen shows."
  },
  {
    "criterion": "1.2.4",
    "name": "Captions (Live)",
    "level": "AA",
    "conformance": "Not Applicable",
    "remarks": "VERSE has no video and no recorded speech or music; its short sounds accompany what a child does and what the screen shows."
  },
  {
    "criterion": "1.2.5",
    "name": "Audio Description (Prerecorded)",
    "level": "AA",
    "conformance": "Not Applicable",
    "remarks": "VERSE has no video and no recorded speech or music; its short sounds accompany what a child does and what the screen shows."
  },
  {
    "criterion": "1.3.1",
    "name": "Info and Relationships",
    "level": "A",
    "conformance": "Supports",
    "remarks": "Axe checks on every site page, tool and embed page: aria-hidden-body, aria-required-children, aria-required-parent, definition-list, dlitem, list, listitem, td-headers-attr, th-has-data-cells."
  },
  {
    "criterion": "1.3.2",
    "name": "Meaningful Sequence",
    "level": "A",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "1.3.3",
    "name": "Sensory Characteristics",
    "level": "A",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "1.3.4",
    "name": "Orientation",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "1.3.5",
    "name": "Identify Input Purpose",
    "level": "AA",
    "conformance": "Supports",
    "remarks": "Axe checks on every site page, tool and embed page: autocomplete-valid."
  },
  {
    "criterion": "1.4.1",
    "name": "Use of Color",
    "level": "A",
    "conformance": "Not Evaluated",
    "remarks": "Axe's link-in-text-block runs on every page and tool, but checks only links set in running text; nothing tests the rest of the criterion yet."
  },
  {
    "criterion": "1.4.2",
    "name": "Audio Control",
    "level": "A",
    "conformance": "Not Evaluated",
    "remarks": "Axe's no-autoplay-audio runs on every page and tool, but checks only audio and video elements that play by themselves; nothing tests the rest of the criterion yet."
  },
  {
    "criterion": "1.4.3",
    "name": "Contrast (Minimum)",
    "level": "AA",
    "conformance": "Supports",
    "remarks": "Axe checks on every site page, tool and embed page: color-contrast."
  },
  {
    "criterion": "1.4.4",
    "name": "Resize Text",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "Axe's meta-viewport runs on every page and tool, but checks only that the page does not turn off zooming; nothing tests the rest of the criterion yet."
  },
  {
    "criterion": "1.4.5",
    "name": "Images of Text",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "1.4.10",
    "name": "Reflow",
    "level": "AA",
    "conformance": "Supports",
    "remarks": "End-to-end, pages and tools used at 360 px wide without sideways scrolling: 22 tests, such as “the banner passes axe, at 1280 px and at 360 px where it stays one readable column”, “360 px phone: the banner takes at most a fifth of the first screen, the keyboard reaches it right after the skip link, and focus never hides behind it”."
  },
  {
    "criterion": "1.4.11",
    "name": "Non-text Contrast",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "1.4.12",
    "name": "Text Spacing",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "Axe's avoid-inline-spacing runs on every page and tool, but checks only that no inline style forbids wider spacing; nothing tests the rest of the criterion yet."
  },
  {
    "criterion": "1.4.13",
    "name": "Content on Hover or Focus",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "2.1.1",
    "name": "Keyboard",
    "level": "A",
    "conformance": "Supports",
    "remarks": "Axe checks on every site page, tool and embed page: frame-focusable-content, scrollable-region-focusable, server-side-image-map. End-to-end, each tool, the booking, the lead forms, the menus, the Teacher Portal and the admin area used by keyboard alone: 35 tests, such as “an admin triages a new intake to contacted, with a note and a follow-up date, by keyboard”, “staff see a teacher and disable and enable them by keyboard”. Every one of the 18 tools has its own keyboard test."
  },
  {
    "criterion": "2.1.2",
    "name": "No Keyboard Trap",
    "level": "A",
    "conformance": "Supports",
    "remarks": "End-to-end, menus, dialogs and the cookie banner left by keyboard, focus returning where it was: 3 tests, such as “Members Login shows a failure in the modal; Escape closes it and focus returns”, “the footer's Cookie settings re-opens the banner, focus goes there and comes back; show() does the same”."
  },
  {
    "criterion": "2.1.4",
    "name": "Character Key Shortcuts",
    "level": "A",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "2.2.1",
    "name": "Timing Adjustable",
    "level": "A",
    "conformance": "Supports",
    "remarks": "Axe checks on every site page, tool and embed page: meta-refresh. End-to-end, the timed games played relaxed, without a clock: 4 tests, such as “Whack-a-mole: relaxed with a teacher's words and targets: no timer, any target scores, Finish reports the pace”, “Match It relaxed, framed by a lesson page on another origin: no clock, ends at 10 cards, the statement says relaxed”."
  },
  {
    "criterion": "2.2.2",
    "name": "Pause, Stop, Hide",
    "level": "A",
    "conformance": "Not Evaluated",
    "remarks": "Axe's blink, marquee runs on every page and tool, but checks only blink and marquee elements; nothing tests the rest of the criterion yet."
  },
  {
    "criterion": "2.3.1",
    "name": "Three Flashes or Below Threshold",
    "level": "A",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "2.4.1",
    "name": "Bypass Blocks",
    "level": "A",
    "conformance": "Supports",
    "remarks": "Axe checks on every site page, tool and embed page: bypass. End-to-end, the skip link: 2 tests, such as “360 px phone: the banner takes at most a fifth of the first screen, the keyboard reaches it right after the skip link, and focus never hides behind it”, “skip link moves keyboard focus to the page content”."
  },
  {
    "criterion": "2.4.2",
    "name": "Page Titled",
    "level": "A",
    "conformance": "Supports",
    "remarks": "Axe checks on every site page, tool and embed page: document-title."
  },
  {
    "criterion": "2.4.3",
    "name": "Focus Order",
    "level": "A",
    "conformance": "Supports",
    "remarks": "End-to-end, focus order through the cookie banner and a tool's controls: 3 tests, such as “the footer's Cookie settings re-opens the banner, focus goes there and comes back; show() does the same”, “360 px phone: the banner takes at most a fifth of the first screen, the keyboard reaches it right after the skip link, and focus never hides behind it”."
  },
  {
    "criterion": "2.4.4",
    "name": "Link Purpose (In Context)",
    "level": "A",
    "conformance": "Supports",
    "remarks": "Axe checks on every site page, tool and embed page: area-alt, link-name."
  },
  {
    "criterion": "2.4.5",
    "name": "Multiple Ways",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "2.4.6",
    "name": "Headings and Labels",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "2.4.7",
    "name": "Focus Visible",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "2.4.11",
    "name": "Focus Not Obscured (Minimum)",
    "level": "AA",
    "conformance": "Supports",
    "remarks": "End-to-end, focused fields kept clear of the cookie banner and the booking hold bar: 2 tests, such as “360 px phone: the banner takes at most a fifth of the first screen, the keyboard reaches it right after the skip link, and focus never hides behind it”, “after a tapped time, the 2.5 s scroll and the 2 s focus bring the form's first field into view clear of the hold bar (${viewport.width}x${viewport.height})”."
  },
  {
    "criterion": "2.5.1",
    "name": "Pointer Gestures",
    "level": "A",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "2.5.2",
    "name": "Pointer Cancellation",
    "level": "A",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "2.5.3",
    "name": "Label in Name",
    "level": "A",
    "conformance": "Supports",
    "remarks": "Axe checks on every tool and embed page only: label-content-name-mismatch."
  },
  {
    "criterion": "2.5.4",
    "name": "Motion Actuation",
    "level": "A",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "2.5.7",
    "name": "Dragging Movements",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "2.5.8",
    "name": "Target Size (Minimum)",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "3.1.1",
    "name": "Language of Page",
    "level": "A",
    "conformance": "Supports",
    "remarks": "Axe checks on every site page, tool and embed page: html-has-lang, html-lang-valid, html-xml-lang-mismatch."
  },
  {
    "criterion": "3.1.2",
    "name": "Language of Parts",
    "level": "AA",
    "conformance": "Supports",
    "remarks": "Axe checks on every site page, tool and embed page: valid-lang."
  },
  {
    "criterion": "3.2.1",
    "name": "On Focus",
    "level": "A",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "3.2.2",
    "name": "On Input",
    "level": "A",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "3.2.3",
    "name": "Consistent Navigation",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "3.2.4",
    "name": "Consistent Identification",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "3.2.6",
    "name": "Consistent Help",
    "level": "A",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "3.3.1",
    "name": "Error Identification",
    "level": "A",
    "conformance": "Supports",
    "remarks": "End-to-end, the lead forms naming each missing or wrong field: 3 tests, such as “marks a bad email and sends the parent to it”, “names the missing fields instead of sending”."
  },
  {
    "criterion": "3.3.2",
    "name": "Labels or Instructions",
    "level": "A",
    "conformance": "Supports",
    "remarks": "Axe checks on every site page, tool and embed page: form-field-multiple-labels."
  },
  {
    "criterion": "3.3.3",
    "name": "Error Suggestion",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "3.3.4",
    "name": "Error Prevention (Legal, Financial, Data)",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "3.3.7",
    "name": "Redundant Entry",
    "level": "A",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "3.3.8",
    "name": "Accessible Authentication (Minimum)",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  },
  {
    "criterion": "4.1.2",
    "name": "Name, Role, Value",
    "level": "A",
    "conformance": "Supports",
    "remarks": "Axe checks on every site page, tool and embed page: area-alt, aria-allowed-attr, aria-braille-equivalent, aria-command-name, aria-conditional-attr, aria-deprecated-role, aria-hidden-body, aria-hidden-focus, aria-input-field-name, aria-prohibited-attr, aria-required-attr, aria-roles, aria-toggle-field-name, aria-tooltip-name, aria-valid-attr-value, aria-valid-attr, button-name, duplicate-id-aria, frame-title-unique, frame-title, input-button-name, input-image-alt, label, link-name, nested-interactive, select-name, summary-name."
  },
  {
    "criterion": "4.1.3",
    "name": "Status Messages",
    "level": "AA",
    "conformance": "Not Evaluated",
    "remarks": "No automated check or end-to-end test of the suite covers this yet."
  }
];
