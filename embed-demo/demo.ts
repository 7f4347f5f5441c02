// The partner's own script: it only listens to the element's public events.
const log = document.getElementById('event-log');
for (const type of ['booked', 'holdexpired', 'close', 'submitted']) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li');
    const detail = (event as CustomEvent).detail;
    item.textContent = detail ? `${type}: ${JSON.stringify(detail)}` : type;
    log?.append(item);
  });
}
