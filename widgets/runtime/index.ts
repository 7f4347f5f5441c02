// The element helpers every element shares. React itself comes from `react` (preact/compat in the
// bundles); the build puts this module, preact and r2wc into one runtime chunk, so a page with
// many elements loads them once. Elements that call the API import ./api and ./botcheck
// themselves: those stay out of the runtime chunk for the elements that do not.
export { createElementClass, defineElement } from './element';
export type { AttributeProps, AttributeTypes, ElementInstance, ElementJsx, EventProps, HostProps } from './types';
export { adoptStyles } from './styles';
