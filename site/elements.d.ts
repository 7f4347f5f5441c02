// The VERSE elements as the site's JSX sees them: each tag's attributes come from its element's
// meta.ts, so a renamed or removed attribute is a type error here.
import type { AttributeTypes, ElementJsx } from '../widgets/runtime';

type Jsx<M extends { attributeTypes: AttributeTypes }> = ElementJsx<M['attributeTypes']>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'verse-booking': Jsx<typeof import('../widgets/booking/meta')>;
      'verse-consent-banner': Jsx<typeof import('../widgets/consent-banner/meta')>;
      'verse-intake-form': Jsx<typeof import('../widgets/intake-form/meta')>;
      'verse-contact-form': Jsx<typeof import('../widgets/contact-form/meta')>;
      'verse-consultation-request': Jsx<typeof import('../widgets/consultation-request/meta')>;
      'verse-letter-tiles': Jsx<typeof import('../widgets/letter-tiles/meta')>;
      'verse-writing-paper': Jsx<typeof import('../widgets/writing-paper/meta')>;
      'verse-b-and-d': Jsx<typeof import('../widgets/b-and-d/meta')>;
      'verse-vowel-sounds': Jsx<typeof import('../widgets/vowel-sounds/meta')>;
      'verse-alphabet-sequencing': Jsx<typeof import('../widgets/alphabet-sequencing/meta')>;
      'verse-alphabetical-order': Jsx<typeof import('../widgets/alphabetical-order/meta')>;
      'verse-pdf-viewer': Jsx<typeof import('../widgets/pdf-viewer/meta')>;
      'verse-grammar': Jsx<typeof import('../widgets/grammar/meta')>;
      'verse-name-it': Jsx<typeof import('../widgets/name-it/meta')>;
      'verse-math-it': Jsx<typeof import('../widgets/math-it/meta')>;
      'verse-whack-a-mole': Jsx<typeof import('../widgets/whack-a-mole/meta')>;
      'verse-ice-fishers': Jsx<typeof import('../widgets/ice-fishers/meta')>;
      'verse-match-it': Jsx<typeof import('../widgets/match-it/meta')>;
      'verse-place-value-showdown': Jsx<typeof import('../widgets/place-value-showdown/meta')>;
    }
  }
}
