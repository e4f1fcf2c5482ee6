// The amount of a deposit or a withdrawal: the shared amount field with the wallet's label and placeholder.
import { useTranslation } from 'react-i18next';
import { AmountField, type AmountFieldProps } from '@/ui/input-field';

export function WalletAmountField(props: Omit<AmountFieldProps, 'label' | 'placeholder'>) {
  const { t } = useTranslation('wallet');
  return <AmountField label={t('amount.label')} placeholder={t('amount.placeholder')} {...props} />;
}
