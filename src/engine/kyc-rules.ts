// Identity verification rules: the images (png or jpg, at most 5MB each) and the form's checks,
// in the order a member fixes them, as keys of the services namespace (the spec's messages).

export const KYC_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
export const KYC_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageProblem = 'imageType' | 'imageSize';

/** 'Only acceptable png/jpg' or 'The image maximum size is 5MB', or null for a good image. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!KYC_IMAGE_TYPES.includes(file.type)) return 'imageType';
  if (file.size > KYC_MAX_IMAGE_BYTES) return 'imageSize';
  return null;
}

export interface KycForm {
  idFront: { type: string; size: number } | null;
  idBack: { type: string; size: number } | null;
  selfie: { type: string; size: number } | null;
  idType: string;
  idNumber: string;
  nationality: string;
  occupation: string;
  incomeSource: string;
  birthday: string;
  placeOfBirth: string;
  permanentAddress: string;
  currentAddress: string;
  ageConfirmed: boolean;
}

export type KycError =
  | 'idFrontRequired'
  | 'idBackRequired'
  | 'selfieRequired'
  | ImageProblem
  | 'idNumberRequired'
  | 'nationalityRequired'
  | 'occupationRequired'
  | 'incomeRequired'
  | 'birthdayInvalid'
  | 'underAge'
  | 'placeOfBirthRequired'
  | 'permanentAddressRequired'
  | 'currentAddressRequired';

export interface KycCheck {
  field: keyof KycForm;
  error: KycError;
}

/** Whole years between a YYYY-MM-DD birthday and `now` (UTC), or null for an impossible date. */
export function ageOn(birthday: string, now: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const born = Date.UTC(y, mo - 1, d);
  const check = new Date(born);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  if (born > now) return null;
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d)) age--;
  return age > 120 ? null : age;
}

const blank = (v: string) => v.trim() === '';

/** The first problem of the form, or null when it can be sent. */
export function checkKyc(form: KycForm, minimumAge: number, now: number): KycCheck | null {
  if (!form.idFront) return { field: 'idFront', error: 'idFrontRequired' };
  const front = imageProblem(form.idFront);
  if (front) return { field: 'idFront', error: front };
  if (!form.idBack) return { field: 'idBack', error: 'idBackRequired' };
  const back = imageProblem(form.idBack);
  if (back) return { field: 'idBack', error: back };
  if (!form.selfie) return { field: 'selfie', error: 'selfieRequired' };
  const selfie = imageProblem(form.selfie);
  if (selfie) return { field: 'selfie', error: selfie };
  if (blank(form.idNumber)) return { field: 'idNumber', error: 'idNumberRequired' };
  if (blank(form.nationality)) return { field: 'nationality', error: 'nationalityRequired' };
  if (blank(form.occupation)) return { field: 'occupation', error: 'occupationRequired' };
  if (blank(form.incomeSource)) return { field: 'incomeSource', error: 'incomeRequired' };
  const age = ageOn(form.birthday, now);
  if (age === null) return { field: 'birthday', error: 'birthdayInvalid' };
  if (age < minimumAge || !form.ageConfirmed) return { field: 'ageConfirmed', error: 'underAge' };
  if (blank(form.placeOfBirth)) return { field: 'placeOfBirth', error: 'placeOfBirthRequired' };
  if (blank(form.permanentAddress)) return { field: 'permanentAddress', error: 'permanentAddressRequired' };
  if (blank(form.currentAddress)) return { field: 'currentAddress', error: 'currentAddressRequired' };
  return null;
}

/** "9171234567" → "917****567"; "demoplayer@example.com" → "de***@example.com". */
export function maskContact(kind: 'mobile' | 'email', value: string): string {
  if (kind === 'email') {
    const [user = '', domain = ''] = value.split('@');
    return `${user.slice(0, 2)}***@${domain}`;
  }
  return value.length <= 6 ? value : `${value.slice(0, 3)}****${value.slice(-3)}`;
}
