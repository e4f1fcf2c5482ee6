// Open account (/m/agentRegister): the agent creates a member or a sub-agent in the own team.
// The submit button is disabled while the call runs (no double account from a double tap).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useAgentRegister } from '@/api/endpoints/agent-register';
import { errorMessageKey } from '@/api/errors';
import { Page } from '@/ui/page';
import { toast } from '@/ui/toast';
import '@/features/agent/agent.css';

const USERNAME = /^[a-z][a-z0-9]{4,15}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/;

function AgentRegisterScreen() {
  const { t } = useTranslation('agent');
  const ids = { user: useId(), pass: useId(), confirm: useId(), type: useId() };
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [accountType, setAccountType] = useState<'member' | 'agent'>('member');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const register = useAgentRegister();
  const queryClient = useQueryClient();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (register.isPending) return;
    const name = username.trim();
    if (!USERNAME.test(name)) return setErrorKey('register.usernameRule');
    if (!PASSWORD.test(password)) return setErrorKey('register.passwordRule');
    if (password !== confirmPassword) return setErrorKey('register.mismatch');
    setErrorKey(null);
    try {
      const made = await register.mutateAsync({ username: name, password, accountType });
      toast.success(t('register.done', { name: made.userName }));
      setUsername('');
      setPassword('');
      setConfirmPassword('');
      await queryClient.invalidateQueries({ queryKey: ['platform', 'teamMembers'] });
    } catch (err) {
      setErrorKey(errorMessageKey(err));
    }
  };

  return (
    <Page>
      <p className="muted">{t('register.intro')}</p>
      <form className="card agent-form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="range-bar__field" htmlFor={ids.user}>
          {t('register.username')}
          <input id={ids.user} className="ui-input" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" autoCapitalize="none" />
        </label>
        <label className="range-bar__field" htmlFor={ids.pass}>
          {t('register.password')}
          <input
            id={ids.pass}
            className="ui-input"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
          />
        </label>
        <label className="range-bar__field" htmlFor={ids.confirm}>
          {t('register.confirmPassword')}
          <input
            id={ids.confirm}
            className="ui-input"
            type="password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
            autoComplete="new-password"
          />
        </label>
        <label className="range-bar__field" htmlFor={ids.type}>
          {t('register.accountType')}
          <select id={ids.type} className="ui-input" value={accountType} onChange={(e) => setAccountType(e.target.value === 'agent' ? 'agent' : 'member')}>
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
