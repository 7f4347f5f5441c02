import type { BotCheckAction } from '../../contract/rules';
import { callRoute } from './api';

type BotCheckConfig = { mode: 'local' } | { mode: 'recaptcha'; siteKey: string };

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

const configs = new Map<string, Promise<BotCheckConfig>>();
let recaptchaScript: Promise<Grecaptcha> | undefined;

function loadConfig(apiBase: string): Promise<BotCheckConfig> {
  let config = configs.get(apiBase);
  if (!config) {
    config = callRoute('GET /api/config', {}, { base: apiBase }).then((result) => (result.ok && result.data ? result.data.botCheck : Promise.reject(new Error(String(result.status)))));
    // A failed look-up is retried on the next call instead of poisoning every later submission.
    config.catch(() => configs.delete(apiBase));
    configs.set(apiBase, config);
  }
  return config;
}

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      recaptchaScript = undefined;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}

/** Resolves once a token can be asked for: the configuration is known and, in production, reCAPTCHA has loaded. */
export async function botCheckReady(apiBase: string): Promise<void> {
  const config = await loadConfig(apiBase);
  if (config.mode === 'recaptcha') await loadRecaptcha(config.siteKey);
}

/**
 * A fresh token for one submission: `local:<action>` when the worker runs the local check,
 * a reCAPTCHA v3 token otherwise. Rejects when no token can be had; the caller shows its message.
 */
export async function botToken(apiBase: string, action: BotCheckAction): Promise<string> {
  const config = await loadConfig(apiBase);
  if (config.mode === 'local') return `local:${action}`;
  const grecaptcha = await loadRecaptcha(config.siteKey);
  return grecaptcha.execute(config.siteKey, { action });
}
