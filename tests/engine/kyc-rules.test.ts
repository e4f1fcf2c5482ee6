import { ageOn, checkKyc, imageProblem, maskContact, type KycForm } from '@/engine/kyc-rules';

const png = { type: 'image/png', size: 200_000 };
const now = Date.UTC(2026, 10, 22, 12);
const complete: KycForm = {
  idFront: png,
  idBack: { type: 'image/jpeg', size: 5 * 1024 * 1024 },
  selfie: png,
  idType: 'philsys',
  idNumber: '1234-5678-9012',
  nationality: 'Filipino',
  occupation: 'Teacher',
  incomeSource: 'salary',
  birthday: '1990-05-17',
  placeOfBirth: 'Cebu City',
  permanentAddress: '12 Rizal St, Cebu City',
  currentAddress: '12 Rizal St, Cebu City',
  ageConfirmed: true,
};

describe('imageProblem', () => {
  it.each([
    [{ type: 'image/png', size: 1 }, null],
    [{ type: 'image/jpeg', size: 5 * 1024 * 1024 }, null],
    [{ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 }, 'imageSize'],
    [{ type: 'image/gif', size: 10 }, 'imageType'],
    [{ type: 'application/pdf', size: 10 }, 'imageType'],
  ])('%j → %s', (file, problem) => expect(imageProblem(file)).toBe(problem));
});

describe('ageOn', () => {
  it.each([
    ['2005-11-22', 21],
    ['2005-11-23', 20],
    ['1990-02-30', null],
    ['2027-01-01', null],
    ['1890-01-01', null],
    ['22/11/2005', null],
  ])('%s → %s', (birthday, age) => expect(ageOn(birthday, now)).toBe(age));
});

describe('checkKyc', () => {
  it('accepts a complete form', () => expect(checkKyc(complete, 21, now)).toBeNull());
  it.each([
    [{ idFront: null }, 'idFront', 'idFrontRequired'],
    [{ idBack: null }, 'idBack', 'idBackRequired'],
    [{ idBack: { type: 'image/gif', size: 10 } }, 'idBack', 'imageType'],
    [{ selfie: { type: 'image/png', size: 6 * 1024 * 1024 } }, 'selfie', 'imageSize'],
    [{ selfie: null }, 'selfie', 'selfieRequired'],
    [{ idNumber: ' ' }, 'idNumber', 'idNumberRequired'],
    [{ nationality: '' }, 'nationality', 'nationalityRequired'],
    [{ birthday: '1990-13-01' }, 'birthday', 'birthdayInvalid'],
    [{ birthday: '2006-01-01' }, 'ageConfirmed', 'underAge'],
    [{ ageConfirmed: false }, 'ageConfirmed', 'underAge'],
    [{ permanentAddress: '' }, 'permanentAddress', 'permanentAddressRequired'],
    [{ currentAddress: '' }, 'currentAddress', 'currentAddressRequired'],
  ] as const)('%j → %s %s', (over, field, error) => {
    expect(checkKyc({ ...complete, ...over }, 21, now)).toEqual({ field, error });
  });
  it('uses the merchant minimum age', () => {
    expect(checkKyc({ ...complete, birthday: '2007-01-01' }, 18, now)).toBeNull();
  });
});

describe('maskContact', () => {
  it.each([
    ['mobile', '9171234567', '917****567'],
    ['email', 'demoplayer@example.com', 'de***@example.com'],
  ] as const)('%s %s', (kind, value, masked) => expect(maskContact(kind, value)).toBe(masked));
});
