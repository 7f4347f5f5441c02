// The VERSE elements the site writes in JSX: each tag's attributes come from its element's
// meta.ts, so a renamed or removed attribute is a type error here. (The student tools' pages
// create their element from the tool's declaration, `site/pages/StudentTool.tsx`.)
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
    }
  }
}
