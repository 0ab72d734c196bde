/** The prompt an event screen shows a signed-out visitor: what signing in gives, and the button that asks for it. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { requestSignIn } from '../../lib/sign-in-request';

/** The sign-in prompt of a signed-out visitor. */
export function SignInPrompt({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      framed
      icon="lock"
      title={t('events.signIn.title')}
      text={text}
      testId={testId}
      action={
        <Button icon="user" onClick={() => requestSignIn()}>
          {t('events.signIn.cta')}
        </Button>
      }
    />
  );
}
