import { Login, LoginForm, PasswordInput, TextInput, required, useTranslate } from 'react-admin';
import { AccessRefusedNotice } from './AccessRefusedNotice';

/** The account's email signs in; the form sends it as `email` (see authProvider.login). */
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <Login>
      <AccessRefusedNotice />
      <LoginForm>
        <TextInput
          autoFocus
          source="email"
          type="email"
          autoComplete="email"
          label={translate('ra.auth.email')}
          validate={required()}
        />
        <PasswordInput
          source="password"
          autoComplete="current-password"
          label={translate('ra.auth.password')}
          validate={required()}
        />
      </LoginForm>
    </Login>
  );
};
