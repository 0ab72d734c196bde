/** The prompt a screen shows a signed-out visitor: what signing in gives, and the button that asks for it. */
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { requestSignIn } from '../lib/sign-in-request';

/** The sign-in prompt of a signed-out visitor (`title`, `text` and the button's `cta`, translated). */
export function SignInPrompt({
  title,
  text,
  cta,
  testId,
  framed = true,
}: {
  title?: string;
  text: string;
  cta: string;
  testId: string;
  /** False inside a panel that already has its own frame. */
  framed?: boolean;
}) {
  return (
    <EmptyState
      framed={framed}
      icon="lock"
      title={title}
      text={text}
      testId={testId}
      action={
        <Button icon="user" onClick={() => requestSignIn()}>
          {cta}
        </Button>
      }
    />
  );
}
