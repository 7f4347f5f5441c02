import type { ElementMeta } from './runtime/meta';
import { bookingMeta } from './booking/meta';
import { intakeFormMeta } from './intake-form/meta';
import { consultationRequestMeta } from './consultation-request/meta';
import { contactFormMeta } from './contact-form/meta';
import { consentBannerMeta } from './consent-banner/meta';
import { bAndDMeta } from './b-and-d/meta';
import { vowelSoundsMeta } from './vowel-sounds/meta';
import { letterTilesMeta } from './letter-tiles/meta';
import { writingPaperMeta } from './writing-paper/meta';
import { alphabetSequencingMeta } from './alphabet-sequencing/meta';
import { alphabeticalOrderMeta } from './alphabetical-order/meta';
import { matchItMeta } from './match-it/meta';
import { placeValueShowdownMeta } from './place-value-showdown/meta';
import { whackAMoleMeta } from './whack-a-mole/meta';
import { iceFishersMeta } from './ice-fishers/meta';
import { pdfViewerMeta } from './pdf-viewer/meta';
import { grammarMeta } from './grammar/meta';
import { nameItMeta } from './name-it/meta';
import { mathItMeta } from './math-it/meta';

/** Every element the build emits, `/embed.js` can load and the manifest lists. */
export const elements: ElementMeta[] = [bookingMeta, intakeFormMeta, consultationRequestMeta, contactFormMeta, consentBannerMeta, letterTilesMeta, writingPaperMeta, bAndDMeta, vowelSoundsMeta, alphabetSequencingMeta, alphabeticalOrderMeta, matchItMeta, placeValueShowdownMeta, grammarMeta, pdfViewerMeta, nameItMeta, mathItMeta, whackAMoleMeta, iceFishersMeta];
