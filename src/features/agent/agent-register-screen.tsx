// Open account (/m/agentRegister): the agent creates a member or a sub-agent in the own team.
// The submit button is disabled while the call runs (no double account from a double tap).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useAgentRegister } from '@/api/endpoints/agent-register';
import { errorMessageKey } from '@/api/errors';
import { Page } from '@/ui/page';
import { toast } from '@/ui/toast';
import { useForm } from '@/ui/use-form';
import '@/features/agent/agent.css';

const USERNAME = /^[a-z][a-z0-9]{4,15}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/;

function AgentRegisterScreen() {
  const { t } = useTranslation('agent');
  const typeId = useId();
  const form = useForm({ username: '', password: '', confirmPassword: '' });
  const { username, password, confirmPassword } = form.values;
  const [accountType, setAccountType] = useState<'member' | 'agent'>('member');
  const errorKey = form.errorOf(null);
  const register = useAgentRegister();
  const queryClient = useQueryClient();
  const inputs = [
    { name: 'username', label: t('register.username'), type: 'text', autoComplete: 'off', id: useId() },
    { name: 'password', label: t('register.password'), type: 'password', autoComplete: 'new-password', id: useId() },
    { name: 'confirmPassword', label: t('register.confirmPassword'), type: 'password', autoComplete: 'new-password', id: useId() },
  ] as const;

  const submit = async () => {
    if (register.isPending) return;
    const name = username.trim();
    if (!USERNAME.test(name)) return form.fail(null, 'register.usernameRule');
    if (!PASSWORD.test(password)) return form.fail(null, 'register.passwordRule');
    if (password !== confirmPassword) return form.fail(null, 'register.mismatch');
    form.setError(null);
    try {
      const made = await register.mutateAsync({ username: name, password, accountType });
      toast.success(t('register.done', { name: made.userName }));
      form.setValues({ username: '', password: '', confirmPassword: '' });
      await queryClient.invalidateQueries({ queryKey: ['platform', 'teamMembers'] });
    } catch (err) {
      form.fail(null, errorMessageKey(err));
    }
  };

  return (
    <Page>
      <p className="muted">{t('register.intro')}</p>
      <form className="card agent-form" onSubmit={(e) => form.submit(e, submit)} noValidate>
        {inputs.map((input) => (
          <label key={input.name} className="range-bar__field" htmlFor={input.id}>
            {input.label}
            <input
              id={input.id}
              className="ui-input"
              type={input.type === 'password' ? 'password' : undefined}
              value={form.values[input.name]}
              onChange={(e) => form.set(input.name, e.target.value)}
              autoComplete={input.autoComplete}
              autoCapitalize={input.name === 'username' ? 'none' : undefined}
            />
          </label>
        ))}
        <label className="range-bar__field" htmlFor={typeId}>
          {t('register.accountType')}
          <select id={typeId} className="ui-input" value={accountType} onChange={(e) => setAccountType(e.target.value === 'agent' ? 'agent' : 'member')}>
            <option value="member">{t('register.member')}</option>
            <option value="agent">{t('register.agent')}</option>
          </select>
        </label>
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
