// The element helpers every element shares. React itself comes from `react` (preact/compat in the
// bundles); the build puts this module, preact and r2wc into one runtime chunk, so a page with
// many elements loads them once.
export { createElementClass, defineElement, parseAttribute } from './element';
export type { ElementOptions } from './element';
export type { AttributeProps, AttributeType, AttributeTypes, ElementInstance, ElementJsx, EventCallbacks, EventProps, HostProps } from './types';
export { adoptStyles, baseStyles } from './styles';
export { apiBase, postJson } from './api';
export type { ApiResult } from './api';
export { botCheckReady, botToken } from './botcheck';
export type { BotCheckAction } from './botcheck';
