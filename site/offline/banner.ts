/** The words a tool's page shows when a new version has been downloaded and waits. */
const UPDATE_READY = 'A new version is ready. It opens the next time you open this page.';

/**
 * The page's update status: an empty `role=status` region, in the page from the start so a screen
 * reader announces the words when they appear (a live region added with its words is often not
 * read), inside a landmark of its own (all of a page's content is in one).
 */
export function updateStatus(): HTMLElement {
  let status = document.getElementById('verse-update');
  if (!status) {
    const landmark = document.createElement('aside');
    landmark.setAttribute('aria-label', 'Updates');
    status = document.createElement('div');
    status.id = 'verse-update';
    status.className = 'update-status';
    status.setAttribute('role', 'status');
    landmark.append(status);
    document.body.append(landmark);
  }
  return status;
}

/** Says a new version is ready, in a small note at the foot of the page that an OK button closes. */
export function showUpdateReady(): void {
  const status = updateStatus();
  if (status.childElementCount) return;
  const text = document.createElement('p');
  text.textContent = UPDATE_READY;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'OK';
  close.addEventListener('click', () => status.replaceChildren());
  status.append(text, close);
}
