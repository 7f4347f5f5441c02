/** Secrets are set with `wrangler secret put`; they are absent locally. */
export type Bindings = Env & {
  RECAPTCHA_SECRET?: string;
  EMAIL_API_KEY?: string;
  /** Seals each booking's manage-link token in D1 (base64, at least 16 bytes); a fixed key outside production. */
  MANAGE_LINK_KEY?: string;
  /** Encrypts the LTI tool's private signing keys stored in D1 (production refuses LTI without it). */
  LTI_KEY_SECRET?: string;
  /** Google tag IDs, as the site's build is given them: set here too, the page CSP names Google's tag hosts. */
  VERSE_GA4_ID?: string;
  VERSE_GTM_ID?: string;
  VERSE_ADS_ID?: string;
  /** Development only: how far the worker's clock reads ahead of the real one, in ms (end-to-end runs at a chosen hour). */
  DEV_CLOCK_OFFSET_MS?: string;
};

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    /** The parsed JSON body, before validation (the bot check reads its token first). */
    json: Record<string, unknown>;
    /** Who is asking, for per-client limits: the connecting IP as Cloudflare reports it. */
    clientId: string;
  };
};

export const isProduction = (env: Bindings) => env.ENVIRONMENT === 'production';
