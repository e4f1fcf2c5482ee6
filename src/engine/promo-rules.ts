// Promotion rules: the activity status labels and the apply checks (spec §2–9, "Activity apply").
// Pure functions, no React; the screens map the returned message keys through i18next.

export const ACTIVITY_STATUSES = ['join', 'claim', 'applying', 'close', 'rejected', 'issued', 'claimed', 'process', 'joined', 'comingSoon'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** The spec's label of each status, word for word (English). */
export const ACTIVITY_STATUS_LABEL: Readonly<Record<ActivityStatus, string>> = {
  join: 'Join',
  claim: 'Claim',
  applying: 'Applying',
  close: 'Close',
  rejected: 'Rejected',
  issued: 'Issued',
  claimed: 'Claimed',
  process: 'Process',
  joined: 'Joined',
  comingSoon: 'coming soon',
};

/** Statuses whose button acts (the member can press it). */
export function statusActs(status: ActivityStatus): boolean {
  return status === 'join' || status === 'claim';
}

/**
 * What a promotion's button does on the list: 'press' acts in place (join, claim); 'apply' opens
 * the promotion's page, where the application is made (a Join that needs an application); 'none'
 * shows the status only.
 */
export function activityAction(status: ActivityStatus, needsApplication: boolean): 'press' | 'apply' | 'none' {
  if (status === 'join' && needsApplication) return 'apply';
  return statusActs(status) ? 'press' : 'none';
}

export const MAX_COMMENT_CHARS = 140;
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ApplyError = 'tooManyImages' | 'imageTooLarge' | 'imageType' | 'commentTooLong';

/** The spec's message of each apply error, word for word (English). */
export const APPLY_ERROR_MESSAGE: Readonly<Record<ApplyError, string>> = {
  tooManyImages: "Can't accept upload more than 3 images",
  imageTooLarge: 'The image maximum size is 5MB',
  imageType: 'Only acceptable png/jpg',
  commentTooLong: 'The comment may have at most 140 characters',
};

export interface ImageLike {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

const ACCEPTED_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg']);
const ACCEPTED_EXT = /\.(png|jpe?g)$/i;

export function isAcceptedImage(file: ImageLike): boolean {
  return file.type === '' ? ACCEPTED_EXT.test(file.name) : ACCEPTED_TYPES.has(file.type.toLowerCase());
}

/**
 * Checks images being added to the ones already chosen. The count is checked first (a fourth image
 * is refused whatever it is), then each new file's type, then its size.
 */
export function checkAddImages(alreadyChosen: number, added: readonly ImageLike[]): ApplyError | null {
  if (alreadyChosen + added.length > MAX_IMAGES) return 'tooManyImages';
  for (const f of added) {
    if (!isAcceptedImage(f)) return 'imageType';
    if (f.size > MAX_IMAGE_BYTES) return 'imageTooLarge';
  }
  return null;
}

/** Characters as the member sees them (code points, so an emoji counts once). */
export function commentLength(comment: string): number {
  return Array.from(comment).length;
}

export function checkComment(comment: string): ApplyError | null {
  return commentLength(comment) > MAX_COMMENT_CHARS ? 'commentTooLong' : null;
}

/** The whole application: comment and images together. */
export function checkApplication(comment: string, images: readonly ImageLike[]): ApplyError | null {
  return checkComment(comment) ?? checkAddImages(0, images);
}
