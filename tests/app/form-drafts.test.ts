// @vitest-environment jsdom
// What a member typed when the session ended under them is noted (secrets never) and filled in
// again once the same member is back on that page; another member, or half an hour, drops it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropFormDraft, formValuesOf, keepFormDraft } from '@/app/form-drafts';

function page(): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <label for="amount">Amount</label><input id="amount" value="" />
      <label for="pin">Payment password</label><input id="pin" type="password" value="" />
      <label for="code">SMS code</label><input id="code" autocomplete="one-time-code" value="" />
      <label for="note">Content</label><textarea id="note"></textarea>
      <label for="channel">Channel</label><select id="channel"><option value="gcash">GCash</option><option value="maya">Maya</option></select>
      <label><input type="radio" name="kind" value="a" checked />Suggestion</label>
      <label><input type="radio" name="kind" value="b" />Complaint</label>
      <label><input type="checkbox" name="agree" />I agree</label>
    </form>`;
  return document.querySelector('form')!;
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

function fill() {
  input('amount').value = '250';
  input('pin').value = '654321';
  input('code').value = '123456';
  (document.getElementById('note') as HTMLTextAreaElement).value = 'Please add more slots';
  (document.getElementById('channel') as HTMLSelectElement).value = 'maya';
  (document.querySelector('input[value="b"]') as HTMLInputElement).checked = true;
  (document.querySelector('input[name="agree"]') as HTMLInputElement).checked = true;
}

afterEach(() => {
  dropFormDraft();
  vi.useRealTimers();
});

describe('form drafts', () => {
  it('never note a secret: passwords and one-time codes', () => {
    page();
    fill();
    const keys = formValuesOf(document.body).map((f) => f.key.replace(/#\d+$/, ''));
    expect(keys).toEqual(expect.arrayContaining(['Amount', 'Content', 'Channel', 'Suggestion', 'Complaint', 'I agree']));
    expect(keys).not.toContain('Payment password');
    expect(keys).not.toContain('SMS code');
  });

  it('fill the page in again when the same member is back on it', async () => {
    page();
    fill();
    let path = '/m/feedback';
    let member: string | undefined = 'demoplayer';
    expect(keepFormDraft('demoplayer', { currentPath: () => path, currentMember: () => member })).toBe(true);
    // Logged out, on login: the page is gone.
    member = undefined;
    path = '/m/login?redirect=%2Fm%2Ffeedback';
    document.body.innerHTML = '<form><label for="u">Username</label><input id="u" /></form>';
    await Promise.resolve();
    // Back, logged in again: the page renders afresh.
    member = 'demoplayer';
    path = '/m/feedback';
    page();
    await vi.waitFor(() => expect(input('amount').value).toBe('250'));
    expect((document.getElementById('note') as HTMLTextAreaElement).value).toBe('Please add more slots');
    expect((document.getElementById('channel') as HTMLSelectElement).value).toBe('maya');
    expect((document.querySelector('input[value="b"]') as HTMLInputElement).checked).toBe(true);
    expect((document.querySelector('input[name="agree"]') as HTMLInputElement).checked).toBe(true);
    expect(input('pin').value).toBe('');
    expect(input('code').value).toBe('');
  });

  it('are dropped when another member logs in, and after half an hour', async () => {
    page();
    fill();
    let member: string | undefined = 'demoagent';
    keepFormDraft('demoplayer', { currentPath: () => '/m/feedback', currentMember: () => member });
    page();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 10));
    expect(input('amount').value).toBe('');
    // The draft is gone for good, even for its own member.
    member = 'demoplayer';
    page();
    await new Promise((r) => setTimeout(r, 10));
    expect(input('amount').value).toBe('');

    let now = 0;
    page();
    fill();
    keepFormDraft('demoplayer', { currentPath: () => '/m/feedback', currentMember: () => member, now: () => now });
    now = 31 * 60_000;
    page();
    await new Promise((r) => setTimeout(r, 10));
    expect(input('amount').value).toBe('');
  });
});
