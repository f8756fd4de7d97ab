import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Notices } from '../components/ui/notify';
import { appSystem } from './theme';

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={appSystem()}>
    {children}
    <Notices />
  </ChakraProvider>
);
