import { onboardCheckEmail } from '@salon/api/onboarding/endpoints';
import { isEmail } from '@salon/ui/forms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiMutation } from '../core';
import { onboardingKeys } from './keys';

/** How long typing pauses before an e-mail is checked. */
export const EMAIL_CHECK_DELAY_MS = 500;

/**
 * The wizard's as-typed e-mail check (`POST /users/onboard-check-email`, limited per address): `check`
 * asks the server once typing pauses, each e-mail once; `taken` lists the e-mails (lower case) already in
 * use. A failed check (429, offline) says nothing: the sign-up's own 409 still catches the e-mail.
 */
export function useEmailCheck() {
  const mutation = useApiMutation(
    onboardingKeys.emailCheck,
    async (api, email: string) => (await api(onboardCheckEmail, { body: { email } })).data,
  );
  const [taken, setTaken] = useState<string[]>([]);
  const asked = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const trigger = useRef(mutation.trigger);
  trigger.current = mutation.trigger;

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const check = useCallback((typed: string) => {
    if (timer.current) clearTimeout(timer.current);
    const email = typed.trim().toLowerCase();
    if (!isEmail(email) || asked.current.has(email)) return;
    timer.current = setTimeout(() => {
      asked.current.add(email);
      trigger.current(email).then(
        (answer) => {
          if (!answer.available)
            setTaken((current) => (current.includes(email) ? current : [...current, email]));
        },
        () => asked.current.delete(email),
      );
    }, EMAIL_CHECK_DELAY_MS);
  }, []);

  /** Asks again at once (after the sign-up's 409): an e-mail taken meanwhile joins `taken`. */
  const recheck = useCallback(async (typed: string[]) => {
    const wanted = [...new Set(typed.map((email) => email.trim().toLowerCase()).filter(isEmail))];
    const answers = await Promise.allSettled(wanted.map((email) => trigger.current(email)));
    const found = answers.flatMap((answer) =>
      answer.status === 'fulfilled' && !answer.value.available ? [answer.value.email] : [],
    );
    for (const email of wanted) asked.current.add(email);
    if (found.length > 0) setTaken((current) => [...new Set([...current, ...found])]);
  }, []);

  return { taken, check, recheck };
}
