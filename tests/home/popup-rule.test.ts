import type { Announcement } from '@/api/endpoints/announcements';
import { closedRecord, popupAnnouncements, popupSignature, shouldShowPopup } from '@/features/home/popup-rule';

const a = (id: string, execution: Announcement['execution'], title = id, content = `<p>${id}</p>`, type: Announcement['type'] = 'PU'): Announcement => ({
  id,
  type,
  title,
  content,
  startDate: '2026-01-01',
  endDate: '2027-01-01',
  noExpiry: 1,
  announcementImages: [],
  execution,
  promotionType: '',
  read: false,
});

describe('popup variants', () => {
  const list = [a('v', 'B'), a('m', 'A'), a('f', 'F'), a('n', 'B', 'n', 'n', 'B')];
  it.each([
    [{ loggedIn: false, firstLogin: false }, ['v']],
    [{ loggedIn: true, firstLogin: false }, ['m']],
    [{ loggedIn: true, firstLogin: true }, ['m', 'f']],
  ])('%j sees %j', (viewer, ids) => {
    expect(popupAnnouncements(list, viewer).map((x) => x.id)).toEqual(ids);
  });
});

describe('the popup comes back only when the set of title+content pairs changes', () => {
  const set1 = [a('1', 'B', 'Bonus', '<p>x</p>'), a('2', 'B', 'News', '<p>y</p>')];
  it.each<[string, Announcement[], boolean]>([
    ['the same set', set1, false],
    ['the same set in another order', [set1[1]!, set1[0]!], false],
    ['the same set with other ids', [a('9', 'B', 'Bonus', '<p>x</p>'), a('8', 'B', 'News', '<p>y</p>')], false],
    ['a changed content', [a('1', 'B', 'Bonus', '<p>x!</p>'), set1[1]!], true],
    ['a changed title', [a('1', 'B', 'Bonus!', '<p>x</p>'), set1[1]!], true],
    ['one more announcement', [...set1, a('3', 'B', 'New', '<p>z</p>')], true],
    ['one announcement less', [set1[0]!], true],
  ])('after closing, %s → shows again: %s', (_label, next, expected) => {
    expect(shouldShowPopup(next, closedRecord(set1))).toBe(expected);
  });

  it('shows when nothing is stored, never when there is nothing to show', () => {
    expect(shouldShowPopup(set1, null)).toBe(true);
    expect(shouldShowPopup([], null)).toBe(false);
    expect(shouldShowPopup(set1, 'not json')).toBe(true);
  });

  it('signatures ignore duplicates', () => {
    expect(popupSignature([...set1, set1[0]!])).toBe(popupSignature(set1));
  });
});
