import { lazy, type ComponentProps } from 'react';
import { OnceNeeded } from '../../../components/ui/once-needed';

const Dialog = lazy(() => import('./login-dialog').then((module) => ({ default: module.LoginDialog })));

/** The sign-in dialog, whose code (forms, rules, captcha) loads the first time it opens. */
export function LoginDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <OnceNeeded when={props.open}>
      <Dialog {...props} />
    </OnceNeeded>
  );
}
