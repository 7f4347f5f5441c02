import { createElementClass } from '../runtime';
import { attributeTypes, events } from './meta';
import { PdfViewer } from './PdfViewer';
import { styles } from './styles';

/** The `verse-pdf-viewer` class, unregistered: define.ts registers it under a tag. */
export const VersePdfViewer = createElementClass(PdfViewer, { attributes: attributeTypes, events, styles });
