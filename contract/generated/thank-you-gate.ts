// Made by `npm run thank-you-gate` from thank-you-gate.ts; a unit test fails while it is not current.

/** The thank-you pages' gate, the inline script the build puts first in their heads. */
export const GATE_SCRIPT = "\"use strict\";(()=>{function t(n){try{return sessionStorage.getItem(n)===\"1\"}catch{return!1}}var o=document.currentScript,e=o?.dataset.flag,s=o?.dataset.otherwise;e&&s&&!t(e)&&location.replace(s);})();";

/** Its CSP source: the worker allows exactly this script on the thank-you pages. */
export const GATE_SCRIPT_HASH = "'sha256-v5z9Em3aL89JhXvaGkz67a7IBQw3gWdJqQJ9LSyeTkU='";
