import type { ComponentProps } from 'react';
import { OnceNeeded } from '../../../components/ui/once-needed';
import { lazyNamed } from '../../../lib/lazy-named';

const Dialog = lazyNamed(() => import('./login-dialog').then((module) => module.LoginDialog));

/** The sign-in dialog, whose code (forms, rules, captcha) loads the first time it opens. */
export function LoginDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <OnceNeeded when={props.open}>
      <Dialog {...props} />
    </OnceNeeded>
  );
}
