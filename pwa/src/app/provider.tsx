import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Notices } from '../components/ui/notify';
import { system } from './theme';

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={system}>
    {children}
    <Notices />
  </ChakraProvider>
);
