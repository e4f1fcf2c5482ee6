// Open account (/m/agentRegister): the agent creates a member or a sub-agent in the own team.
// The submit button is disabled while the call runs (no double account from a double tap).
// A wrong field is marked and named where it is (its message under it), and focus goes to it.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useAgentRegister } from '@/api/endpoints/agent-register';
import { errorMessageKey, PlatformError } from '@/api/errors';
import { Field, SelectField } from '@/ui/input-field';
import { Page } from '@/ui/page';
import { toast } from '@/ui/toast';
import { useForm } from '@/ui/use-form';
import '@/features/agent/agent.css';

const USERNAME = /^[a-z][a-z0-9]{4,15}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/;

type FieldName = 'username' | 'password' | 'confirmPassword';

/** The first wrong field of what the agent typed, with its message key; null when all is well. */
function firstInvalid(values: Record<FieldName, string>): { field: FieldName; key: string } | null {
  const name = values.username.trim();
  if (!name) return { field: 'username', key: 'common:error.required' };
  if (!USERNAME.test(name)) return { field: 'username', key: 'register.usernameRule' };
  if (!values.password) return { field: 'password', key: 'common:error.required' };
  if (!PASSWORD.test(values.password)) return { field: 'password', key: 'register.passwordRule' };
  if (!values.confirmPassword) return { field: 'confirmPassword', key: 'common:error.required' };
  if (values.password !== values.confirmPassword) return { field: 'confirmPassword', key: 'register.mismatch' };
  return null;
}

function AgentRegisterScreen() {
  const { t } = useTranslation('agent');
  const form = useForm({ username: '', password: '', confirmPassword: '' });
  const { username, password, confirmPassword } = form.values;
  const [accountType, setAccountType] = useState<'member' | 'agent'>('member');
  const errorKey = form.errorOf(null);
  const refs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null), confirmPassword: useRef<HTMLInputElement>(null) };
  const register = useAgentRegister();
  const queryClient = useQueryClient();
  const inputs = [
    { name: 'username', label: t('register.username'), type: 'text', autoComplete: 'off' },
    { name: 'password', label: t('register.password'), type: 'password', autoComplete: 'new-password' },
    { name: 'confirmPassword', label: t('register.confirmPassword'), type: 'password', autoComplete: 'new-password' },
  ] as const;

  const submit = async () => {
    if (register.isPending) return;
    const name = username.trim();
    const invalid = firstInvalid({ username, password, confirmPassword });
    if (invalid) {
      form.fail(invalid.field, invalid.key);
      refs[invalid.field].current?.focus();
      return;
    }
    form.setError(null);
    try {
      const made = await register.mutateAsync({ username: name, password, accountType });
      toast.success(t('register.done', { name: made.userName }));
      form.setValues({ username: '', password: '', confirmPassword: '' });
      await queryClient.invalidateQueries({ queryKey: ['platform', 'teamMembers'] });
    } catch (err) {
      const key = errorMessageKey(err, 'send');
      // A name already taken is the name field's error; anything else the form's own.
      const onName = err instanceof PlatformError && err.code === 'USERNAME_EXISTS';
      form.fail(onName ? 'username' : null, key);
      if (onName) refs.username.current?.focus();
    }
  };

  return (
    <Page>
      <p className="muted">{t('register.intro')}</p>
      <form className="card agent-form" onSubmit={(e) => form.submit(e, submit)} noValidate>
        {inputs.map((input) => {
          const fieldError = form.errorOf(input.name);
          return (
            <Field
              key={input.name}
              ref={refs[input.name]}
              error={fieldError ? t(fieldError) : null}
              plain
              className="agent-field"
              label={input.label}
              type={input.type}
              value={form.values[input.name]}
              onChange={(v) => form.set(input.name, v)}
              autoComplete={input.autoComplete}
              autoCapitalize={input.name === 'username' ? 'none' : undefined}
            />
          );
        })}
        <SelectField
          label={t('register.accountType')}
          value={accountType}
          onChange={(v) => setAccountType(v === 'agent' ? 'agent' : 'member')}
          options={[
            { value: 'member', label: t('register.member') },
            { value: 'agent', label: t('register.agent') },
          ]}
        />
        {errorKey ? (
          <p className="agent-form__error" role="alert">
            {t(errorKey)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={register.isPending}>
          {t('register.submit')}
        </button>
      </form>
    </Page>
  );
}

export default AgentRegisterScreen;
