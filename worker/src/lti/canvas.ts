import { SCORE_SCOPE } from './launch';
import { toolUrls } from './urls';

/** /lti/canvas.json: a Canvas developer key's configuration ("Enter URL"). */
export function canvasConfiguration(origin: string) {
  const urls = toolUrls(origin);
  const selection = (placement: string) => ({
    placement,
    message_type: 'LtiDeepLinkingRequest',
    target_link_uri: urls.deepLink,
    text: 'VERSE student tools',
    icon_url: urls.logo,
  });
  return {
    title: 'VERSE student tools',
    description: 'Reading, spelling and math practice for students with dyslexia: games and tools a teacher adds as graded activities.',
    oidc_initiation_url: urls.login,
    target_link_uri: urls.launch,
    public_jwk_url: urls.jwks,
    scopes: [SCORE_SCOPE],
    extensions: [
      {
        domain: urls.domain,
        tool_id: 'verse-student-tools',
        platform: 'canvas.instructure.com',
        // Anonymous: Canvas sends an opaque id, never a name or an email.
        privacy_level: 'anonymous',
        settings: {
          text: 'VERSE student tools',
          icon_url: urls.logo,
          placements: [selection('assignment_selection'), selection('link_selection'), selection('editor_button')],
        },
      },
    ],
    custom_fields: {},
  };
}
