/** Business facts shown across the site (product.md section 1). */
export const business = {
  name: 'VERSE',
  supportEmail: 'support@verse.example',
  phone: '(801) 555-0143',
  hours: 'Mon-Fri, 8am-5pm MT',
} as const;
