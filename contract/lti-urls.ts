/**
 * The LTI addresses VERSE announces (registration, /lti, canvas.json, the For schools page), on the
 * origin it is served from. The worker serves them; the site shows them to a school's administrator.
 */
export function toolUrls(origin: string) {
  return {
    origin,
    domain: new URL(origin).host,
    login: `${origin}/lti/login`,
    launch: `${origin}/lti/launch`,
    deepLink: `${origin}/lti/launch`,
    jwks: `${origin}/lti/jwks`,
    register: `${origin}/lti/register`,
    canvas: `${origin}/lti/canvas.json`,
    logo: `${origin}/favicon.svg`,
  };
}
