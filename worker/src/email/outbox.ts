export async function deliverPendingEmail(_env: Env): Promise<void> {}
