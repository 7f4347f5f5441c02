import { expect, type Locator } from './fixtures';

// The booking panel's steps as a parent takes them, for the specs that book on the way to what
// they prove (the dialog on /start-here, the booking element on a partner's page).

/** The bar that says a time is held for the parent while they fill in their details. */
export const holding = (panel: Locator) => panel.getByText(/^Holding slot for [0-5]:\d\d min$/);

/** Goes to the next day with open times and takes its first time; returns the slot's name. */
export async function holdFirstOpenTime(panel: Locator): Promise<string> {
  await panel.getByRole('button', { name: 'Show this day' }).click();
  const slot = panel.getByRole('list', { name: /^Open times on/ }).getByRole('button').first();
  const name = (await slot.getAttribute('aria-label')) ?? '';
  await slot.click();
  await expect(holding(panel)).toBeVisible();
  return name;
}

/** The parent's name, phone and email in the panel's form. */
export async function fillDetails(panel: Locator, name = 'Jordan Rivera', phone = '801-555-0199', email = 'jordan.rivera@example.com') {
  await panel.getByRole('textbox', { name: 'Parent/Guardian Name' }).fill(name);
  await panel.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await panel.getByRole('textbox', { name: 'Email' }).fill(email);
}

/** Fills in the parent's details and presses Confirm Consultation. */
export async function confirmAs(panel: Locator, name: string, phone: string, email: string) {
  await fillDetails(panel, name, phone, email);
  await panel.getByRole('button', { name: 'Confirm Consultation' }).click();
}
