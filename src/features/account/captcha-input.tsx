// The captcha: an image from the platform (refreshable) and its answer (digits, at most 6).
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_MAX_LENGTH } from '@/engine/registration-form';
import { Field } from '@/ui/input-field';

export interface CaptchaInputProps {
  purpose: 'login' | 'register';
  /** The image (data URL) of the captcha the parent fetched with useCaptcha. */
  image: string | undefined;
  onRefresh: () => void;
  value: string;
  onChange: (v: string) => void;
  /** Already translated. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function CaptchaInput({ purpose, image, onRefresh, value, onChange, error, ref }: CaptchaInputProps) {
  const { t } = useTranslation('account');
  return (
    <Field
      ref={ref}
      name={`${purpose}-captcha`}
      label={t('field.captcha')}
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, CAPTCHA_MAX_LENGTH))}
      inputMode="numeric"
      autoComplete="off"
      maxLength={CAPTCHA_MAX_LENGTH}
      placeholder={t('hint.captcha')}
      required
      error={error}
      addon={
        <button type="button" className="captcha-image" onClick={onRefresh} aria-label={t('action.refreshCaptcha')}>
          {image ? <img src={image} alt={t('captchaImage')} width={96} height={36} /> : <span className="captcha-image__loading" />}
        </button>
      }
    />
  );
}
