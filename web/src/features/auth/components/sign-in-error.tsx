import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

const signUpPhrase = 'Sign Up';

/** Spec §8: the server's sign-in error, shown as sent, with the words 'Sign Up' turned into a link to the sign-up screen. */
export function SignInError({ messages }: { messages: readonly string[] }) {
  return (
    <Alert tone="error">
      {messages.map((message) => (
        <p key={message}>
          <TextWithSignUpLink text={message} />
        </p>
      ))}
    </Alert>
  );
}

function TextWithSignUpLink({ text }: { text: string }) {
  const at = text.indexOf(signUpPhrase);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <Link to={paths.signup.getHref()}>{signUpPhrase}</Link>
      {text.slice(at + signUpPhrase.length)}
    </>
  );
}
