import type { ElementMeta } from './runtime/meta';
import { toolTag } from './tool-kit/declaration';
import { studentTools } from './tools';
import { bookingMeta } from './booking/meta';
import { intakeFormMeta } from './intake-form/meta';
import { consultationRequestMeta } from './consultation-request/meta';
import { contactFormMeta } from './contact-form/meta';
import { consentBannerMeta } from './consent-banner/meta';

/** Each student tool's docs: the `meta` its folder's meta.ts exports, in the order of the tools' list. */
const toolMetas = await Promise.all(
  studentTools.map(async (tool) => {
    const { meta } = (await import(`./${tool.id}/meta.ts`)) as { meta: ElementMeta };
    if (meta.tag !== toolTag(tool)) throw new Error(`widgets/${tool.id}/meta.ts documents ${meta.tag}, not ${toolTag(tool)}.`);
    return meta;
  }),
);

/** Every element the build emits, `/embed.js` can load and the manifest lists: the site's own, then every student tool. */
export const elements: ElementMeta[] = [bookingMeta, intakeFormMeta, consultationRequestMeta, contactFormMeta, consentBannerMeta, ...toolMetas];
