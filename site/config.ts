/** Business facts shown across the site. */
export const business = {
  name: 'VERSE',
  supportEmail: 'support@verse.example',
  phone: '(801) 555-0143',
  hours: 'Mon-Fri, 8am-5pm MT',
} as const;

/** The support phone as a link target. */
export const phoneHref = `tel:${business.phone.replace(/[^\d+]/g, '')}`;

/**
 * Google tag IDs, put in by the build from the environment (`VERSE_GA4_ID`...). Empty means
 * that tag never loads; with none set the site loads no third-party script at all.
 */
export const tagIds = {
  /** GA4 measurement ID, `G-XXXXXXX`. */
  ga4: process.env.VERSE_GA4_ID ?? '',
  /** Google Tag Manager container, `GTM-XXXXXXX`. */
  gtm: process.env.VERSE_GTM_ID ?? '',
  /** Google Ads conversion ID, `AW-123456789`, and the conversion label of each lead. */
  ads: process.env.VERSE_ADS_ID ?? '',
  adsLabels: {
    intake: process.env.VERSE_ADS_LABEL_INTAKE ?? '',
    consultation: process.env.VERSE_ADS_LABEL_CONSULTATION ?? '',
    contact: process.env.VERSE_ADS_LABEL_CONTACT ?? '',
    schedule_now: process.env.VERSE_ADS_LABEL_SCHEDULE_NOW ?? '',
  },
};

export type TagIds = typeof tagIds;
