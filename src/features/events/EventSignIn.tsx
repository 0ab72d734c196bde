/** The sign-in prompt of the event screens: one title and button for all of them, each with its own sentence. */
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../components/SignInPrompt';

/** An event screen's prompt to a signed-out visitor (`text` says what signing in gives there). */
export function EventSignIn({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <SignInPrompt title={t('events.signIn.title')} cta={t('events.signIn.cta')} text={text} testId={testId} />
  );
}
