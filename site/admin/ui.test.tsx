// @vitest-environment happy-dom
// The staff screens' choice fields (the leads list's filters, a lead's follow-up): each choice by its
// label, "none" first only where no choice is an answer, and the field's error tied to its select.
import { afterEach, describe, expect, it } from 'vitest';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, PRIORITIES, PRIORITY_LABELS } from '../../contract/admin';
import { failOnReactErrors, render, unmount } from '../../widgets/runtime/testing';
import { ChoiceField } from './ui';

failOnReactErrors();
afterEach(unmount);

const options = (select: HTMLSelectElement) => [...select.options].map((option) => [option.value, option.textContent]);

describe('a choice field', () => {
  it('offers "none" first, then each choice by its label', () => {
    const page = render(<ChoiceField label="Status" name="status" value="" none="Any status" choices={LEAD_STATUSES} labels={LEAD_STATUS_LABELS} />);
    const select = page.querySelector('select')!;
    expect(page.querySelector('label')!.firstElementChild!.textContent).toBe('Status');
    expect(select.name).toBe('status');
    expect(options(select)).toEqual([
      ['', 'Any status'],
      ['new', 'New'],
      ['contacted', 'Contacted'],
      ['scheduled', 'Scheduled'],
      ['enrolled', 'Enrolled'],
      ['closed', 'Closed'],
    ]);
  });

  it('has no empty choice where one must be chosen, and names its error', () => {
    const page = render(
      <ChoiceField label="Priority" name="priority" value="high" choices={PRIORITIES} labels={PRIORITY_LABELS} select={{ 'aria-invalid': true, 'aria-describedby': 'priority-error' }}>
        <span id="priority-error">Choose a priority.</span>
      </ChoiceField>,
    );
    const select = page.querySelector('select')!;
    expect(options(select)).toEqual([
      ['low', 'Low'],
      ['medium', 'Medium'],
      ['high', 'High'],
    ]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(page.querySelector(`#${select.getAttribute('aria-describedby')}`)!.textContent).toBe('Choose a priority.');
  });
});
