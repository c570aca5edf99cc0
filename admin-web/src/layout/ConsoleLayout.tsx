import { type ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { ConsoleMenu } from './ConsoleMenu';
import { ConsoleUserMenu } from './ConsoleUserMenu';

const ConsoleAppBar = () => <AppBar userMenu={<ConsoleUserMenu />} />;

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={ConsoleMenu} appBar={ConsoleAppBar}>
    {children}
  </Layout>
);
