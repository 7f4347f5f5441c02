// The shared runtime: one chunk that every element and the site import (the build maps `preact`,
// `preact/hooks` and `preact/jsx-runtime` here), so a page with many elements loads Preact once.
export * from 'preact';
export * from 'preact/hooks';
export { jsx, jsxs, jsxDEV } from 'preact/jsx-runtime';
export { createElementClass, defineElement, parseAttribute } from './element';
export type { AttributeType, ElementOptions, HostProps } from './element';
export { adoptStyles, baseStyles } from './styles';
export { apiBase, postJson } from './api';
export type { ApiResult } from './api';
export { botCheckReady, botToken } from './botcheck';
export type { BotCheckAction } from './botcheck';
