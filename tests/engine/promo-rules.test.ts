// @vitest-environment node
import {
  ACTIVITY_STATUS_LABEL,
  APPLY_ERROR_MESSAGE,
  checkAddImages,
  checkApplication,
  checkComment,
  commentLength,
  statusActs,
  activityAction,
  type ActivityStatus,
  type ApplyError,
  type ImageLike,
} from '@/engine/promo-rules';

const MB = 1024 * 1024;
const png = (size = 100_000, name = 'a.png'): ImageLike => ({ name, type: 'image/png', size });
const jpg = (size = 100_000): ImageLike => ({ name: 'a.jpg', type: 'image/jpeg', size });
const gif = (): ImageLike => ({ name: 'a.gif', type: 'image/gif', size: 1000 });

describe('status labels, word for word', () => {
  it.each<[ActivityStatus, string, boolean]>([
    ['join', 'Join', true],
    ['claim', 'Claim', true],
    ['applying', 'Applying', false],
    ['close', 'Close', false],
    ['rejected', 'Rejected', false],
    ['issued', 'Issued', false],
    ['claimed', 'Claimed', false],
    ['process', 'Process', false],
    ['joined', 'Joined', false],
    ['comingSoon', 'coming soon', false],
  ])('%s → %s (acts: %s)', (s, label, acts) => {
    expect(ACTIVITY_STATUS_LABEL[s]).toBe(label);
    expect(statusActs(s)).toBe(acts);
  });
});

describe('activityAction (the list button)', () => {
  it.each<[ActivityStatus, boolean, 'press' | 'apply' | 'none']>([
    ['join', false, 'press'],
    ['join', true, 'apply'],
    ['claim', false, 'press'],
    ['claim', true, 'press'],
    ['applying', true, 'none'],
    ['rejected', true, 'none'],
    ['joined', false, 'none'],
    ['comingSoon', false, 'none'],
  ])('%s, needs an application: %s → %s', (status, needs, action) => expect(activityAction(status, needs)).toBe(action));
});

describe('checkAddImages', () => {
  it.each<[string, number, ImageLike[], ApplyError | null]>([
    ['one png', 0, [png()], null],
    ['three images', 0, [png(), jpg(), png()], null],
    ['a fourth image', 3, [png()], 'tooManyImages'],
    ['four at once', 0, [png(), png(), png(), png()], 'tooManyImages'],
    ['a fourth gif is refused for the count first', 3, [gif()], 'tooManyImages'],
    ['a gif', 0, [gif()], 'imageType'],
    ['exactly 5MB', 0, [png(5 * MB)], null],
    ['one byte over 5MB', 0, [jpg(5 * MB + 1)], 'imageTooLarge'],
    ['a 6MB image', 1, [png(6 * MB)], 'imageTooLarge'],
    ['no type, .JPG name', 0, [{ name: 'X.JPG', type: '', size: 10 }], null],
    ['no type, .webp name', 0, [{ name: 'x.webp', type: '', size: 10 }], 'imageType'],
  ])('%s', (_n, already, added, want) => {
    expect(checkAddImages(already, added)).toBe(want);
  });
});

describe('comment', () => {
  it.each<[string, ApplyError | null]>([
    ['', null],
    ['x'.repeat(140), null],
    ['x'.repeat(141), 'commentTooLong'],
    ['😀'.repeat(140), null],
  ])('length %#', (c, want) => {
    expect(checkComment(c)).toBe(want);
  });
  it('counts code points', () => expect(commentLength('a😀b')).toBe(3));
  it('application checks the comment before the images', () => {
    expect(checkApplication('x'.repeat(141), [gif()])).toBe('commentTooLong');
    expect(checkApplication('ok', [gif()])).toBe('imageType');
    expect(checkApplication('ok', [png()])).toBeNull();
  });
});

describe('spec messages', () => {
  it('are word for word', () => {
    expect(APPLY_ERROR_MESSAGE.tooManyImages).toBe("Can't accept upload more than 3 images");
    expect(APPLY_ERROR_MESSAGE.imageTooLarge).toBe('The image maximum size is 5MB');
    expect(APPLY_ERROR_MESSAGE.imageType).toBe('Only acceptable png/jpg');
  });
});
